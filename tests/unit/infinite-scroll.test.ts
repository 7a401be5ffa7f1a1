/**
 * @jest-environment node
 */
import { canLoadMore, initialPagedState, isLastPage, nextPageNumber, pagedReducer } from '@/lib/domain/infinite-scroll';

type Item = { id: number };
const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: from + i }));
const reduce = pagedReducer<Item>((i) => i.id);

describe('paged collection', () => {
  it('is complete when the first page is already shorter than the page size', () => {
    expect(initialPagedState(items(1, 12), 1, 40).complete).toBe(true);
    expect(initialPagedState(items(1, 40), 1, 40).complete).toBe(false);
    expect(isLastPage(0, 40)).toBe(true);
  });

  it('asks for the page after the last one loaded', () => {
    expect(nextPageNumber(initialPagedState(items(1, 40), 1, 40))).toBe(2);
    expect(nextPageNumber(initialPagedState(items(41, 40), 2, 40))).toBe(3);
  });

  it('runs one request at a time', () => {
    const loading = reduce(initialPagedState(items(1, 40), 1, 40), { type: 'start' });
    expect(loading.loading).toBe(true);
    expect(canLoadMore(loading)).toBe(false);
    expect(reduce(loading, { type: 'start' })).toBe(loading);
  });

  it('appends a full page and stays open for more', () => {
    let state = reduce(initialPagedState(items(1, 40), 1, 40), { type: 'start' });
    state = reduce(state, { type: 'loaded', page: 2, items: items(41, 40) });
    expect(state.items).toHaveLength(80);
    expect(state.page).toBe(2);
    expect(state.complete).toBe(false);
    expect(canLoadMore(state)).toBe(true);
  });

  it('becomes complete when a loaded page is shorter than the page size', () => {
    let state = reduce(initialPagedState(items(1, 40), 1, 40), { type: 'start' });
    state = reduce(state, { type: 'loaded', page: 2, items: items(41, 7) });
    expect(state.complete).toBe(true);
    expect(canLoadMore(state)).toBe(false);
    expect(reduce(state, { type: 'start' }).loading).toBe(false);
  });

  it('does not show a game twice when the catalogue shifted between pages', () => {
    let state = reduce(initialPagedState(items(1, 40), 1, 40), { type: 'start' });
    state = reduce(state, { type: 'loaded', page: 2, items: items(40, 40) });
    expect(state.items).toHaveLength(79);
    expect(new Set(state.items.map((i) => i.id)).size).toBe(79);
  });

  it('ignores an answer it did not ask for', () => {
    const idle = initialPagedState(items(1, 40), 1, 40);
    expect(reduce(idle, { type: 'loaded', page: 2, items: items(41, 40) })).toBe(idle);
    const loading = reduce(idle, { type: 'start' });
    expect(reduce(loading, { type: 'loaded', page: 5, items: items(41, 40) })).toBe(loading);
  });

  it('stops after a failure until the visitor retries', () => {
    let state = reduce(initialPagedState(items(1, 40), 1, 40), { type: 'start' });
    state = reduce(state, { type: 'failed' });
    expect(state).toMatchObject({ loading: false, failed: true });
    expect(canLoadMore(state)).toBe(false);
    state = reduce(state, { type: 'retry' });
    expect(canLoadMore(state)).toBe(true);
    expect(nextPageNumber(state)).toBe(2);
  });
});

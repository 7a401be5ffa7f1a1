/**
 * Paged collections loaded while scrolling (spec platform §4 "Pagination"): the next page is
 * asked for when the end of the list comes within SCROLL_LOAD_TRIGGER_PX, one request at a
 * time, and the collection is complete once a loaded page is shorter than the page size.
 * A reducer, so the component only wires the observer and the fetch.
 */
export interface PagedState<T> {
  items: T[];
  /** The last page loaded. */
  page: number;
  pageSize: number;
  complete: boolean;
  /** A request is running; no other may start. */
  loading: boolean;
  /** The last request failed; loading resumes only on retry. */
  failed: boolean;
}

export type PagedAction<T> =
  | { type: 'start' }
  | { type: 'loaded'; page: number; items: T[] }
  | { type: 'failed' }
  | { type: 'retry' };

/** A page shorter than the page size is the last one. */
export function isLastPage(received: number, pageSize: number): boolean {
  return received < pageSize;
}

export function initialPagedState<T>(items: T[], page: number, pageSize: number): PagedState<T> {
  return { items, page, pageSize, complete: isLastPage(items.length, pageSize), loading: false, failed: false };
}

/** Whether the end of the list coming into view may start a request now. */
export function canLoadMore(state: PagedState<unknown>): boolean {
  return !state.complete && !state.loading && !state.failed;
}

export function nextPageNumber(state: PagedState<unknown>): number {
  return state.page + 1;
}

/** Items already shown are not shown twice when the catalogue shifted between pages. */
function appendUnique<T>(items: T[], more: T[], key: (item: T) => unknown): T[] {
  const seen = new Set(items.map(key));
  return [...items, ...more.filter((item) => !seen.has(key(item)))];
}

export function pagedReducer<T>(key: (item: T) => unknown) {
  return (state: PagedState<T>, action: PagedAction<T>): PagedState<T> => {
    switch (action.type) {
      case 'start':
        return canLoadMore(state) ? { ...state, loading: true } : state;
      case 'loaded':
        // An answer for a page other than the one asked for is stale: ignore it.
        if (!state.loading || action.page !== nextPageNumber(state)) return state;
        return {
          ...state,
          items: appendUnique(state.items, action.items, key),
          page: action.page,
          loading: false,
          complete: isLastPage(action.items.length, state.pageSize),
        };
      case 'failed':
        return state.loading ? { ...state, loading: false, failed: true } : state;
      case 'retry':
        return state.failed ? { ...state, failed: false } : state;
    }
  };
}

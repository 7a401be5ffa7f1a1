/**
 * @jest-environment node
 */
import { isProducerSearchActive, matchesProducer, pickProducers, splitProducers } from '@/lib/domain/catalog/producers-picker';

const names = ['Aurora Reels', 'Lucky Lynx', 'Northwind Gaming', 'Velvet Dice', 'Golden Anvil', 'Neon Orchard', 'Red Lantern Games', 'Blue Comet Play', 'Iron Pine Studios', 'Mirage Forge', 'Crimson Owl', 'Starfall Interactive', 'Copper Fox Gaming', 'Tidewater Labs'];
const producers = names.map((name, i) => ({ slug: name.toLowerCase().replace(/ /g, '-'), name, position: i + 1 }));
const shuffled = [...producers].reverse();

describe('producers picker order', () => {
  it('puts the first 8 producers by position on top, whatever order they arrive in', () => {
    const { top } = splitProducers(shuffled);
    expect(top.map((p) => p.name)).toEqual(names.slice(0, 8));
  });

  it('lists the rest alphabetically after the top ones', () => {
    const { rest } = splitProducers(shuffled);
    expect(rest.map((p) => p.name)).toEqual(['Copper Fox Gaming', 'Crimson Owl', 'Iron Pine Studios', 'Mirage Forge', 'Starfall Interactive', 'Tidewater Labs']);
  });

  it('has no "rest" when there are 8 producers or fewer', () => {
    const { top, rest } = splitProducers(producers.slice(0, 5));
    expect(top).toHaveLength(5);
    expect(rest).toEqual([]);
  });
});

describe('producers picker search', () => {
  it('does not filter below 3 letters', () => {
    expect(isProducerSearchActive('no')).toBe(false);
    expect(isProducerSearchActive('  no  ')).toBe(false);
    const view = pickProducers(producers, 'no');
    expect(view.mode).toBe('browse');
  });

  it('starts at 3 letters and matches the beginning of the name, ignoring case', () => {
    const view = pickProducers(producers, 'NOR');
    expect(view).toEqual({ mode: 'search', query: 'nor', results: [expect.objectContaining({ name: 'Northwind Gaming' })] });
  });

  it('does not match in the middle of a name', () => {
    expect(matchesProducer({ slug: 'x', name: 'Northwind Gaming', position: 1 }, 'gam')).toBe(false);
    const view = pickProducers(producers, 'gam');
    expect(view.mode === 'search' && view.results).toEqual([]);
  });

  it('keeps top producers first among the matches', () => {
    const view = pickProducers(producers, 'cr');
    expect(view.mode).toBe('browse');
    const many = pickProducers([...producers, { slug: 'crimson-top', name: 'Crimson Tide', position: 0 }], 'cri');
    expect(many.mode === 'search' && many.results.map((p) => p.name)).toEqual(['Crimson Tide', 'Crimson Owl']);
  });

  it('ignores surrounding and repeated spaces', () => {
    const view = pickProducers(producers, '  red   lan ');
    expect(view.mode === 'search' && view.results.map((p) => p.name)).toEqual(['Red Lantern Games']);
  });
});

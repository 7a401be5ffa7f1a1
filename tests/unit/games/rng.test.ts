/** @jest-environment node */
import { CryptoRng, MAX_RNG_RANGE, cryptoRng } from '@/lib/platform/games/engines/rng';
import { seededRng } from '@/lib/platform/games/engines/seeded-rng';

/** Pearson's chi-square statistic of counts against a uniform expectation. */
function chiSquare(counts: readonly number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe.each([
  ['crypto', () => new CryptoRng(64)],
  ['seeded', () => seededRng(12345)],
])('%s generator', (_, make) => {
  it('stays in [0, n) for small, odd, 32-bit and 48-bit ranges', () => {
    const rng = make();
    const outside: string[] = [];
    for (const n of [1, 2, 3, 7, 30, 10_000, 2 ** 31 + 1, 2 ** 32, 2 ** 32 + 3, 805_631 * 1_000_003, MAX_RNG_RANGE]) {
      let top = 0;
      for (let i = 0; i < 2000; i++) {
        const x = rng.int(n);
        if (!(Number.isInteger(x) && x >= 0 && x < n)) outside.push(`${x} for ${n}`);
        if (x >= n / 2) top++;
      }
      // Both halves of every large range are reached about equally: the high bits are used too.
      if (n >= 10_000 && (top < 800 || top > 1200)) outside.push(`${top} of 2000 in the top half for ${n}`);
    }
    expect(outside).toEqual([]);
    expect(rng.int(1)).toBe(0);
  });

  it('refuses ranges it cannot draw from', () => {
    const rng = make();
    for (const n of [0, -1, 1.5, Number.NaN, MAX_RNG_RANGE + 1]) expect(() => rng.int(n)).toThrow(RangeError);
  });

  it('draws every value about equally often (chi-square, 6 and 30 cells)', () => {
    const rng = make();
    for (const n of [6, 30]) {
      const draws = 60_000;
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < draws; i++) counts[rng.int(n)]! += 1;
      // 99.9999th percentile of chi-square: 35.9 for 5 degrees of freedom, 74.3 for 29.
      expect(chiSquare(counts, draws)).toBeLessThan(n === 6 ? 35.9 : 74.3);
    }
  });

  it('is unbiased where `%` would not be: n = 3 × 2^30 draws the top third as often as the rest', () => {
    // 2^32 mod n = 2^30, so x % n without rejection would favour [0, 2^30) by 2 : 1.
    const rng = make();
    const n = 3 * 2 ** 30;
    let low = 0;
    const draws = 60_000;
    for (let i = 0; i < draws; i++) if (rng.int(n) < 2 ** 30) low++;
    expect(low / draws).toBeGreaterThan(1 / 3 - 0.01);
    expect(low / draws).toBeLessThan(1 / 3 + 0.01);
  });
});

describe('seeded generator', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = seededRng(7);
    const b = seededRng(7);
    const c = seededRng(8);
    const seqA = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.int(1000))).not.toEqual(seqA);
  });
});

describe('crypto generator', () => {
  it('refills its byte buffer as it goes (a 6-byte buffer still serves thousands of draws)', () => {
    const rng = new CryptoRng(6);
    const seen = new Set<number>();
    for (let i = 0; i < 5000; i++) seen.add(rng.int(2 ** 40));
    expect(seen.size).toBeGreaterThan(4990);
    expect(cryptoRng.int(10)).toBeLessThan(10);
  });
});

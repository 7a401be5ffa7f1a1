import 'server-only';
import { MAX_RNG_RANGE, type Rng } from './rng';

// Globals read once: a test runner's vm context makes every global lookup in the hot path slow.
const imul = Math.imul;
const isSafeInteger = Number.isSafeInteger;
const MAX_RANGE = MAX_RNG_RANGE;

/**
 * A deterministic generator (xoshiro128**, seeded through splitmix32) for tests, simulations
 * and replays. Never used for real rounds: its state can be recovered from its output.
 * Integers are unbiased by the same rejection rule as CryptoRng.
 */
export function seededRng(seed: number): Rng {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = imul(z ^ (z >>> 16), 0x85ebca6b);
    z = imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  if ((a | b | c | d) === 0) a = 1;

  const next32 = (): number => {
    const result = imul(rotl(imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };

  return {
    int(n: number): number {
      if (!isSafeInteger(n) || n < 1 || n > MAX_RANGE) throw new RangeError(`Rng.int: bad range ${n}`);
      if (n <= 0x1_0000_0000) {
        const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
        for (;;) {
          const x = next32();
          if (x < limit) return x % n;
        }
      }
      const limit = MAX_RANGE - (MAX_RANGE % n);
      for (;;) {
        const x = next32() * 0x1_0000 + (next32() >>> 16);
        if (x < limit) return x % n;
      }
    },
  };
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

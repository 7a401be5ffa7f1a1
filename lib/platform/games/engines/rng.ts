import 'server-only';
import { randomFillSync } from 'node:crypto';

/**
 * Randomness for the studio. Engines only ever ask for a uniform integer below n, so a test
 * can hand them a seeded generator (seeded-rng.ts) and replay rounds exactly.
 */
export interface Rng {
  /** A uniform integer in [0, n); n is a whole number in [1, 2^48]. */
  int(n: number): number;
}

export const MAX_RNG_RANGE = 2 ** 48;

const TWO_32 = 2 ** 32;
// Read once: a test runner's vm context makes every global lookup in the hot path slow.
const isSafeInteger = Number.isSafeInteger;

/**
 * The production generator: bytes from the operating system's CSPRNG (node:crypto), fetched
 * a block at a time because one randomFillSync call per number would dominate a spin's cost.
 * Integers are unbiased: a draw from the top, incomplete band of the 32- or 48-bit range is
 * rejected and redrawn (rejection sampling) instead of being folded in with `%`.
 */
export class CryptoRng implements Rng {
  private readonly buffer: Buffer;
  private offset: number;

  constructor(bufferSize = 8192) {
    if (bufferSize < 6) throw new RangeError('CryptoRng needs a buffer of at least 6 bytes');
    this.buffer = Buffer.allocUnsafe(bufferSize);
    this.offset = bufferSize;
  }

  int(n: number): number {
    if (!isSafeInteger(n) || n < 1 || n > MAX_RNG_RANGE) throw new RangeError(`Rng.int: bad range ${n}`);
    if (n === 1) return 0;
    if (n <= TWO_32) {
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const x = this.uint32();
        if (x < limit) return x % n;
      }
    }
    const limit = MAX_RNG_RANGE - (MAX_RNG_RANGE % n);
    for (;;) {
      const x = this.uint48();
      if (x < limit) return x % n;
    }
  }

  private refillFor(bytes: number): void {
    if (this.offset + bytes > this.buffer.length) {
      randomFillSync(this.buffer);
      this.offset = 0;
    }
  }

  private uint32(): number {
    this.refillFor(4);
    const x = this.buffer.readUInt32LE(this.offset);
    this.offset += 4;
    return x;
  }

  private uint48(): number {
    this.refillFor(6);
    const x = this.buffer.readUIntLE(this.offset, 6);
    this.offset += 6;
    return x;
  }
}

/** The process-wide generator the studio uses unless a caller passes its own. */
export const cryptoRng: Rng = new CryptoRng();

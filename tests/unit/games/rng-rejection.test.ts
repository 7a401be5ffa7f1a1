/** @jest-environment node */
/**
 * Rejection sampling, seen from the bytes: the OS generator is replaced by a script, so the
 * test knows which 32-bit mockWords the RNG reads and can check it skips the biased band.
 */
const mockWords: number[] = [];
jest.mock('node:crypto', () => ({
  randomFillSync(buffer: Buffer) {
    for (let offset = 0; offset + 4 <= buffer.length; offset += 4) buffer.writeUInt32LE(mockWords.shift() ?? 0, offset);
    return buffer;
  },
}));

import { CryptoRng } from '@/lib/platform/games/engines/rng';

describe('CryptoRng rejection sampling', () => {
  it('redraws a word from the incomplete top band instead of folding it with %', () => {
    // n = 3: 2^32 mod 3 = 1, so only 0xFFFFFFFF is in the incomplete band and must be rejected.
    mockWords.push(0xffff_ffff, 0xffff_fffe, 0xffff_ffff, 5);
    const rng = new CryptoRng(16);
    expect(rng.int(3)).toBe(0xffff_fffe % 3);
    expect(rng.int(3)).toBe(5 % 3);
  });

  it('for n = 3 × 2^30 rejects everything from 3 × 2^30 up', () => {
    mockWords.push(3 * 2 ** 30, 0xffff_ffff, 3 * 2 ** 30 - 1, 2 ** 30 + 7);
    const rng = new CryptoRng(16);
    expect(rng.int(3 * 2 ** 30)).toBe(3 * 2 ** 30 - 1);
    expect(rng.int(3 * 2 ** 30)).toBe(2 ** 30 + 7);
  });
});

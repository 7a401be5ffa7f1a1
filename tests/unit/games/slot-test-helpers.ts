import { REEL_COUNT, ROW_COUNT } from '@/lib/domain/studio/slot-geometry';
import type { Rng } from '@/lib/platform/games/engines/rng';
import { GRID_SIZE, roleIndex } from '@/lib/platform/games/engines/slot-lines';
import { STRIP_LETTERS } from '@/lib/platform/games/engines/slot-paytable';

/** A grid from three rows of strip letters, top to bottom: ['ddddd', 'AAAde', 'fffff']. */
export function gridOf(rows: readonly [string, string, string]): Uint8Array {
  const grid = new Uint8Array(GRID_SIZE);
  rows.forEach((letters, row) => {
    if (letters.length !== REEL_COUNT) throw new Error(`row ${row} needs ${REEL_COUNT} letters`);
    [...letters].forEach((letter, reel) => {
      const role = STRIP_LETTERS[letter];
      if (!role) throw new Error(`unknown letter ${letter}`);
      grid[reel * ROW_COUNT + row] = roleIndex(role);
    });
  });
  return grid;
}

/** A generator that answers a fixed script, then fails loudly. */
export function scriptedRng(values: readonly number[]): Rng {
  let i = 0;
  return {
    int(n: number): number {
      const value = values[i++];
      if (value === undefined) throw new Error('scripted rng ran out of values');
      if (value < 0 || value >= n) throw new Error(`scripted value ${value} outside [0, ${n})`);
      return value;
    },
  };
}

/**
 * The shape every studio slot shares: 5 reels of 3 visible rows and 20 fixed paylines.
 * Rows count from the top (0 = top, 1 = middle, 2 = bottom); a payline names the row it
 * crosses on each reel, read left to right.
 */

export const REEL_COUNT = 5;
export const ROW_COUNT = 3;

/**
 * The 20 fixed lines. The total stake is split evenly over them (line stake = total / 20),
 * which is why slot stakes are multiples of 20 minor units: every line win is then a whole
 * number of minor units and nothing is lost to rounding.
 */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const LINE_COUNT = PAYLINES.length;

/**
 * What a symbol does in the maths, independent of how a theme draws it. Every theme gives
 * each role its own symbol id, so all themes share one (audited) maths model.
 */
export const SLOT_ROLES = ['wild', 'scatter', 'high1', 'high2', 'high3', 'low1', 'low2', 'low3', 'low4'] as const;
export type SlotRole = (typeof SLOT_ROLES)[number];

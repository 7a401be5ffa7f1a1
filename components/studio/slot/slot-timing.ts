/**
 * How long the slot's moves take. Reduced motion keeps the order (reels still stop left to
 * right) but turns each move into a blink, and skips the win count-up.
 */
export interface SlotTiming {
  /** Shortest time the reels spin before landing, even when the server answers at once. */
  minSpinMs: number;
  /** Delay between two reels' landings, left to right. */
  staggerMs: number;
  landMs: number;
  /** Time per cell of the waiting loop. */
  loopCellMs: number;
  /** How long one line's highlight stays when several lines won. */
  lineCycleMs: number;
  /** Count-up duration of a win worth `multiple` total stakes. */
  countUpMs(multiple: number): number;
}

export const NORMAL_TIMING: SlotTiming = {
  minSpinMs: 450,
  staggerMs: 170,
  landMs: 650,
  loopCellMs: 45,
  lineCycleMs: 1600,
  countUpMs: (multiple) => (multiple <= 0 ? 0 : Math.min(3000, 600 + 300 * Math.log2(1 + multiple))),
};

export const REDUCED_TIMING: SlotTiming = {
  minSpinMs: 0,
  staggerMs: 40,
  landMs: 80,
  loopCellMs: 0,
  lineCycleMs: 2500,
  countUpMs: () => 0,
};

/** When reel `reel` starts and ends its landing, counted from the answer. */
export function landingWindow(timing: SlotTiming, reel: number): { start: number; end: number } {
  const start = reel * timing.staggerMs;
  return { start, end: start + timing.landMs };
}

/**
 * The strips of symbols a reel scrolls while it spins. They are slices of the game's real reel
 * strip (SlotPublicConfig.reelStrips), so the symbols that pass are the ones the reel holds
 * and the reel comes to rest on the server's stop. A tape is drawn top to bottom; the visible
 * window is `rows` cells tall and moves up the tape, so the symbols travel downwards.
 *
 * Offsets are percentages of the tape's own height (CSS translateY(%)), which keeps the
 * animation independent of the cell size the frame happens to give.
 */

export interface ReelTape {
  symbols: string[];
  /** translateY (% of tape height) at the start and at the end of the movement. */
  from: number;
  to: number;
}

/** Cells a landing reel travels before it rests. */
export const LANDING_CELLS = 10;

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/** `count` strip cells from `start`, wrapping like the physical reel. */
export function stripSlice(strip: readonly string[], start: number, count: number): string[] {
  return Array.from({ length: count }, (_, k) => strip[mod(start + k, strip.length)] as string);
}

/** The cells a reel at rest shows: its stop on the top row, then the next cells. */
export function reelWindow(strip: readonly string[], stop: number, rows: number): string[] {
  return stripSlice(strip, stop, rows);
}

/**
 * A full turn of the reel starting and ending on the window at `stop`: played in a loop while
 * the server decides, seamlessly, since both ends show the same cells.
 */
export function loopTape(strip: readonly string[], stop: number, rows: number): ReelTape {
  const length = strip.length;
  const symbols = stripSlice(strip, stop, length + rows);
  return { symbols, from: (-100 * length) / symbols.length, to: 0 };
}

/**
 * The last stretch before a reel rests on `stop`: `travel` cells ending on the outcome's window,
 * plus one cell above it so an easing that overshoots a little shows the real previous cell.
 */
export function landingTape(strip: readonly string[], stop: number, rows: number, travel = LANDING_CELLS): ReelTape {
  const symbols = stripSlice(strip, stop - 1, travel + rows + 1);
  return { symbols, from: (-100 * (travel + 1)) / symbols.length, to: -100 / symbols.length };
}

import 'server-only';
import * as geometry from '@/lib/domain/studio/slot-geometry';
import { PAYLINES, SLOT_ROLES, type SlotRole } from '@/lib/domain/studio/slot-geometry';
import { STRIP_LETTERS, type SlotMathModel } from './slot-paytable';

/**
 * The slot's hot path. A model is compiled once into typed arrays (symbols become their index
 * in SLOT_ROLES), and a grid is a flat Uint8Array of REEL_COUNT × ROW_COUNT cells,
 * cell = reel × ROW_COUNT + row. Evaluation writes into caller-owned scratch arrays so a
 * spin allocates nothing until the winning outcome is built.
 */

// Local copies: transpiled modules read imported bindings through getters, too slow for the hot loops.
const REEL_COUNT = geometry.REEL_COUNT;
const ROW_COUNT = geometry.ROW_COUNT;
const LINE_COUNT = geometry.LINE_COUNT;

export const WILD = SLOT_ROLES.indexOf('wild');
export const SCATTER = SLOT_ROLES.indexOf('scatter');
export const SYMBOL_COUNT = SLOT_ROLES.length;
export const GRID_SIZE = REEL_COUNT * ROW_COUNT;
/** Pay-table stride: pays[symbol × PAY_STRIDE + count], count 0–5. */
export const PAY_STRIDE = REEL_COUNT + 1;

export interface CompiledSlotModel {
  readonly model: SlotMathModel;
  /** Per reel, symbol indices; each strip is followed by its first ROW_COUNT − 1 cells again so a window never wraps. */
  readonly strips: readonly Uint8Array[];
  readonly stripLengths: readonly number[];
  /** Line pays × line stake, by symbol × PAY_STRIDE + count (scatter row all zero). */
  readonly linePays: Int32Array;
  /** Scatter pays × total stake, by count 0–5. */
  readonly scatterPays: Int32Array;
  /** Grid cell of each line on each reel: lineCells[line × REEL_COUNT + reel]. */
  readonly lineCells: Uint8Array;
}

export function roleIndex(role: SlotRole): number {
  return SLOT_ROLES.indexOf(role);
}

export function compileSlotModel(model: SlotMathModel): CompiledSlotModel {
  if (model.strips.length !== REEL_COUNT) throw new Error(`slot model ${model.id}: needs ${REEL_COUNT} strips`);
  const strips = model.strips.map((text, reel) => {
    const cells = [...text].map((letter) => {
      const role = STRIP_LETTERS[letter];
      if (role === undefined) throw new Error(`slot model ${model.id}: unknown strip letter ${letter}`);
      return roleIndex(role);
    });
    if (cells.length < ROW_COUNT) throw new Error(`slot model ${model.id}: reel ${reel} is shorter than the window`);
    const scatterAt = cells.flatMap((symbol, i) => (symbol === SCATTER ? [i] : []));
    for (let k = 0; k < scatterAt.length; k++) {
      const here = scatterAt[k] as number;
      const next = k + 1 < scatterAt.length ? (scatterAt[k + 1] as number) : (scatterAt[0] as number) + cells.length;
      if (scatterAt.length > 1 && next - here < ROW_COUNT) {
        throw new Error(`slot model ${model.id}: reel ${reel} could show two scatters at once`);
      }
    }
    return Uint8Array.from([...cells, ...cells.slice(0, ROW_COUNT - 1)]);
  });
  const linePays = new Int32Array(SYMBOL_COUNT * PAY_STRIDE);
  for (const [role, pays] of Object.entries(model.linePays) as [SlotRole, readonly number[]][]) {
    pays.forEach((pay, i) => {
      linePays[roleIndex(role) * PAY_STRIDE + 3 + i] = pay;
    });
  }
  const scatterPays = new Int32Array(PAY_STRIDE);
  model.scatterPays.forEach((pay, i) => {
    scatterPays[3 + i] = pay;
  });
  const lineCells = new Uint8Array(LINE_COUNT * REEL_COUNT);
  PAYLINES.forEach((rows, line) => {
    rows.forEach((row, reel) => {
      lineCells[line * REEL_COUNT + reel] = reel * ROW_COUNT + row;
    });
  });
  return { model, strips, stripLengths: strips.map((s) => s.length - (ROW_COUNT - 1)), linePays, scatterPays, lineCells };
}

/** Fills `grid` with the window of each reel at its stop. */
export function fillGrid(m: CompiledSlotModel, stops: ArrayLike<number>, grid: Uint8Array): void {
  for (let reel = 0; reel < REEL_COUNT; reel++) {
    const strip = m.strips[reel] as Uint8Array;
    const stop = stops[reel] as number;
    for (let row = 0; row < ROW_COUNT; row++) grid[reel * ROW_COUNT + row] = strip[stop + row] as number;
  }
}

/**
 * The best win of one line, as a multiple of the line stake, read left to right. A line that
 * starts with wilds is worth the better of the wilds paying as themselves and the wilds standing
 * in for the first other symbol (which extends over later wilds too). Wilds never stand in for
 * scatters. Writes the paying symbol and count to result[0] and result[1].
 */
export function evaluateLine(m: CompiledSlotModel, grid: Uint8Array, line: number, result: Int32Array): number {
  const cells = m.lineCells;
  const base = line * REEL_COUNT;
  let wilds = 0;
  while (wilds < REEL_COUNT && grid[cells[base + wilds] as number] === WILD) wilds++;
  const wildPay = m.linePays[WILD * PAY_STRIDE + wilds] as number;
  result[0] = WILD;
  result[1] = wilds;
  if (wilds === REEL_COUNT) return wildPay;
  const symbol = grid[cells[base + wilds] as number] as number;
  if (symbol === SCATTER) return wildPay;
  let count = wilds + 1;
  while (count < REEL_COUNT) {
    const next = grid[cells[base + count] as number];
    if (next !== symbol && next !== WILD) break;
    count++;
  }
  const symbolPay = m.linePays[symbol * PAY_STRIDE + count] as number;
  if (symbolPay < wildPay) return wildPay;
  result[0] = symbol;
  result[1] = count;
  return symbolPay;
}

/** How many scatters the grid shows (at most one per reel by construction). */
export function countScatters(grid: Uint8Array): number {
  let count = 0;
  for (let cell = 0; cell < GRID_SIZE; cell++) if (grid[cell] === SCATTER) count++;
  return count;
}

/**
 * The grid's total pay in line stakes: the sum of the line pays plus LINE_COUNT × the scatter
 * multiplier (a total stake is LINE_COUNT line stakes), so the whole spin stays in integers.
 */
export function gridPayInLineStakes(m: CompiledSlotModel, grid: Uint8Array, scratch: Int32Array): number {
  let total = 0;
  for (let line = 0; line < LINE_COUNT; line++) total += evaluateLine(m, grid, line, scratch);
  return total + LINE_COUNT * (m.scatterPays[countScatters(grid)] as number);
}

import type { RoundErrorCode } from './bet-limits';
import type { DiceDirection } from './dice-rules';
import type { SlotThemeId } from './slot-themes';

/**
 * What a player asks for and what a round answers. Amounts are integers in minor units;
 * dice values are integers in hundredths (5050 = 50.50).
 */

export interface SlotRoundRequest {
  /** Total stake over all 20 lines. */
  bet: number;
}

export interface DiceRoundRequest {
  bet: number;
  /** 0–9999 hundredths, within the game's range for the direction. */
  target: number;
  direction: DiceDirection;
}

export type StudioRoundRequest = SlotRoundRequest | DiceRoundRequest;

/** A payline that paid. */
export interface SlotLineWin {
  /** Index into PAYLINES (0-based). */
  line: number;
  /** The paying symbol's id; the wild's own id when the line is wilds only. */
  symbol: string;
  /** How many reels from the left take part (3–5). */
  count: number;
  /** [reel, row] of each cell that takes part, left to right (wilds included). */
  positions: readonly (readonly [reel: number, row: number])[];
  /** Line stake × pay-table value. */
  win: number;
}

export interface SlotScatterWin {
  symbol: string;
  count: number;
  /** [reel, row] of every visible scatter. */
  positions: readonly (readonly [reel: number, row: number])[];
  /** Total stake × scatter multiplier. */
  win: number;
}

export interface SlotOutcome {
  kind: 'slot';
  theme: SlotThemeId;
  bet: number;
  /** Per reel, the strip index shown on the top row; rows 1 and 2 show the next strip cells (wrapping). */
  stops: readonly number[];
  /** grid[reel][row], symbol ids. */
  grid: readonly (readonly string[])[];
  lineWins: readonly SlotLineWin[];
  /** Null when fewer than three scatters show (or their count pays nothing). */
  scatterWin: SlotScatterWin | null;
  /** Sum of the line wins and the scatter win. */
  win: number;
}

export interface DiceOutcome {
  kind: 'dice';
  bet: number;
  /** 0–9999 hundredths. */
  roll: number;
  target: number;
  direction: DiceDirection;
  /** rtp / chance rounded down to 4 decimals (e.g. 1.9207). */
  multiplier: number;
  /** Winning chance in rolls out of 10 000. */
  winningRolls: number;
  won: boolean;
  win: number;
}

export type StudioOutcome = SlotOutcome | DiceOutcome;

export type RoundResult<O extends StudioOutcome = StudioOutcome> =
  | { ok: true; win: number; outcome: O }
  | { ok: false; error: RoundErrorCode };

import type { BetLimits } from './bet-limits';
import type { DiceChanceBounds, DiceDirection, TargetRange } from './dice-rules';
import type { SlotRole } from './slot-geometry';
import type { SlotThemeId } from './slot-themes';

/**
 * What the browser receives to draw a studio game: everything it needs to spin the real
 * strips, show the pay table and pre-check a stake. No secrets: outcomes come from the server.
 */

export interface SlotSymbolInfo {
  id: string;
  role: SlotRole;
  colour: string;
}

export interface SlotPaytableRow {
  symbol: string;
  /** Multiples of the line stake for 3, 4 and 5 of a kind on a line, left to right. */
  pays: { 3: number; 4: number; 5: number };
}

export interface SlotScatterPay {
  count: number;
  /** Multiple of the total stake. */
  multiplier: number;
}

export interface SlotPublicConfig {
  kind: 'slot';
  theme: SlotThemeId;
  /** Configured return to player, e.g. 0.96. */
  rtp: number;
  reels: number;
  rows: number;
  background: string;
  accent: string;
  symbols: readonly SlotSymbolInfo[];
  wild: string;
  scatter: string;
  /** Row per reel of each line (0 = top). */
  paylines: readonly (readonly number[])[];
  paytable: readonly SlotPaytableRow[];
  scatterPays: readonly SlotScatterPay[];
  /** Per reel, the strip of symbol ids (a stop index points into it; it wraps). */
  reelStrips: readonly (readonly string[])[];
  bet: BetLimits;
}

export interface DicePublicConfig {
  kind: 'dice';
  rtp: number;
  /** Rolls run 0 … rollCount − 1 hundredths (0.00–99.99). */
  rollCount: number;
  chance: DiceChanceBounds;
  targets: Readonly<Record<DiceDirection, TargetRange>>;
  bet: BetLimits;
}

export type StudioPublicConfig = SlotPublicConfig | DicePublicConfig;

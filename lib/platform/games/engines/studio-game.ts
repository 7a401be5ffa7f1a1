import 'server-only';
import type { BetLimits } from '@/lib/domain/studio/bet-limits';
import type { DiceChanceBounds } from '@/lib/domain/studio/dice-rules';
import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';
import type { Fraction, SlotRtpBreakdown } from './rtp';
import type { CompiledSlotModel } from './slot-lines';

/**
 * A playable studio game as the server holds it: the public settings plus what the engine
 * precomputed from them. Built by createSlotGame / createDiceGame (which refuse impossible
 * configurations) and looked up per catalogue game by studio-catalog.ts.
 */

export interface SlotStudioGame {
  readonly kind: 'slot';
  readonly theme: SlotThemeId;
  /** Configured RTP, e.g. 0.96 (at most 4 decimals). */
  readonly rtp: number;
  readonly bet: BetLimits;
  readonly model: CompiledSlotModel;
  readonly base: SlotRtpBreakdown;
  /** Chance that a spin is a fair draw from the strips (see rtp.ts fairSpinProbability). */
  readonly fairSpin: Fraction;
  /** Symbol id per symbol index (SLOT_ROLES order) in this game's theme. */
  readonly symbolIds: readonly string[];
}

export interface DiceStudioGame {
  readonly kind: 'dice';
  readonly rtp: number;
  readonly rtpBp: number;
  readonly bet: BetLimits;
  readonly chance: DiceChanceBounds;
}

export type StudioGame = SlotStudioGame | DiceStudioGame;

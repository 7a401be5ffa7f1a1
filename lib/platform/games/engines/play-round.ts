import 'server-only';
import type {
  DiceOutcome,
  DiceRoundRequest,
  RoundResult,
  SlotOutcome,
  SlotRoundRequest,
  StudioRoundRequest,
} from '@/lib/domain/studio/round-types';
import { playDiceRound } from './dice-engine';
import { cryptoRng, type Rng } from './rng';
import { playSlotRound } from './slot-engine';
import type { DiceStudioGame, SlotStudioGame, StudioGame } from './studio-game';

/**
 * Plays one round of any studio game. Pure apart from the generator: no wallet, no storage;
 * the caller debits the stake, credits `win` (minor units) and keeps `outcome` for the UI.
 * A bad request answers `{ ok: false, error }` with a RoundErrorCode and never throws.
 */
export function playRound(game: SlotStudioGame, request: SlotRoundRequest, rng?: Rng): RoundResult<SlotOutcome>;
export function playRound(game: DiceStudioGame, request: DiceRoundRequest, rng?: Rng): RoundResult<DiceOutcome>;
export function playRound(game: StudioGame, request: StudioRoundRequest, rng?: Rng): RoundResult;
export function playRound(game: StudioGame, request: StudioRoundRequest, rng: Rng = cryptoRng): RoundResult {
  if (game.kind === 'slot') return playSlotRound(game, request, rng);
  if (!('target' in request)) return { ok: false, error: 'invalid_target' };
  return playDiceRound(game, request, rng);
}

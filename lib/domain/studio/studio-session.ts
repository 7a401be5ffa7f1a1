import { z } from '../zod';
import type { GameRunType } from '@/lib/domain/games/game-run';
import type { StudioPublicConfig } from './public-config';
import type { StudioOutcome } from './round-types';

/**
 * The studio's HTTP contract between a game page (/studio/[slug]?token=…, rendered in the
 * frame) and the platform. The page is server-rendered with a StudioSessionView; each round is
 * POST /json-api/studio/rounds with a StudioRoundBody and answers `{ data: StudioRoundAnswer }`.
 */

/** Which balance a session plays with and how much it holds, in minor units. */
export interface StudioBalance {
  mode: GameRunType;
  currency: string;
  amount: number;
}

/**
 * Free rounds of the player's activated free-round gift that may be played on this game
 * (lib/platform/games/free-spins.ts): `left` rounds at the fixed `stake` (minor units), paid by
 * the house; wins go to bonus money. `kind` says how the page names them: free spins (a giftspin,
 * provider spins) or a free bet.
 */
export interface FreeSpins {
  left: number;
  stake: number;
  kind: 'spins' | 'bet';
}

export interface StudioSessionView {
  runToken: string;
  game: { slug: string; name: string };
  config: StudioPublicConfig;
  balance: StudioBalance;
  /** False once a newer session of the same player stopped this one (rounds answer 409). */
  active: boolean;
  /** Where a game opened in the whole window (a redirect game) returns to; null in a frame. */
  exitUrl: string | null;
  /** The player's free rounds on this game (real-money sessions only); null when none. */
  freeSpins?: FreeSpins | null;
}

export interface StudioRoundBody {
  runToken: string;
  /** A UUID the page makes per round: a retried request settles the round once. */
  roundId: string;
  bet: number;
  /** Dice only (hundredths and direction, see round-types). */
  target?: number;
  direction?: 'under' | 'over';
  /** A free round of the player's free-round gift: `bet` must be its stake; the server checks the gift. */
  freeSpin?: boolean;
}

export interface StudioRoundAnswer {
  roundId: string;
  outcome: StudioOutcome;
  bet: number;
  win: number;
  balance: StudioBalance;
  /** Free rounds: how many are left after this one (0: the gift is used). */
  freeSpinsLeft?: number;
}

/** The body of POST /json-api/studio/rounds; the engine checks stake and target against the game. */
export const studioRoundBodySchema = z.object({
  runToken: z.string({ error: 'required' }).min(1, { error: 'required' }).max(100, { error: 'invalid_value' }),
  roundId: z.uuid({ error: 'invalid_value' }),
  bet: z.number({ error: 'invalid_bet' }).int({ error: 'invalid_bet' }).positive({ error: 'invalid_bet' }).max(Number.MAX_SAFE_INTEGER, { error: 'invalid_bet' }),
  target: z.number({ error: 'invalid_target' }).int({ error: 'invalid_target' }).min(0, { error: 'invalid_target' }).max(9999, { error: 'invalid_target' }).optional(),
  direction: z.enum(['under', 'over'], { error: 'invalid_value' }).optional(),
  freeSpin: z.boolean({ error: 'invalid_value' }).optional(),
}) satisfies z.ZodType<StudioRoundBody>;

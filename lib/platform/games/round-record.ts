import { EventEmitter } from 'node:events';
import type { GameRunType } from '@/lib/domain/game-run';
import type { StudioOutcome } from '@/lib/domain/studio/round-types';
import type { Executor } from '@/lib/platform/db/executor';
import { gameRounds } from '@/lib/platform/db/schema';

/**
 * The one place a played round is recorded (issue 4): stored for tournaments and promotions to
 * score later, and announced in-process to whoever subscribed (a tournament's leaderboard, a
 * promo's points). Any game source — the built-in studio or an outside provider — records its
 * rounds here, so scoring never depends on where a game came from.
 */

export interface PlayedRound {
  sessionId: string;
  roundId: string;
  gameId: number;
  /** Null for a guest's demo round. */
  userId: number | null;
  mode: GameRunType;
  currency: string;
  bet: number;
  win: number;
  outcome: StudioOutcome;
  createdAt: Date;
}

type Listener = (round: PlayedRound) => void | Promise<void>;

const holder = globalThis as typeof globalThis & { __croupierRounds?: EventEmitter };
function emitter(): EventEmitter {
  if (!holder.__croupierRounds) {
    holder.__croupierRounds = new EventEmitter();
    holder.__croupierRounds.setMaxListeners(0);
  }
  return holder.__croupierRounds;
}

/**
 * Stores the round inside the caller's transaction (the same one that moved its money). Answers
 * false when the session already has a round with this id (a retried request).
 */
export async function storeRound(tx: Executor, round: PlayedRound): Promise<boolean> {
  const inserted = await tx.insert(gameRounds).values(round).onConflictDoNothing().returning({ id: gameRounds.id });
  return inserted.length > 0;
}

/** After the transaction committed: tells every subscriber. A failing subscriber never fails the round. */
export function announceRound(round: PlayedRound): void {
  for (const listener of emitter().listeners('round') as Listener[]) {
    try {
      void Promise.resolve(listener(round)).catch((error: unknown) => console.error('games: a round subscriber failed', error));
    } catch (error) {
      console.error('games: a round subscriber failed', error);
    }
  }
}

export function onRoundRecorded(listener: Listener): () => void {
  emitter().on('round', listener);
  return () => emitter().off('round', listener);
}

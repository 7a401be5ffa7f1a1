import 'server-only';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { GameRunType } from '@/lib/domain/game-run';
import type { StudioOutcome } from '@/lib/domain/studio/round-types';
import type { Executor } from '@/lib/platform/db/executor';
import { gameRounds, gameSessions } from '@/lib/platform/db/schema';
import { queryRows } from '@/lib/platform/db/driver-query';

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

/** What storing a round came to: a retried request finds its round id taken. */
export type StoreOutcome = 'stored' | 'duplicate' | 'session_stopped';

/**
 * Stores the round inside the caller's transaction (the same one that moved its money), only
 * while its session is active: the check sits in the insert itself, so a round costs no query
 * of the session before it (a second window or a logout stops a session at any moment). When
 * nothing was inserted, one more query tells a retried round id from a stopped session; the
 * caller rolls its transaction back for either. One statement on the driver (driver-query.ts):
 * this is the hot path of every round.
 */
export async function storeRound(tx: Executor, round: PlayedRound): Promise<StoreOutcome> {
  const inserted = await queryRows<{ id: number | string }>(
    tx,
    sql`insert into ${gameRounds} (session_id, round_id, game_id, user_id, mode, currency, bet, win, outcome, created_at)
      select ${round.sessionId}, ${round.roundId}, ${round.gameId}, ${round.userId}, ${round.mode}, ${round.currency}, ${round.bet}, ${round.win},
        ${JSON.stringify(round.outcome)}::jsonb, ${round.createdAt.toISOString()}::timestamptz
      where exists (select 1 from ${gameSessions} where ${gameSessions.id} = ${round.sessionId} and ${gameSessions.status} = 'active')
      on conflict (session_id, round_id) do nothing
      returning id`,
  );
  if (inserted.length > 0) return 'stored';
  const [taken] = await queryRows<{ id: number | string }>(
    tx,
    sql`select id from ${gameRounds} where ${gameRounds.sessionId} = ${round.sessionId} and ${gameRounds.roundId} = ${round.roundId}`,
  );
  return taken ? 'duplicate' : 'session_stopped';
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

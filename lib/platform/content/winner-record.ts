import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { passesWinnerThreshold, WINNER_NAME_LETTERS } from '@/lib/domain/winners/winners';
import { users, winners } from '@/lib/platform/db/schema';
import { winnerThreshold } from './winner-threshold';

/**
 * The winners list written by the round path: a real-money round whose win passes the operator's
 * threshold (winner-threshold.ts) adds its row in the round's own statement (games/round-record.ts),
 * so a big win costs no extra round trip and an ordinary round's statement is the same as before.
 * After the commit the round path announces the row to room `site`, which every lobby follows
 * (games/studio-rounds.ts; this room sits below the realtime one).
 */

/** What the round statement needs to write a big win; null for a round that is none (or not real money). */
export interface BigWin {
  gameSlug: string;
}

export function bigWinOf(round: { mode: string; bet: number; win: number; currency: string }, gameSlug: string): BigWin | null {
  return round.mode === 'real' && passesWinnerThreshold(winnerThreshold(), round) ? { gameSlug } : null;
}

/**
 * The CTE `won`: the winners row of the round that `stored` (the round row's insert) inserted, so
 * a retried round id, whose insert yields nothing, writes nothing (and the unique round id holds
 * it once whatever writes it). The name is the player's nickname masked as maskWinnerName does
 * (`#<id>` for a player without one, as the tables name them), never a contact.
 */
export function winnerCte(stored: string, round: { userId: number; win: number; currency: string }, win: BigWin): SQL {
  const from = sql.raw(stored);
  return sql`won as (
      insert into ${winners} (user_name, game_slug, amount, currency, won_at, user_id, game_round_id)
      select left(coalesce(nullif(trim(u.nick_name), ''), '#' || u.id::text), ${WINNER_NAME_LETTERS}::int) || '***', ${win.gameSlug}, ${round.win}, ${round.currency},
        ${from}.created_at, u.id, ${from}.id
      from ${from} join ${users} u on u.id = ${round.userId}
      on conflict (game_round_id) do nothing
      returning id as winner_id, user_name as winner_name
    )`;
}

/** The row `won` answered (null: nothing was written). */
export interface WonRow {
  winner_id: number | null;
  winner_name: string | null;
}

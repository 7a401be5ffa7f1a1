import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { playerWagering } from '@/lib/platform/db/schema';
import { queryRows } from '@/lib/platform/db/driver-query';
import type { WalletTransactionType } from './types';

/**
 * The wagering requirement (table player_wagering, docs/ARCHITECTURE.md "Gifts"): stakes in
 * minor units a player still has to make before a payout. Every statement here goes to the
 * driver (driver-query.ts) like the ledger's, because the countdown runs in rounds. The ledger's
 * lock (wallet_lock, migration 0008) reads the requirement, so only an owed stake costs a statement.
 * bigint comes back as a string from node-postgres, a number from PGlite: hence Number().
 */

type RemainingRow = { remaining: number | string };

/**
 * Lowers the requirement by `stake`, floored at 0, and answers what remains. One statement, and
 * it touches no row when nothing is owed (no row, or 0 left): then the answer is 0.
 */
export async function countDownWagering(tx: Executor, userId: number, currency: string, stake: number): Promise<number> {
  const [row] = await queryRows<RemainingRow>(
    tx,
    sql`update ${playerWagering} set remaining = greatest(remaining - ${stake}, 0)
      where user_id = ${userId} and currency = ${currency} and remaining > 0 returning remaining`,
    { prepared: true },
  );
  return row ? Number(row.remaining) : 0;
}

/** Adds `amount` to the requirement (a bonus paid) and answers the new total. */
export async function addWagering(tx: Executor, userId: number, currency: string, amount: number): Promise<number> {
  const [row] = await queryRows<RemainingRow>(
    tx,
    sql`insert into ${playerWagering} (user_id, currency, remaining) values (${userId}, ${currency}, ${amount})
      on conflict (user_id, currency) do update set remaining = ${playerWagering.remaining} + excluded.remaining returning remaining`,
  );
  if (!row) throw new Error(`wallet: wagering of player ${userId} not written`);
  return Number(row.remaining);
}

/**
 * The requirement after a movement: a stake (what a bet or a settled round took from real and bonus
 * money; demo stakes take play money only, so they count 0 without looking at the mode) counts it
 * down when something is owed — one statement, which answers what remains; otherwise it is what
 * the movement's lock read (`owed`), and nothing more runs.
 */
export function wageringAfter(tx: Executor, movement: { type: WalletTransactionType; userId: number; currency: string }, debited: { real: number; bonus: number }, owed: number): Promise<number> | number {
  const stake = movement.type === 'bet' || movement.type === 'bet_and_win' ? debited.real + debited.bonus : 0;
  return stake > 0 && owed > 0 ? countDownWagering(tx, movement.userId, movement.currency, stake) : owed;
}

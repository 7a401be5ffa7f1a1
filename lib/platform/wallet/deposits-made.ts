import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { walletTransactions } from '@/lib/platform/db/schema';

/**
 * Whether the player ever paid real money in: a ledger `deposit` (a paid cashbox deposit, or the
 * seed's demo deposit). Grants, prizes and game wins are not deposits, so money a player only
 * received never makes them a depositor. One read of the player's movements outside rounds
 * (`wallet_transactions_round`: user id, then a null round), stopping at the first deposit.
 */
export async function hasDeposited(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), isNull(walletTransactions.roundRef), eq(walletTransactions.type, 'deposit')))
    .limit(1);
  return row !== undefined;
}

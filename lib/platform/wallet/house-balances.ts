import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { walletAccounts, walletEntries } from '@/lib/platform/db/schema';
import type { HouseAccountKind } from './types';

/**
 * A house account's balance: the sum of its entries (migration 0017). House accounts keep no
 * cached balance, so no movement locks or writes their row and rounds of different players never
 * queue on it. Reading one scans its entries (the `wallet_entries_account` index): an operator's
 * report or a check, never the round path.
 */
export async function houseBalance(db: Executor, currency: string, kind: HouseAccountKind | 'house_compoints'): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletAccounts)
    .innerJoin(walletEntries, eq(walletEntries.accountId, walletAccounts.id))
    .where(and(isNull(walletAccounts.userId), eq(walletAccounts.currency, currency), eq(walletAccounts.kind, kind)));
  return Number(row?.balance ?? 0);
}

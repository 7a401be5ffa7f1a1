import 'server-only';
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { TREASURY_PAGE_SIZE, type DepositDto, type PayoutDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Locale } from '@/lib/domain/locales';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { treasuryDeposits, treasuryPayouts } from '@/lib/platform/db/schema';
import { toDepositDto, toPayoutDto } from './cashbox-dtos';

/**
 * The player's cashbox history (spec §7: deposits and payouts by offset, the pending withdraw
 * requests) and today's deposited amount.
 */

/** Deposits newest first, `offset` = how many the site has already loaded; a short page ends the list (spec §4). */
export async function listDeposits(db: Executor, userId: number, offset: number, locale: Locale): Promise<DepositDto[]> {
  const rows = await db
    .select()
    .from(treasuryDeposits)
    .where(eq(treasuryDeposits.userId, userId))
    .orderBy(desc(treasuryDeposits.id))
    .limit(TREASURY_PAGE_SIZE)
    .offset(offset);
  const at = now();
  return rows.map((row) => toDepositDto(row, locale, at));
}

export async function listPayouts(db: Executor, userId: number, offset: number, locale: Locale): Promise<PayoutDto[]> {
  const rows = await db
    .select()
    .from(treasuryPayouts)
    .where(eq(treasuryPayouts.userId, userId))
    .orderBy(desc(treasuryPayouts.id))
    .limit(TREASURY_PAGE_SIZE)
    .offset(offset);
  return rows.map((row) => toPayoutDto(row, locale));
}

/** Payouts still waiting for the operator (status new): the ones the player may cancel. Never many, so unpaged. */
export async function listNewPayouts(db: Executor, userId: number, locale: Locale): Promise<PayoutDto[]> {
  const rows = await db
    .select()
    .from(treasuryPayouts)
    .where(and(eq(treasuryPayouts.userId, userId), eq(treasuryPayouts.status, 'new')))
    .orderBy(desc(treasuryPayouts.id));
  return rows.map((row) => toPayoutDto(row, locale));
}

/**
 * The start of the cashbox day that holds `at`: midnight UTC. One instant for every player and
 * every instance, so a limit cannot be reset by changing the browser's time zone, and the
 * operator reads the same day in the database. (A player's local midnight would be friendlier to
 * read but is not something the server knows reliably.)
 */
export function cashboxDayStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The sum of a player's deposits in `currency` that `which` picks (minor units). */
export async function depositSum(db: Executor, userId: number, currency: string, which: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${treasuryDeposits.amount}), 0)`.mapWith(Number) })
    .from(treasuryDeposits)
    .where(and(eq(treasuryDeposits.userId, userId), eq(treasuryDeposits.currency, currency), which));
  return row?.amount ?? 0;
}

/** Money that arrived today: paid deposits completed since the cashbox day began, in `currency`. */
export async function todayDepositAmount(db: Executor, userId: number, currency: string): Promise<number> {
  const paidToday = and(eq(treasuryDeposits.status, 'paid'), gte(treasuryDeposits.completedAt, cashboxDayStart(now())));
  return depositSum(db, userId, currency, paidToday);
}

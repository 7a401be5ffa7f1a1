import 'server-only';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { gameRounds, userGifts } from '@/lib/platform/db/schema';
import type { GiftRow } from '@/lib/platform/gifts/gift-dto';

/**
 * The cashback rule, shared by the cashback gift's activation (effects/cashback.ts)
 * and the balance's win-back amount (winback.ts): `percent` of the player's net real-money
 * losses — real-money stakes minus real-money wins of game_rounds (mode 'real', the player's
 * currency, free rounds of a giftspin left out: the house paid their stakes) — over the
 * `periodDays` before now, rounded down to a minor unit, never below 0.
 */
export interface CashbackTerms {
  percent: number;
  periodDays: number;
  wager: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The terms of a cashback row, checked field by field; null for another type or a malformed row. */
export function cashbackTermsOf(row: Pick<GiftRow, 'type' | 'terms'>): CashbackTerms | null {
  if (row.type !== 'cashback' || !isRecord(row.terms)) return null;
  const { percent, periodDays, wager } = row.terms;
  const wagerOk = typeof wager === 'number' && Number.isSafeInteger(wager) && wager >= 0;
  return isCount(percent) && percent <= 100 && isCount(periodDays) && wagerOk ? { percent, periodDays, wager: wager as number } : null;
}

export const DAY_MS = 86_400_000;

/** Stakes minus wins of the player's paid real-money rounds in `currency` since `since` (negative: the player is ahead). */
export async function netRealLosses(db: Executor, userId: number, currency: string, since: Date): Promise<number> {
  // game_rounds_user_time (user_id, created_at) bounds the scan to the player's period.
  const [row] = await queryRows<{ net: number | string | null }>(
    db,
    sql`select coalesce(sum(${gameRounds.bet} - ${gameRounds.win}), 0) as net from ${gameRounds}
      where ${gameRounds.userId} = ${userId} and ${gameRounds.createdAt} >= ${since.toISOString()}::timestamptz
        and ${gameRounds.mode} = 'real' and ${gameRounds.currency} = ${currency} and ${gameRounds.giftId} is null`,
  );
  return Number(row?.net ?? 0);
}

/** What a cashback pays on `losses`: percent of them, rounded down (the house never pays a fraction); 0 when the player is ahead. */
export function cashbackOf(terms: Pick<CashbackTerms, 'percent'>, losses: number): number {
  return losses > 0 ? Math.floor((losses * terms.percent) / 100) : 0;
}

/** The cashback gift the player holds (received, not expired), the one expiring first; null when none. */
export async function heldCashback(db: Executor, userId: number, at: Date): Promise<{ id: number; terms: CashbackTerms } | null> {
  const rows = await db
    .select({ id: userGifts.id, type: userGifts.type, terms: userGifts.terms })
    .from(userGifts)
    .where(and(eq(userGifts.userId, userId), eq(userGifts.type, 'cashback'), eq(userGifts.state, 'received'), gt(userGifts.expiredAt, at)))
    .orderBy(asc(userGifts.expiredAt), asc(userGifts.id))
    .limit(5);
  for (const row of rows) {
    const terms = cashbackTermsOf(row);
    if (terms) return { id: row.id, terms };
  }
  return null;
}

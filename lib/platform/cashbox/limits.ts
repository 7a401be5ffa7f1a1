import 'server-only';
import { and, eq, gt, gte } from 'drizzle-orm';
import type { GeneralLimitDto } from '@/lib/domain/cashbox/cashbox-types';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { treasuryDeposits } from '@/lib/platform/db/schema';
import type { DepositedSince } from '@/lib/platform/protection/deposit-limits';
import { depositSum, todayDepositAmount } from './history';
import { depositCutoff } from './cashbox-dtos';
import { log } from '@/lib/platform/log/logger';

/**
 * The daily deposit limit (responsible gaming; GET /json-api/treasury/general-limit).
 *
 * Configuration: a default per currency below, which the environment variable
 * CASHBOX_DAILY_DEPOSIT_LIMIT overrides per currency as `CUR=amount` pairs in minor units,
 * comma separated: `RUB=5000000,EUR=none` (`none` = no limit for that currency). Currencies it
 * does not name keep their default. A malformed pair is logged and ignored (the default stays):
 * a typo must neither lift the limit nor break the cashbox.
 *
 * The day is the cashbox day of history.ts (UTC). What counts against it: deposits paid today
 * plus deposits started and still payable (pending, not expired), so several open invoices
 * cannot together pay past the limit.
 */

export const DEFAULT_DAILY_DEPOSIT_LIMITS: Readonly<Record<string, number>> = {
  RUB: 1_000_000_00,
  EUR: 10_000_00,
  USD: 10_000_00,
  CAD: 10_000_00,
  UAH: 400_000_00,
  KZT: 5_000_000_00,
};

/** The limit of a currency in minor units, or null for none. */
export function dailyDepositLimit(currency: string, env: Readonly<Record<string, string | undefined>> = process.env): number | null {
  let limit: number | null = DEFAULT_DAILY_DEPOSIT_LIMITS[currency] ?? null;
  for (const pair of (env.CASHBOX_DAILY_DEPOSIT_LIMIT ?? '').split(',')) {
    if (!pair.trim()) continue;
    const match = /^\s*([A-Z]{3})\s*=\s*(none|\d{1,15})\s*$/.exec(pair);
    if (!match) {
      log.error(`cashbox: CASHBOX_DAILY_DEPOSIT_LIMIT entry "${pair.trim()}" ignored (expected CUR=minor-units or CUR=none)`);
      continue;
    }
    if (match[1] === currency) limit = match[2] === 'none' ? null : Number(match[2]);
  }
  return limit;
}

/** Deposits started and still payable: each holds its share of the day's limit until paid or expired. */
function openDepositAmount(db: Executor, userId: number, currency: string): Promise<number> {
  return depositSum(db, userId, currency, and(eq(treasuryDeposits.status, 'pending'), gt(treasuryDeposits.createdAt, depositCutoff(now()))));
}

export async function generalLimit(db: Executor, userId: number, currency: string): Promise<GeneralLimitDto> {
  const limit = dailyDepositLimit(currency);
  const today = await todayDepositAmount(db, userId, currency);
  const open = limit === null ? 0 : await openDepositAmount(db, userId, currency);
  return { currency, daily_deposit_limit: limit, today_deposit_amount: today, remaining: limit === null ? null : Math.max(0, limit - today - open) };
}

/**
 * What counts against the player's own limits (lib/platform/protection) since an instant: paid
 * deposits completed since then, plus deposits still payable — like the daily limit above.
 */
export function depositedSince(db: Executor, userId: number, currency: string): DepositedSince {
  return async (since) => {
    const paid = await depositSum(db, userId, currency, and(eq(treasuryDeposits.status, 'paid'), gte(treasuryDeposits.completedAt, since)));
    return paid + (await openDepositAmount(db, userId, currency));
  };
}

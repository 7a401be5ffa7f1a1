import 'server-only';
import { sql } from 'drizzle-orm';
import { weekStartOf, winbackAmount } from '@/lib/domain/winback/winback';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { levels, playerProgress, users } from '@/lib/platform/db/schema';
import { netRealLosses } from './cashback-losses';

/**
 * What the weekly win-back owes a player so far (the balance's `winback`): their level's percent
 * (levels.winback_percent, the level recorded in player_progress; 1 without a row) of the net
 * real-money losses since this week's Monday 00:00 UTC — the same rule and the same losses as the
 * Monday payment (lib/platform/winback/weekly-payout.ts), so the amount shown is the amount paid
 * if nothing changes. It lives beside the cashback rule it shares the losses with: the payment's
 * room sits above this one.
 */
export interface WeekAccrual {
  weekStart: Date;
  percent: number;
  losses: number;
}

/**
 * The percent of the player's level; 0 when the level pays no win-back, or when the account gets
 * no gifts (the operator's switch, a multi-account): the Monday payment skips those too.
 */
export async function winbackPercentOf(db: Executor, userId: number): Promise<number> {
  const [row] = await queryRows<{ percent: number | string | null }>(
    db,
    sql`select ${levels.winbackPercent} as percent from ${users}
      left join ${playerProgress} on ${playerProgress.userId} = ${users.id}
      join ${levels} on ${levels.index} = coalesce(${playerProgress.level}, 1)
      where ${users.id} = ${userId} and not ${users.giftsDisabled} and not ${users.multiAccount}`,
  );
  return Number(row?.percent ?? 0);
}

/** The week so far: the losses are read only when the level pays a win-back at all. */
export async function weekAccrual(db: Executor, userId: number, currency: string, at: Date): Promise<WeekAccrual> {
  const weekStart = weekStartOf(at);
  const percent = await winbackPercentOf(db, userId);
  const losses = percent > 0 ? await netRealLosses(db, userId, currency, weekStart) : 0;
  return { weekStart, percent, losses };
}

export const accruedWinback = (accrual: Pick<WeekAccrual, 'percent' | 'losses'>): number => winbackAmount(accrual.percent, accrual.losses);

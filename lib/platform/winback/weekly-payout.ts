import 'server-only';
import { desc, sql } from 'drizzle-orm';
import { WEEK_MS, weekKey, weekStartOf, winbackAmount, winbackGiftKey, winbackGiftSpec } from '@/lib/domain/winback/winback';
import { now as clockNow } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { gameRounds, levels, playerProgress, users, winbackWeeks } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { isExcludedNow } from '@/lib/platform/exclusion/excluded-now';
import { announceWinback } from '@/lib/platform/gift-activation/winback';
import { announceGrants, grantGift } from '@/lib/platform/gifts/grant-gift';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { log } from '@/lib/platform/log/logger';

/**
 * The Monday payment of the weekly win-back (lib/domain/winback/winback.ts). For a week that has ended,
 * every player whose paid real-money rounds in their currency (free rounds of a giftspin and demo
 * play left out, as for cashback) lost more than they won gets a gift with reason `cashback`:
 * their level's percent (levels.winback_percent, the level they hold when paid) of the net loss,
 * as bonus money wagered WINBACK_WAGER times, and a `winback_paid` notice. Accounts that get no
 * gifts (the operator's switch, a multi-account) get none, as from a gift campaign
 * (gifts/gift-operator.ts), and nor does a player excluded when it is paid (a time-out or
 * self-exclusion running): the week is not sent to them later either.
 *
 * Exactly once per player and week: the gift's grant key is `winback:<user>:<week>` (unique), so
 * two instances paying the same week at once, a sweep repeated after a crash or a row in
 * `winback_weeks` written late all pay nobody twice — the second insert of a key waits for the
 * first's commit and then adds nothing, and nothing else (notice, events) follows it. Each
 * player's payment is its own transaction: one failure does not hold back the others, and the
 * week is marked paid only when every player's went through, so the next sweep retries the rest.
 */

/** A round written in the week's last instant may commit just after midnight: the week is paid this long after it ends. */
export const WINBACK_GRACE_MS = 5 * 60_000;
/** A restart pays at most this many missed weeks (the newest); older ones are left to the operator. */
export const WINBACK_CATCH_UP_WEEKS = 8;

export interface WinbackWeekRun {
  week: string;
  /** Players paid by this run (not those another run paid already). */
  paid: number;
  failed: number;
}

interface Owed {
  user_id: number;
  currency: string;
  losses: number | string;
  percent: number | string;
}

/** The players who lost in the week, with their level's percent: one grouped scan of the week's rounds. */
async function owedFor(db: Executor, weekStart: Date): Promise<Owed[]> {
  const from = weekStart.toISOString();
  const to = new Date(weekStart.getTime() + WEEK_MS).toISOString();
  return queryRows<Owed>(
    db,
    sql`select ${gameRounds.userId} as user_id, ${users.currency} as currency, sum(${gameRounds.bet} - ${gameRounds.win}) as losses, ${levels.winbackPercent} as percent
      from ${gameRounds}
      join ${users} on ${users.id} = ${gameRounds.userId} and ${users.currency} = ${gameRounds.currency}
      left join ${playerProgress} on ${playerProgress.userId} = ${gameRounds.userId}
      join ${levels} on ${levels.index} = coalesce(${playerProgress.level}, 1)
      where ${gameRounds.createdAt} >= ${from}::timestamptz and ${gameRounds.createdAt} < ${to}::timestamptz
        and ${gameRounds.mode} = 'real' and ${gameRounds.giftId} is null and ${levels.winbackPercent} > 0
        and not ${users.giftsDisabled} and not ${users.multiAccount}
      group by ${gameRounds.userId}, ${users.currency}, ${levels.winbackPercent}
      having sum(${gameRounds.bet} - ${gameRounds.win}) > 0
      order by ${gameRounds.userId}`,
  );
}

async function payOne(db: Executor, owed: Owed, weekStart: Date): Promise<boolean> {
  const amount = winbackAmount(Number(owed.percent), Number(owed.losses));
  if (amount <= 0) return false;
  const userId = Number(owed.user_id);
  const told = await inTransaction(db, async (tx) => {
    // Nothing promotional reaches a player while a time-out or self-exclusion runs: that week's win-back is not sent.
    if (await isExcludedNow(tx, userId)) return null;
    const granted = await grantGift(tx, { userId, reason: 'cashback', key: winbackGiftKey(userId, weekStart), spec: winbackGiftSpec(owed.currency, amount), notify: false });
    if (!granted) return null;
    const notice = await addNotice(tx, { userId, kind: 'winback_paid', params: { amount, currency: owed.currency }, link: '/profile/gifts', key: `winback_paid:${userId}:${weekKey(weekStart)}` });
    return { granted, notice };
  });
  if (!told) return false;
  await announceGrants(db, [told.granted]);
  await publishNotice(db, told.notice, userId);
  // The balance's win-back now counts the new week only.
  await announceWinback(db, userId, owed.currency, clockNow());
  return true;
}

/** Pays one ended week to every player owed; safe to run any number of times, anywhere at once. */
export async function payWinbackWeek(db: Executor, weekStart: Date): Promise<WinbackWeekRun> {
  const run: WinbackWeekRun = { week: weekKey(weekStart), paid: 0, failed: 0 };
  for (const owed of await owedFor(db, weekStart)) {
    try {
      if (await payOne(db, owed, weekStart)) run.paid += 1;
    } catch (error) {
      log.error(`winback: paying player ${owed.user_id} for the week of ${run.week} failed; the next sweep retries`, error);
      run.failed += 1;
    }
  }
  return run;
}

const mondayOf = (week: string) => new Date(`${week}T00:00:00.000Z`);

/**
 * Pays every ended week not yet marked paid: the last one on a Monday, and after a restart each
 * week since the last marked (at most WINBACK_CATCH_UP_WEEKS). A week is marked once all its
 * players went through.
 */
export async function payDueWinback(db: Executor, at: Date = clockNow()): Promise<WinbackWeekRun[]> {
  const lastEnded = new Date(weekStartOf(new Date(at.getTime() - WINBACK_GRACE_MS)).getTime() - WEEK_MS);
  const [done] = await db.select({ week: winbackWeeks.week }).from(winbackWeeks).orderBy(desc(winbackWeeks.week)).limit(1);
  const oldest = lastEnded.getTime() - (WINBACK_CATCH_UP_WEEKS - 1) * WEEK_MS;
  const runs: WinbackWeekRun[] = [];
  for (let week = Math.max(done ? mondayOf(done.week).getTime() + WEEK_MS : lastEnded.getTime(), oldest); week <= lastEnded.getTime(); week += WEEK_MS) {
    const run = await payWinbackWeek(db, new Date(week));
    runs.push(run);
    if (run.failed > 0) break;
    await db.insert(winbackWeeks).values({ week: run.week, paidAt: at }).onConflictDoNothing();
  }
  return runs;
}

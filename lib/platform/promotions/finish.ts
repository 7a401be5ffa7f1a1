import 'server-only';
import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { REALTIME_EVENTS, promoRoom } from '@/lib/domain/realtime/realtime-events';
import { drawWinners, promotionPageType } from '@/lib/domain/promotions/promotions';
import { now as clockNow } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoMembers, promoPrizes, promotions, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { countsInRankings } from '@/lib/platform/demo-data/rankings';
import { publish } from '@/lib/platform/realtime/bus';
import { foldPromotionRounds } from './fold';
import { announceAwards, awardPrize, payable, type AwardedPrize } from './prize-award';
import { log } from '@/lib/platform/log/logger';

/**
 * The end of a promotion ("the draw picks winners … exactly once across instances and
 * restarts"). The claim is the row, as for tournaments (tournaments/finish.ts): one transaction
 *
 *   update promotions set finished_at = now where id = ? and finished_at is null and end_at <= now
 *
 * then, for a lottery, draws and pays its winners. A second instance's claim waits for the first's
 * row lock and then matches nothing; a crash before the commit rolls the claim back with the
 * prizes, and the next sweep (any instance, after a restart) draws it whole. The tickets are the
 * points of the rounds committed when the draw runs (folded into the member rows first, fold.ts);
 * they are read without locking the member rows, because the draw then pays money (the winners'
 * wallet accounts) and an exchange takes the wallet before the member row — locking both here in
 * the other order could deadlock. A round still running at the end comes too late to count; later
 * rounds add none (the round path's rules snapshot ends at the promo's end, round-points.ts).
 *
 * An exchange or static promo ends with the claim alone: points stay as they are (the page shows
 * them as history) and no exchange is accepted any more (the exchange call checks the status).
 */
export interface PromotionFinishRun {
  finished: number[];
  /** Promos whose finish failed and rolled back (logged; the next run retries). */
  failed: number[];
}

/** Finishes every promotion whose end has come. */
export async function finishDuePromotions(db: Executor, at: Date = clockNow()): Promise<PromotionFinishRun> {
  const run: PromotionFinishRun = { finished: [], failed: [] };
  const due = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(isNull(promotions.finishedAt), lte(promotions.endAt, at)))
    .orderBy(asc(promotions.endAt), asc(promotions.id));
  for (const { id } of due) {
    try {
      if (await finishPromotion(db, id, at)) run.finished.push(id);
    } catch (error) {
      log.error(`promotions: finishing promotion ${id} failed; the next run retries`, error);
      run.failed.push(id);
    }
  }
  return run;
}

/** Claims one promotion and, for a lottery, draws and pays its winners; false when it was not due or another run finished it. */
export async function finishPromotion(db: Executor, promoId: number, at: Date = clockNow()): Promise<boolean> {
  // The tickets are the member rows' points: every round committed by now folded in (fold.ts),
  // waiting for a member row a movement holds. A failure fails this finish; the next run retries.
  await foldPromotionRounds(db, { wait: true });
  const awards = await inTransaction(db, async (tx): Promise<AwardedPrize[] | null> => {
    const [promo] = await tx
      .update(promotions)
      .set({ finishedAt: at })
      .where(and(eq(promotions.id, promoId), isNull(promotions.finishedAt), lte(promotions.endAt, at)))
      .returning({ id: promotions.id, slug: promotions.slug, title: promotions.title, template: promotions.template });
    if (!promo) return null;
    if (promotionPageType(promo.template) !== 'lottery') return [];
    return drawLottery(tx, promo);
  });
  if (awards === null) return false;
  await announceAwards(db, awards);
  // Pages open on it read the winners (the browser's promo live handler).
  await publish(promoRoom(promoId), { type: REALTIME_EVENTS.promoFinished, actionId: promoId });
  return true;
}

async function drawLottery(tx: Executor, promo: { id: number; slug: string; title: Parameters<typeof awardPrize>[1]['promo']['title'] }): Promise<AwardedPrize[]> {
  const prizes = await tx.select().from(promoPrizes).where(eq(promoPrizes.promoId, promo.id)).orderBy(asc(promoPrizes.position), asc(promoPrizes.id));
  const tickets = await tx
    .select({ userId: promoMembers.userId, points: promoMembers.points })
    .from(promoMembers)
    // With demo data off an invented account holds no ticket (countsInRankings).
    .where(and(eq(promoMembers.promoId, promo.id), gt(promoMembers.points, 0), countsInRankings(promoMembers.userId)))
    .orderBy(asc(promoMembers.userId));
  const won = drawWinners(prizes, tickets, (n) => randomInt(n));
  if (won.length === 0) return [];
  const currencies = new Map(
    (await tx.select({ id: users.id, currency: users.currency }).from(users).where(inArray(users.id, won.map((w) => w.userId)))).map((u) => [u.id, u.currency]),
  );
  const awards: AwardedPrize[] = [];
  // Paid in ascending player id, like every payment to several players (tournaments/prizes.ts).
  for (const { prize, userId } of [...won].sort((a, b) => a.userId - b.userId)) {
    const currency = currencies.get(userId) ?? 'RUB';
    // A winner the prize has nothing for (a money prize without their currency) is logged, not paid: the draw stands.
    if (!payable(prize, currency)) {
      log.error(`promotions: prize ${prize.id} of promo ${promo.id} names nothing for a player in ${currency} (player ${userId})`);
      continue;
    }
    const awarded = await awardPrize(tx, { promo, prize, userId, currency, how: 'draw' });
    if (awarded) awards.push(awarded);
  }
  return awards;
}

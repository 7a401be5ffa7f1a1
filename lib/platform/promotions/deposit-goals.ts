import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { PROMO_COINS } from '@/lib/domain/money';
import type { DailyDepositAchievementDto } from '@/lib/domain/promotions/promotion-dtos';
import type { Executor } from '@/lib/platform/db/executor';
import { promoMembers, promotions } from '@/lib/platform/db/schema';
import { isMember } from '@/lib/domain/promotions/promotions';
import { utcDay } from './membership';
import { movePromoPoints, type PointMove } from './points';
import type { PromotionRow } from './promotion-dto';
import { promotionRowById } from './promotion-reads';

/**
 * Daily deposit goals (spec §7 GET /json-api/actions/{id}/daily-deposit-amount-achievements; issue
 * 14 "deposits"): today's paid deposits (the cashbox's one count, `todayDepositAmount`, passed in by
 * the caller: the promo room does not reach into the cashbox) reaching a goal's amount give its
 * points once a UTC day (ref `goal:<id>:<yyyy-mm-dd>`), to the promo's additional currency when it
 * has one, else to its points. The award runs in the paid deposit's own transaction.
 */

export interface TodayDeposit {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
}

function goalsOf(promo: PromotionRow, today: TodayDeposit): DailyDepositAchievementDto[] {
  return promo.depositGoals.flatMap((goal) => {
    const amount = goal.amount[today.currency];
    if (!amount || amount <= 0) return [];
    return [
      {
        id: goal.id,
        amount,
        currency: today.currency,
        points: goal.points * PROMO_COINS,
        deposited: today.amount,
        progress: Math.min(100, Math.floor((today.amount / amount) * 100)),
        isCompleted: today.amount >= amount,
      },
    ];
  });
}

/** The promo's goals and the player's progress today (404 `not_found` for an unknown promo). */
export async function depositAchievements(db: Executor, promoId: number, today: TodayDeposit): Promise<DailyDepositAchievementDto[]> {
  return goalsOf(await promotionRowById(db, promoId), today);
}

/**
 * In the paid deposit's transaction: every active promo's goals reached today give their points,
 * once. Members only (a promo with the participate button: those who pressed it). Answers the
 * movements to publish after the commit (publishPointMoves).
 */
export async function awardDepositGoals(tx: Executor, input: { userId: number; today: TodayDeposit; at: Date }): Promise<PointMove[]> {
  const active = await tx
    .select({ promo: promotions, joined: promoMembers.joined })
    .from(promotions)
    .leftJoin(promoMembers, and(eq(promoMembers.promoId, promotions.id), eq(promoMembers.userId, input.userId)))
    .where(and(isNull(promotions.finishedAt), isNotNull(promotions.template), lte(promotions.startAt, input.at), gt(promotions.endAt, input.at)))
    // In promo order: the order a fold locks member rows in (fold.ts), so neither waits for the other in a cycle.
    .orderBy(asc(promotions.id));
  const moves: PointMove[] = [];
  for (const { promo, joined } of active) {
    if (!isMember(promo.participantButton, joined ?? false)) continue;
    const additional = promo.additionalCurrencyId !== null;
    for (const goal of goalsOf(promo, input.today)) {
      if (!goal.isCompleted) continue;
      moves.push(
        await movePromoPoints(tx, {
          promoId: promo.id,
          userId: input.userId,
          currency: additional ? 'additional' : 'main',
          currencyId: promo.additionalCurrencyId ?? promo.currencyId,
          amount: goal.points,
          reason: 'deposit_achievement',
          ref: `goal:${goal.id}:${utcDay(input.at)}`,
        }),
      );
    }
  }
  return moves;
}

import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { dailyDepositAchievementDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { handle, pathId } from '@croupier/platform/http';
import { playerTodayDeposit } from '@croupier/platform/cashbox/player-cashbox';
import { depositAchievements } from '@croupier/platform/promotions/deposit-goals';

export const dynamic = 'force-dynamic';

/**
 * A promo's daily deposit goals and the player's progress today (docs/API.md "Promotions: deposit
 * goals"): `{ data: DailyDepositAchievementDto[] }`, from the cashbox's count of today's paid
 * deposits (the one GET /json-api/users/statistics/today-deposit-amount answers). 404 `not_found`
 * for an unknown promo.
 */
export const GET = handle<{ key: string }>(
  async (_req, ctx) => {
    const promoId = pathId(ctx.params.key);
    return { data: await depositAchievements(ctx.db, promoId, await playerTodayDeposit(ctx.db, ctx.user.id)) };
  },
  { auth: 'required', answer: dataAnswer(z.array(dailyDepositAchievementDtoSchema)), summary: "A promotion's daily deposit goals and the player's progress today" },
);

import { dataAnswer } from '@croupier/platform/answer-schema';
import { highFiveStatisticDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { now } from '@croupier/platform/clock';
import { handle, pathId } from '@croupier/platform/http';
import { highFiveStatistic } from '@croupier/platform/promotions/high-five-reads';

export const dynamic = 'force-dynamic';

/**
 * A promo's high-five totals and the three most high-fived players (docs/API.md "Promotions:
 * high-fives"). Members of the running promo only, as the high-fives themselves.
 */
export const GET = handle<{ key: string }>(async (_req, ctx) => ({ data: await highFiveStatistic(ctx.db, pathId(ctx.params.key), ctx.user.id, now()) }), {
  auth: 'required',
  answer: dataAnswer(highFiveStatisticDtoSchema),
  summary: "A promotion's high-five totals and its three most high-fived players",
  errors: { 403: ['user_not_participate'], 409: ['action_is_inactive'] },
});

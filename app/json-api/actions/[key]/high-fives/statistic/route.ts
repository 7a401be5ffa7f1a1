import { dataAnswer } from '@/lib/platform/answer-schema';
import { highFiveStatisticDtoSchema } from '@/lib/platform/promotions/promotion-answers';
import { now } from '@/lib/platform/clock';
import { handle, pathId } from '@/lib/platform/http';
import { highFiveStatistic } from '@/lib/platform/promotions/high-five-reads';

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

import { dataAnswer } from '@croupier/platform/answer-schema';
import { givenHighFiveSchema } from '@croupier/platform/promotions/promotion-answers';
import { highFiveBodySchema } from '@/lib/domain/promotions/promotion-calls';
import { handle } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';
import { giveHighFive } from '@croupier/platform/promotions/high-fives';

export const dynamic = 'force-dynamic';

/**
 * Gives a high-five (docs/API.md "Promotions: high-fives"): body `{ actionId, toUserId, requestId? }`
 * (or the key as `Idempotency-Key`, docs/API.md "Idempotency") →
 * `{ data: { id, actionId, toUserId, points, sentToday } }`. Refusals: 400 `action_self_palm`;
 * 403 `action_not_allowed`, `user_is_blocked_for_multi_account`, `user_not_participate`,
 * `cannot_high_five`; 404 `invalid_promotion`; 409 `action_is_inactive`,
 * `high_five_per_user_limit_reached`, `high_five_daily_limit_reached`, `idempotency_key_reused`.
 */
export const POST = handle(
  async (req, ctx) => {
    const body = await ctx.body();
    return idempotentCall(req, ctx, 'high_five', async (db) => ({ data: await giveHighFive(db, { promoId: body.actionId, fromUserId: ctx.user.id, toUserId: body.toUserId }) }));
  },
  {
    auth: 'required',
    body: highFiveBodySchema,
    idempotent: true,
    answer: dataAnswer(givenHighFiveSchema),
    summary: 'Gives a high-five to another member of a promotion',
    errors: {
      400: ['action_self_palm'],
      403: ['action_not_allowed', 'user_is_blocked_for_multi_account', 'user_not_participate', 'cannot_high_five'],
      404: ['invalid_promotion'],
      409: ['action_is_inactive', 'high_five_per_user_limit_reached', 'high_five_daily_limit_reached'],
    },
  },
);

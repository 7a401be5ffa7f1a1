import { dataAnswer } from '@croupier/platform/answer-schema';
import { exchangeAnswerSchema } from '@croupier/platform/promotions/promotion-answers';
import { handle, pathId } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';
import { exchangePrize } from '@croupier/platform/promotions/exchange';

export const dynamic = 'force-dynamic';

/**
 * Exchanges points for a prize (docs/API.md "Promotions: exchange"): no body but an optional key
 * (`Idempotency-Key` or `{ requestId }`, docs/API.md "Idempotency") → `{ data: { ok, actionId,
 * prizeId, participant } }`. Refusals: 403 `action_not_allowed`, `user_not_participate`; 404
 * `invalid_promotion`; 409 `action_is_inactive`, `cannot_buy_prize`, `insufficient_funds` (with
 * `missing`, minor points), `idempotency_key_reused`.
 */
export const POST = handle<{ key: string; prizeId: string }>(
  async (req, ctx) => {
    const input = { promoId: pathId(ctx.params.key), prizeId: pathId(ctx.params.prizeId), userId: ctx.user.id };
    return idempotentCall(req, ctx, 'promo_prize_exchange', async (db) => ({ data: await exchangePrize(db, input) }));
  },
  {
    auth: 'required',
    idempotent: true,
    answer: dataAnswer(exchangeAnswerSchema),
    summary: "Exchanges the player's promotion points for a prize",
    errors: { 403: ['action_not_allowed', 'user_not_participate'], 404: ['invalid_promotion'], 409: ['action_is_inactive', 'cannot_buy_prize', 'insufficient_funds'] },
  },
);

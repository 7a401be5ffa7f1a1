import { handle, pathId } from '@/lib/platform/http';
import { exchangePrize } from '@/lib/platform/promotions/exchange';

export const dynamic = 'force-dynamic';

/**
 * Exchanges points for a prize (docs/API.md "Promotions: exchange"): no body → `{ data: { ok,
 * actionId, prizeId, participant } }`. Refusals: 403 `action_not_allowed`, `user_not_participate`;
 * 404 `invalid_promotion`; 409 `action_is_inactive`, `cannot_buy_prize`, `insufficient_funds`
 * (with `missing`, minor points).
 */
export const POST = handle<{ key: string; prizeId: string }>(
  async (_req, ctx) => ({ data: await exchangePrize(ctx.db, { promoId: pathId(ctx.params.key), prizeId: pathId(ctx.params.prizeId), userId: ctx.user.id }) }),
  { auth: 'required' },
);

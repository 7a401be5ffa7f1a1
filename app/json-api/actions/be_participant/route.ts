import { beParticipantAnswerSchema } from '@croupier/platform/promotions/promotion-answers';
import { beParticipantBodySchema } from '@/lib/domain/promotions/promotion-calls';
import { handle } from '@croupier/platform/http';
import { beParticipant } from '@croupier/platform/promotions/membership';

export const dynamic = 'force-dynamic';

/**
 * Joins a promo that has the participate button (docs/API.md "Promotions: membership"): body
 * `{ actionId }` → `{ ok: true, action_id }`; joining again answers the same. Refusals: 404
 * `invalid_promotion`; 403 `action_not_allowed`, `user_is_blocked_for_multi_account`; 409
 * `action_is_inactive`.
 */
export const POST = handle(async (_req, ctx) => beParticipant(ctx.db, { promoId: (await ctx.body()).actionId, userId: ctx.user.id }), {
  auth: 'required',
  body: beParticipantBodySchema,
  answer: beParticipantAnswerSchema,
  summary: 'Joins a promotion that has the participate button',
  errors: { 403: ['action_not_allowed', 'user_is_blocked_for_multi_account'], 404: ['invalid_promotion'], 409: ['action_is_inactive'] },
});

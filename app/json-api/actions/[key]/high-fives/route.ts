import { dataAnswer } from '@croupier/platform/answer-schema';
import { highFivesPageSchema } from '@croupier/platform/promotions/promotion-answers';
import { highFivesQuerySchema } from '@/lib/domain/promotions/promotion-calls';
import { now } from '@croupier/platform/clock';
import { handle, pathId } from '@croupier/platform/http';
import { highFivesOf } from '@croupier/platform/promotions/high-five-reads';

export const dynamic = 'force-dynamic';

/**
 * The player's high-fives in a promo (docs/API.md "Promotions: high-fives"): type sent | received,
 * both when left out; `{ data: { items, totalItems } }`. Members of the running promo only (spec §6):
 * 401 for a visitor, 403 `user_not_participate`, 409 `action_is_inactive`.
 */
export const GET = handle<{ key: string }, undefined, typeof highFivesQuerySchema>(
  async (_req, ctx) => ({ data: await highFivesOf(ctx.db, pathId(ctx.params.key), ctx.user.id, ctx.query(), now()) }),
  {
    auth: 'required',
    query: highFivesQuerySchema,
    answer: dataAnswer(highFivesPageSchema),
    summary: "The player's high-fives sent or received in a promotion",
    errors: { 403: ['user_not_participate'], 409: ['action_is_inactive'] },
  },
);

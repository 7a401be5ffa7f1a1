import { dataAnswer } from '@croupier/platform/answer-schema';
import { promotionParticipantsPageSchema } from '@croupier/platform/promotions/promotion-answers';
import { participantsQuerySchema } from '@/lib/domain/promotions/promotion-calls';
import { now } from '@croupier/platform/clock';
import { handle, pathId } from '@croupier/platform/http';
import { participantsOf } from '@croupier/platform/promotions/participants';

export const dynamic = 'force-dynamic';

/**
 * A promo's participants table (docs/API.md "Promotions: participants"): sort[order], sort[field]
 * (rank | points | login, default rank), limit (≤ 50, default 10), page, q (login search) →
 * `{ data: { items, totalItems } }`. Members of the running promo only (spec §6): 401 for a
 * visitor, 403 `user_not_participate`, 409 `action_is_inactive`.
 */
export const GET = handle<{ key: string }, undefined, typeof participantsQuerySchema>(
  async (_req, ctx) => ({ data: await participantsOf(ctx.db, pathId(ctx.params.key), ctx.user.id, ctx.query(), now()) }),
  {
    auth: 'required',
    query: participantsQuerySchema,
    answer: dataAnswer(promotionParticipantsPageSchema),
    summary: "A promotion's participants table, sorted and searched",
    errors: { 403: ['user_not_participate'], 409: ['action_is_inactive'] },
  },
);

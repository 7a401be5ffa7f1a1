import { now } from '@croupier/platform/clock';
import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { handle } from '@croupier/platform/http';
import { promotionDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { listPromotions } from '@croupier/platform/promotions/promotion-reads';

export const dynamic = 'force-dynamic';

/**
 * Every promotion, active → future → past (docs/API.md "Promotions"). Public; a player's token adds
 * `isMember`, so the answer is never kept by a shared cache.
 */
export const GET = handle(async (_req, ctx) => ({ data: await listPromotions(ctx.db, ctx.locale, now(), ctx.user?.id ?? null) }), {
  auth: 'optional',
  answer: dataAnswer(z.array(promotionDtoSchema)),
  summary: 'Every promotion, active, then future, then past',
});

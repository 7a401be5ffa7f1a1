import { now } from '@croupier/platform/clock';
import { z } from 'zod';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { handle } from '@croupier/platform/http';
import { promotionDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { activePromos } from '@croupier/platform/promotions/promotion-reads';

export const dynamic = 'force-dynamic';

/** The active promotions: status active and a template (spec §4; docs/API.md "Promotions"). */
export const GET = handle(async (_req, ctx) => ({ data: await activePromos(ctx.db, ctx.locale, now(), ctx.user?.id ?? null) }), {
  auth: 'optional',
  answer: dataAnswer(z.array(promotionDtoSchema)),
  summary: 'The active promotions',
});

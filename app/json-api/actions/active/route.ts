import { now } from '@/lib/platform/clock';
import { z } from 'zod';
import { dataAnswer } from '@/lib/platform/answer-schema';
import { handle } from '@/lib/platform/http';
import { promotionDtoSchema } from '@/lib/platform/promotions/promotion-answers';
import { activePromos } from '@/lib/platform/promotions/promotion-reads';

export const dynamic = 'force-dynamic';

/** The active promotions: status active and a template (spec §4; docs/API.md "Promotions"). */
export const GET = handle(async (_req, ctx) => ({ data: await activePromos(ctx.db, ctx.locale, now(), ctx.user?.id ?? null) }), {
  auth: 'optional',
  answer: dataAnswer(z.array(promotionDtoSchema)),
  summary: 'The active promotions',
});

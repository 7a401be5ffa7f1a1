import { now } from '@croupier/platform/clock';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { handle, pathSlug } from '@croupier/platform/http';
import { promotionDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { promotionBySlug } from '@croupier/platform/promotions/promotion-reads';

export const dynamic = 'force-dynamic';

/**
 * One promotion by slug (docs/API.md "Promotions"). The segment is named `key` because the calls
 * below it take the promo's id in the same place (…/{id}/participant): Next allows one dynamic
 * name per level. 404 `not_found` for an unknown slug.
 */
export const GET = handle<{ key: string }>(
  async (_req, ctx) => ({ data: await promotionBySlug(ctx.db, pathSlug(ctx.params.key), ctx.locale, now(), ctx.user?.id ?? null) }),
  { auth: 'optional', answer: dataAnswer(promotionDtoSchema), summary: 'One promotion by its slug' },
);

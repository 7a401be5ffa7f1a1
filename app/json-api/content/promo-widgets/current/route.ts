import { dataAnswer } from '@/lib/platform/answer-schema';
import { promotionWidgetDtoSchema } from '@/lib/platform/promotions/promotion-answers';
import { now } from '@/lib/platform/clock';
import { handle } from '@/lib/platform/http';
import { currentPromotionWidget } from '@/lib/platform/promotions/widget';

export const dynamic = 'force-dynamic';

/**
 * The promo widget (docs/API.md "Promotions: widget"): `{ data: PromoWidgetDto }`, the first active
 * promo and, for a logged-in member, the points and the progress to the next prize. Public.
 */
export const GET = handle(async (_req, ctx) => ({ data: await currentPromotionWidget(ctx.db, ctx.locale, now(), ctx.user?.id ?? null) }), {
  auth: 'optional',
  answer: dataAnswer(promotionWidgetDtoSchema),
  summary: "The promo widget: the first active promotion and a member's progress",
});

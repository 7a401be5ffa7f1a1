import { dataAnswer } from '@croupier/platform/answer-schema';
import { promotionWidgetDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { now } from '@croupier/platform/clock';
import { handle } from '@croupier/platform/http';
import { currentPromotionWidget } from '@croupier/platform/promotions/widget';

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

import 'server-only';
import type { Locale } from '@/lib/domain/locales';
import type { PromotionWidgetDto } from '@/lib/domain/promotions/promotion-dtos';
import { progressToNextPrize } from '@/lib/domain/promotions/promotions';
import type { Executor } from '@/lib/platform/db/executor';
import { isMemberRow, memberRow } from './membership';
import { activePromos, promotionRowById } from './promotion-reads';

/**
 * GET /json-api/content/promo-widgets/current (spec §2 widget, §9 progress): the first active
 * promo with a template (the list's order), and for a logged-in member their points and the
 * progress to the cheapest prize of the promo's own currency not yet affordable. A guest or a
 * non-member gets nulls; no active promo, all nulls.
 */
export async function currentPromotionWidget(db: Executor, locale: Locale, at: Date, viewerId: number | null): Promise<PromotionWidgetDto> {
  const [promo] = await activePromos(db, locale, at, null);
  if (!promo) return { promo: null, points: null, nextPrize: null, progress: null };
  const head = { id: promo.id, slug: promo.slug, title: promo.title, image: promo.image, currency: promo.currency };
  // The member row as folded by `activePromos` (promotion-reads.ts folds before it reads the pools).
  const row = viewerId === null ? null : await memberRow(db, promo.id, viewerId);
  if (viewerId === null || !isMemberRow(await promotionRowById(db, promo.id), row)) return { promo: head, points: null, nextPrize: null, progress: null };
  const points = row?.points ?? 0;
  // Lottery prizes cost nothing (they are drawn): only prizes with a price are something to reach.
  const priced = promo.prizes.filter((p) => p.currencyId === promo.currency.id && p.price > 0);
  const { next, progress } = progressToNextPrize(points, priced);
  return { promo: head, points, nextPrize: next ? { id: next.id, title: next.title, price: next.price } : null, progress };
}

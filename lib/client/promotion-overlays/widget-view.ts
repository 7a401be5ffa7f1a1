import type { PluralNames, PromotionWidgetDto } from '@/lib/domain/promotions/promotion-dtos';
import { progressToNextPrize, wholePoints } from '@/lib/domain/promotions/promotions';

/**
 * What the promo widget shows (spec play-promos §2 "shows progress toward the next prize", §9):
 * the promo, and for a member their whole points, the next prize and how far it is. The server
 * answers minor points (PROMO_COINS per point); the widget shows whole ones, like the promo page.
 */
export type WidgetView =
  | { kind: 'none' }
  | { kind: 'visitor'; promo: NonNullable<PromotionWidgetDto['promo']> }
  | {
      kind: 'member';
      promo: NonNullable<PromotionWidgetDto['promo']>;
      points: number;
      /** Null when nothing is priced (a lottery: prizes are drawn) or every prize is in reach. */
      next: { title: string; missing: number; progress: number } | null;
      /** True when every priced prize is in reach. */
      allInReach: boolean;
    };

export function widgetView(dto: PromotionWidgetDto | undefined): WidgetView {
  if (!dto?.promo) return { kind: 'none' };
  if (dto.points === null) return { kind: 'visitor', promo: dto.promo };
  const points = wholePoints(dto.points);
  const prize = dto.nextPrize;
  const next = prize && dto.progress !== null ? { title: prize.title, missing: Math.max(1, wholePoints(prize.price) - points), progress: dto.progress } : null;
  return { kind: 'member', promo: dto.promo, points, next, allInReach: !prize && dto.progress === 100 };
}

/** The currency's name for `n` in the page's language (Russian one / few / many). */
export function pluralName(names: PluralNames, n: number, locale: string): string {
  const category = new Intl.PluralRules(locale).select(n);
  return (category === 'one' || category === 'few' || category === 'many' ? names[category] : names.other) || names.other;
}

/**
 * The widget after a `promo_points_changed` of its promo: the new points and the progress to
 * the same prize; 'unchanged' for another promo's event; null when the answer has to be read
 * again (a prize reached or points spent change which prize is next, which only the server knows).
 */
export function withPoints(dto: PromotionWidgetDto, actionId: number, points: number): PromotionWidgetDto | 'unchanged' | null {
  if (!dto.promo || dto.promo.id !== actionId || dto.points === null) return 'unchanged';
  // Fewer points (a prize bought) may make a cheaper prize the next one: the server says which.
  if (points < dto.points) return dto.nextPrize || dto.progress !== null ? null : { ...dto, points };
  if (!dto.nextPrize) return { ...dto, points };
  const { next, progress } = progressToNextPrize(points, [dto.nextPrize]);
  return next ? { ...dto, points, progress } : null;
}

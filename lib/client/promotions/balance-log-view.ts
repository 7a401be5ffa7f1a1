import { PROMO_COINS } from '@/lib/domain/money';
import type { PromotionBalanceLogDto, PageOf } from '@/lib/domain/promotions/promotion-dtos';

/**
 * The promo balance log's small decisions, apart from React so they are tested alone: a
 * movement's points with their sign (a round's share is a fraction of a point, so the log shows
 * up to two decimals where the player's total shows whole points), and whether more pages wait.
 */

/** Rows of the log asked for at once ("show more" asks for the next as many). */
export const BALANCE_LOG_PAGE_SIZE = 10;

const points = (minor: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(minor / PROMO_COINS);

/** "+12", "−3,5", "0": minor points as points, signed (a real minus sign, as money is shown). */
export function signedPoints(minor: number, locale: string): string {
  if (minor === 0) return points(0, locale);
  return `${minor > 0 ? '+' : '\u2212'}${points(Math.abs(minor), locale)}`;
}

/** The balance after a movement, unsigned. */
export function balancePoints(minor: number, locale: string): string {
  return points(minor, locale);
}

/** The rows of the loaded pages, each once (a movement made while paging shifts the pages by a row). */
export function logRows(pages: readonly PageOf<PromotionBalanceLogDto>[]): PromotionBalanceLogDto[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.items).filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}

/** Whether the server holds rows beyond the loaded pages. */
export function hasMoreRows(pages: readonly PageOf<PromotionBalanceLogDto>[]): boolean {
  const last = pages.at(-1);
  if (!last) return false;
  return pages.length * BALANCE_LOG_PAGE_SIZE < last.totalItems;
}

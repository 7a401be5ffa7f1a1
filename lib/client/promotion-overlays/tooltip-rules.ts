import { PROMO_TOOLTIP_TIMER_MINUTES } from '@/lib/domain/constants';
import { splitSitePath } from '@/lib/domain/routing/site-paths';

/**
 * The promo tooltip's rules (spec platform §9 "Promo tooltip timer 1440 minutes"), pure so they
 * are tested apart from the browser. The tooltip is a hint beside the promotions entry of the
 * sidebar (the menu button on a narrow screen) that names the running promotion; a visitor who
 * dismisses it, or follows it, is not shown it again for PROMO_TOOLTIP_TIMER_MINUTES. The moment
 * of the dismissal is kept in localStorage under PROMO_TOOLTIP_KEY, in milliseconds.
 */
export const PROMO_TOOLTIP_KEY = 'promo_tooltip_dismissed_at';

export const PROMO_TOOLTIP_TIMER_MS = PROMO_TOOLTIP_TIMER_MINUTES * 60_000;

/** The stored moment of a dismissal, or null when none (or something unreadable) is stored. */
export function parseDismissedAt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** Whether the tooltip is due at `nowMs` for a visitor who dismissed it at `dismissedAt`. */
export function tooltipDue(nowMs: number, dismissedAt: number | null): boolean {
  return dismissedAt === null || nowMs - dismissedAt >= PROMO_TOOLTIP_TIMER_MS;
}

/**
 * Routes where the hint is out of place: the promotions pages themselves (it points there), a
 * game being played, and the routes that are popups (auth screens, the cashbox).
 */
const EXCLUDED: readonly RegExp[] = [/^\/promo(?:\/|$)/, /^\/play\//, /^\/tournaments\/[^/]+\/games(?:\/|$)/, /^\/(?:login|registration|remind|new-password|cashbox)(?:\/|$)/];

/** Whether the tooltip may appear on `pathname` (any form: locale prefix, /guest). */
export function tooltipAllowedOn(pathname: string): boolean {
  const { path } = splitSitePath(pathname);
  return !EXCLUDED.some((rule) => rule.test(path));
}

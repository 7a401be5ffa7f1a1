import { splitSitePath } from '@/lib/domain/routing/site-paths';

/**
 * The promo popup's rules (spec platform §2, §4 "Promo popup", §9), pure so they are tested
 * apart from the browser: on which routes it may appear, and whether the cookie a visitor got
 * when closing it still hides it. Times from the server are Unix seconds (spec §9: the browser
 * multiplies them by 1000).
 */

/** What the popup rules need of the server config's `promoPopup`. */
export interface PopupTimes {
  isActive: boolean;
  endAt: number;
  updatedAt: number;
}

/**
 * The cookie that remembers a closed popup: its value is the `updatedAt` stamp (seconds) of the
 * popup that was closed, and it expires at the popup's end. A popup with another stamp (the
 * operator changed it) shows again.
 */
export const POPUP_COOKIE = 'promo_popup_closed';

/**
 * Routes the popup never covers (spec platform §2): the lobby, category, producer, game and
 * tournament-game pages, and the routes that are popups themselves (auth screens, cashbox).
 */
const EXCLUDED: readonly RegExp[] = [
  /^\/$/,
  /^\/games(?:\/|$)/,
  /^\/producers\/[^/]+/,
  /^\/play\//,
  /^\/tournaments\/[^/]+\/games(?:\/|$)/,
  /^\/(?:login|registration|remind|new-password|cashbox)(?:\/|$)/,
];

const isRegistration = (pathname: string) => /^\/registration(?:\/|$)/.test(splitSitePath(pathname).path);

/** Whether the popup may appear on `pathname` (any form: locale prefix, /guest) having come from `previous`. */
export function popupAllowedOn(pathname: string, previous?: string | null): boolean {
  const { path } = splitSitePath(pathname);
  if (EXCLUDED.some((rule) => rule.test(path))) return false;
  // Right after leaving the registration page the thanks popup has the stage (spec §2).
  return !(previous && isRegistration(previous));
}

/** The stamp a `promo_popup_closed` cookie value holds, or null when it holds none. */
export function parsePopupCookie(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  return Number(value);
}

/** Whether the popup is to be shown at `nowMs` to a visitor whose cookie holds `closedStamp`. */
export function popupDue(popup: PopupTimes, nowMs: number, closedStamp: number | null): boolean {
  if (!popup.isActive || popup.endAt * 1000 <= nowMs) return false;
  return closedStamp !== popup.updatedAt;
}

/** The `document.cookie` assignment that remembers `popup` as closed until its end. */
export function closedPopupCookie(popup: PopupTimes, secure: boolean): string {
  const expires = new Date(popup.endAt * 1000).toUTCString();
  return `${POPUP_COOKIE}=${popup.updatedAt}; path=/; expires=${expires}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The value of cookie `name` in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

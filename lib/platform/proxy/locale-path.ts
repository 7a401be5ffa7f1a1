import 'server-only';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locales';
import { GUEST_BASE, sitePath } from '@/lib/domain/site-paths';

export { GUEST_BASE };

export interface ParsedPath {
  guest: boolean;
  /** The locale named in the URL, if any. */
  explicitLocale: Locale | null;
  locale: Locale;
  /** The rest: path without /guest base and locale prefix, always starting with "/". */
  path: string;
}

/** Splits "/guest/en/games/slots" into guest, en and "/games/slots". */
export function parsePath(pathname: string): ParsedPath {
  let rest = pathname;
  const guest = rest === GUEST_BASE || rest.startsWith(`${GUEST_BASE}/`);
  if (guest) rest = rest.slice(GUEST_BASE.length) || '/';
  const first = rest.split('/')[1];
  const explicitLocale = isLocale(first) ? first : null;
  if (explicitLocale) rest = rest.slice(explicitLocale.length + 1) || '/';
  return { guest, explicitLocale, locale: explicitLocale ?? DEFAULT_LOCALE, path: rest };
}

/** The visible guest URL for a locale: one rule, in lib/domain/site-paths. */
export function guestPath(path: string, locale: Locale): string {
  return sitePath(path, locale, 'guest');
}

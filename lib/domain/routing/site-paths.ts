import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '../locales';

/**
 * The URL shapes next-intl does not know, kept pure so the proxy and the page cache (which run
 * outside React) share them with the pages. React code builds locale links with next-intl's
 * navigation (i18n/navigation.ts); these rules cover what it cannot: the /guest variant.
 *
 * The player site exists twice: the main variant and the cacheable /guest/ variant
 * (spec platform §1). Links inside a page stay in the variant the page belongs to.
 */
export type SiteVariant = 'main' | 'guest';

export const GUEST_BASE = '/guest';

/** The URL a visitor uses for a site path ("/games/slots") in a locale and variant. */
export function sitePath(path: string, locale: Locale, variant: SiteVariant): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (variant === 'main') return localizedPath(clean, locale);
  const tail = clean === '/' ? '' : clean;
  return locale === DEFAULT_LOCALE ? `${GUEST_BASE}${tail}` : `${GUEST_BASE}/${locale}${tail}`;
}

export interface SplitPath {
  /** The site path without locale prefix or guest base, always starting with "/". */
  path: string;
  guest: boolean;
  /** The locale named in the URL, if any. */
  locale: Locale | null;
}

export interface ParsedPath {
  guest: boolean;
  /** The locale named in the URL, if any. */
  explicitLocale: Locale | null;
  locale: Locale;
  /** The rest: path without /guest base and locale prefix, always starting with "/". */
  path: string;
}

/**
 * Splits a requested URL ("/guest/en/games/slots") into guest, en and "/games/slots", for the
 * proxy and the page cache. Unlike splitSitePath it reads only the visible form: the rewritten
 * "/en/guest/…" is an internal path, which the proxy refuses when it is typed by hand.
 */
export function parsePath(pathname: string): ParsedPath {
  let rest = pathname;
  const guest = rest === GUEST_BASE || rest.startsWith(`${GUEST_BASE}/`);
  if (guest) rest = rest.slice(GUEST_BASE.length) || '/';
  const first = rest.split('/')[1];
  const explicitLocale = isLocale(first) ? first : null;
  if (explicitLocale) rest = rest.slice(explicitLocale.length + 1) || '/';
  return { guest, explicitLocale, locale: explicitLocale ?? DEFAULT_LOCALE, path: rest };
}

function isGuestSegment(segment: string | undefined): boolean {
  return segment === GUEST_BASE.slice(1);
}

/**
 * Reads a pathname in any of its forms: what the browser shows ("/guest/en/games/slots",
 * "/en/games/slots") and what a rewritten page is rendered as ("/en/guest/games/slots").
 * Both forms give the same answer, so server HTML and the hydrated page agree.
 */
export function splitSitePath(pathname: string): SplitPath {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  let guest = false;
  let locale: Locale | null = null;
  if (isGuestSegment(segments[0])) {
    guest = true;
    segments.shift();
  }
  if (isLocale(segments[0])) {
    locale = segments[0];
    segments.shift();
  }
  if (!guest && isGuestSegment(segments[0])) {
    guest = true;
    segments.shift();
  }
  return { path: `/${segments.join('/')}`, guest, locale };
}

/**
 * The game page of a slug. It belongs to the main variant even from a guest page, so the
 * guest variant's HTML stays the same for everyone and a crawler, a new tab or a visitor
 * without scripts gets a working game page; a plain click on a guest page opens the demo in
 * the guest page's own stage instead (lib/client/game-frame/guest-stage.ts).
 */
export function playPath(slug: string, locale: Locale): string {
  return localizedPath(`/play/${slug}`, locale);
}

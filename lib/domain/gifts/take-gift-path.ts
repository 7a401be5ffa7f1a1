import { DEFAULT_GIFT_OFFER_SLUG } from './gift-offers';

/**
 * Where the /take/gift page of an offer lives (spec §2; docs/ARCHITECTURE.md "Gifts in the
 * browser"). The default offer is `/take/gift`, another one `/take/gift/<slug>`: both are ISR
 * pages that read no query, so the page cache and Next's ISR cache keep them. The older link form
 * `/take/gift?offer=<slug>` (the sign-up and log-in `redirect` back to the page uses it) still
 * works: proxy.ts rewrites it to the path form with `offerRewrite`.
 */
export const TAKE_GIFT_PATH = '/take/gift';

/** The site path (without locale prefix or /guest base) of an offer's page. */
export function takeGiftPath(slug: string): string {
  return slug === DEFAULT_GIFT_OFFER_SLUG ? TAKE_GIFT_PATH : `${TAKE_GIFT_PATH}/${encodeURIComponent(slug)}`;
}

/**
 * The path `?offer=` asks for on /take/gift, or null when nothing is to be rewritten: another path,
 * no or an empty `offer`, or the default offer (the plain page shows it). A malformed slug is
 * rewritten too, and its page answers 404.
 */
export function offerRewrite(path: string, query: URLSearchParams): string | null {
  if (path !== TAKE_GIFT_PATH) return null;
  const offer = query.get('offer');
  if (offer === null || offer === '' || offer === DEFAULT_GIFT_OFFER_SLUG) return null;
  return `${TAKE_GIFT_PATH}/${encodeURIComponent(offer)}`;
}

import { cleanRefcode, REFCODE_COOKIE, REFCODE_MAX_AGE_S, REFCODE_PARAM } from '@/lib/domain/affiliate';

/** The affiliate service as the server config names it (marketing.affiliateUrl, marketing.project). */
export interface AffiliateTarget {
  url: string;
  project: string;
}

function cookieRefcode(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === REFCODE_COOKIE) return cleanRefcode(decodeURIComponent(value ?? ''));
  }
  return null;
}

/**
 * The visitor's referral code: `?refcode=` of this address (kept in the cookie for 30 days, a
 * newer one replaces the older), else the cookie's. Registration stores the cookie's with the player.
 */
export function currentRefcode(): string | null {
  const fromQuery = cleanRefcode(new URLSearchParams(window.location.search).get(REFCODE_PARAM));
  if (fromQuery) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${REFCODE_COOKIE}=${fromQuery}; Path=/; Max-Age=${REFCODE_MAX_AGE_S}; SameSite=Lax${secure}`;
    return fromQuery;
  }
  return cookieRefcode();
}

/**
 * Spec §4: with the marketing feature on and a referral code known, tells the affiliate service
 * about this page view: GET {url}?project=…&refcode=… (no cookies, the answer unread, failures
 * ignored). Called on landing and after every route change.
 */
export function trackAffiliate(target: AffiliateTarget | null): void {
  const refcode = currentRefcode();
  if (!target || !refcode) return;
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return;
  }
  url.searchParams.set('project', target.project);
  url.searchParams.set('refcode', refcode);
  fetch(url, { mode: 'no-cors', credentials: 'omit', keepalive: true, cache: 'no-store' }).catch(() => undefined);
}

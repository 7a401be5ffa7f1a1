import { cleanRefcode, REFCODE_COOKIE, REFCODE_MAX_AGE_S, REFCODE_PARAM } from '@/lib/domain/affiliate/affiliate';
import type { ServerConfig } from '@/lib/domain/content/server-config';

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

type Marketing = ServerConfig['marketing'];

/** The marketing settings, read once per page life and only for a visitor with a referral code. */
let marketing: Promise<Marketing | null> | null = null;

function loadMarketing(): Promise<Marketing | null> {
  marketing ??= fetch('/json-api/serverdata', { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } })
    .then((res) => (res.ok ? (res.json() as Promise<{ data: { marketing?: Marketing } }>) : null))
    .then((answer) => answer?.data.marketing ?? null)
    .catch(() => null);
  return marketing;
}

/**
 * Spec §4: with the marketing feature on and a referral code known, tells the affiliate service
 * about this page view: GET {affiliateUrl}?project=…&refcode=… (no cookies, the answer unread,
 * failures ignored). Called on landing and after every route change.
 */
export async function trackAffiliate(): Promise<void> {
  const refcode = currentRefcode();
  if (!refcode) return;
  const settings = await loadMarketing();
  if (!settings?.isActive || !settings.affiliateUrl) return;
  let url: URL;
  try {
    url = new URL(settings.affiliateUrl);
  } catch {
    return;
  }
  url.searchParams.set('project', settings.project);
  url.searchParams.set('refcode', refcode);
  await fetch(url, { mode: 'no-cors', credentials: 'omit', keepalive: true, cache: 'no-store' }).catch(() => undefined);
}

let lastTracked = '';

/** Tracks this page and every later route change: Next's router moves with history.pushState / replaceState, the back button with popstate. */
export function trackAffiliateVisits(): void {
  const onRoute = () => {
    if (window.location.pathname === lastTracked) return;
    lastTracked = window.location.pathname;
    void trackAffiliate();
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      onRoute();
    };
  }
  window.addEventListener('popstate', onRoute);
  onRoute();
}

import 'server-only';
import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE, LOCALE_COOKIE_NAME, LOCALES } from '@/lib/domain/locales';
import { decide } from '@/lib/platform/proxy/decide';
import { parsePath } from '@/lib/domain/routing/site-paths';
import { hitPageRateLimit } from '@/lib/platform/proxy/page-rate-limit';
import { countryFrom, countryHeaderName } from '@/lib/platform/proxy/request-facts';
import { clientAddress } from '@/lib/platform/http/client-address';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { cookieValue } from '@/lib/platform/http/request-cookies';
import { isLoggedIn, readSessionCookie, SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import type { Admission } from './page-cache';
import type { Executor } from '@/lib/platform/db/executor';

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether next-intl would serve an unprefixed path in the default locale without redirecting:
 * the locale cookie says so, or there is no cookie and the browser asks for no other locale
 * we have. Anything less certain goes to Next, whose answer then sets the cookie.
 */
function negotiatesDefaultLocale(req: IncomingMessage): boolean {
  const cookie = cookieValue(req, LOCALE_COOKIE_NAME);
  if (cookie !== undefined) return cookie === DEFAULT_LOCALE;
  const accept = (header(req, 'accept-language') ?? '').toLowerCase();
  return !LOCALES.some((l) => l !== DEFAULT_LOCALE && new RegExp(`(^|[,\\s])${l}([-;,]|$)`).test(accept));
}

/**
 * The page cache's gate: the proxy's own decisions (lib/platform/proxy/decide) for this
 * visitor, their session included. A cached page is served only when the proxy would let the
 * request through to that very page; redirects (a guest on a player page, a player on a
 * guest-only page), status pages and locale negotiation stay Next's.
 */
export async function admitFromCache(db: Executor, req: IncomingMessage): Promise<Admission> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const parsed = parsePath(url.pathname);
  if (parsed.explicitLocale === DEFAULT_LOCALE) return null; // as-needed: Next redirects to the bare path
  if (!parsed.guest && !parsed.explicitLocale && !negotiatesDefaultLocale(req)) return null;
  let config;
  try {
    config = await getServerConfig(db);
  } catch {
    return null;
  }
  const decision = await decide({
    path: parsed.path,
    locale: parsed.locale,
    requestedFullPath: url.pathname + url.search,
    country: countryFrom(header(req, countryHeaderName())),
    config,
    rateLimited: hitPageRateLimit(clientAddress((name) => header(req, name))),
    // As in proxy.ts: the session is unsealed only when a guard asks.
    isLoggedIn: async () => isLoggedIn(await readSessionCookie(cookieValue(req, SESSION_COOKIE))),
  });
  return decision.kind === 'next' ? { locale: parsed.locale } : null;
}

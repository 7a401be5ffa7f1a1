import 'server-only';
import { isRegionRestricted, regionBlock, requiresAuth, requiresGuest, loginRedirectTarget } from '@/lib/domain/routing/route-rules';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import type { ServerConfig } from '@/lib/domain/content/server-config';

/** The status pages the proxy can show (app/[locale]/status/[code]). */
export type StatusPage = '404' | '429' | '451' | 'jurisdiction' | '503';

export type ProxyDecision =
  | { kind: 'status'; status: 404 | 429 | 451 | 503; page: StatusPage }
  | { kind: 'redirect'; location: string; status: 302 | 307 }
  | { kind: 'next' };

export interface ProxyInput {
  /** Path without locale prefix and without the /guest base, e.g. "/games/slots". */
  path: string;
  locale: Locale;
  /** What the visitor typed (with locale prefix, /guest base and query): the login `redirect` target. */
  requestedFullPath: string;
  country: string | null;
  config: Pick<ServerConfig, 'maintenance' | 'restrictedCountries' | 'blockedCountries'> | null;
  rateLimited: boolean;
  /** Reads the session only when a guard needs it (unsealing costs a little). */
  isLoggedIn: () => Promise<boolean>;
}

/** Internal routes that a visitor must not open by URL. */
const INTERNAL = [/^\/status(\/|$)/, /^\/guest(\/|$)/];

/**
 * Spec platform §2 guards, in order: internal paths, rate limit (429), maintenance (503),
 * blocked jurisdiction and restricted region (451), requiresAuth (to login with `redirect`),
 * requiresGuest (to main). Browsers do not follow a Location on a 401, so the spec's
 * "sent to login (status 401)" is a 307 to the login page; the API itself answers 401.
 */
export async function decide(input: ProxyInput): Promise<ProxyDecision> {
  const { path, locale, country, config } = input;
  if (INTERNAL.some((re) => re.test(path))) return { kind: 'status', status: 404, page: '404' };
  if (input.rateLimited) return { kind: 'status', status: 429, page: '429' };
  if (config?.maintenance) return { kind: 'status', status: 503, page: '503' };
  const barred = regionBlock(country, config, isRegionRestricted(path));
  if (barred) return { kind: 'status', status: 451, page: barred === 'jurisdiction' ? 'jurisdiction' : '451' };
  if (requiresAuth(path) && !(await input.isLoggedIn())) {
    return { kind: 'redirect', status: 307, location: loginRedirectTarget(localizedPath('/login', locale), input.requestedFullPath) };
  }
  if (requiresGuest(path) && (await input.isLoggedIn())) {
    return { kind: 'redirect', status: 302, location: localizedPath('/', locale) };
  }
  return { kind: 'next' };
}

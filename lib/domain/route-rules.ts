import { NOINDEX_MIN_SEGMENTS } from './constants';
import { splitSitePath } from './site-paths';

/**
 * Route meta of spec platform §2, keyed by the path without locale prefix or /guest base.
 * One home for "which route needs what", used by the proxy and by server-side page guards.
 */
const REQUIRES_AUTH = [/^\/profile(\/|$)/, /^\/compoints(\/|$)/, /^\/cashbox(\/|$)/];
const REQUIRES_GUEST = [/^\/login\/?$/, /^\/registration\/?$/, /^\/remind\/?$/, /^\/new-password\/[^/]+\/?$/];
/** Barred for visitors from a restricted region (451). */
const REGION_RESTRICTED = [/^\/play\/[^/]+\/?$/, ...REQUIRES_GUEST];

export const requiresAuth = (path: string) => REQUIRES_AUTH.some((re) => re.test(path));
export const requiresGuest = (path: string) => REQUIRES_GUEST.some((re) => re.test(path));
export const isRegionRestricted = (path: string) => REGION_RESTRICTED.some((re) => re.test(path));

/**
 * The 451 rule of spec §2, one home for the proxy (pages) and the API (region-guard): a blocked
 * country sees the jurisdiction page everywhere; a restricted one is barred from the restricted
 * area (play, login, registration, remind, new-password). Null when the visitor may pass.
 */
export function regionBlock(
  country: string | null,
  config: { blockedCountries: readonly string[]; restrictedCountries: readonly string[] } | null,
  inRestrictedArea: boolean,
): 'jurisdiction' | 'restricted' | null {
  if (!country || !config) return null;
  if (config.blockedCountries.includes(country)) return 'jurisdiction';
  if (inRestrictedArea && config.restrictedCountries.includes(country)) return 'restricted';
  return null;
}

export function pathSegments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Paths with 4 or more segments are kept out of search engines (spec §2). */
export function isDeepPath(path: string): boolean {
  return pathSegments(path).length >= NOINDEX_MIN_SEGMENTS;
}

/** The login target for a guarded path: the full path the visitor asked for goes into `redirect`. */
export function loginRedirectTarget(loginPath: string, requestedFullPath: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(requestedFullPath)}`;
}

/**
 * Only same-site paths may be used as a post-login target, so a crafted link cannot send
 * a player to another site ("//evil.example" and "/\evil" are refused).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Longer than any path of this site: refused rather than carried around. */
const MAX_REDIRECT_LENGTH = 2048;

/**
 * The `redirect` of the login page as the place to go after logging in: a same-site path
 * (safeRedirectPath) that is not itself an auth screen, which would loop; null otherwise.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_REDIRECT_LENGTH) return null;
  const path = safeRedirectPath(value, '');
  if (!path || requiresGuest(splitSitePath(path).path)) return null;
  return path;
}

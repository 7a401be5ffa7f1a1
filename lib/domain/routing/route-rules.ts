import { NOINDEX_MIN_SEGMENTS } from '../constants';
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
 * Characters a browser drops or treats as a separator when it reads a URL (tabs and newlines are
 * stripped, a backslash is a slash): "/\t\\evil.example" reads as "//evil.example". C0 and C1
 * controls, DEL, the Unicode line and paragraph separators, and the backslash are refused anywhere.
 */
function hasUrlTrap(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || code === 0x5c) return true;
  }
  return false;
}

/**
 * Any origin works as the base: a value that is a plain path of this site resolves to the same
 * origin whatever the base, and anything that could leave the site (a scheme, "//host", a
 * backslash a browser turns into a slash) leaves this one. `.invalid` never resolves (RFC 2606).
 */
const SITE_BASE = 'https://site.invalid';

/**
 * The one rule for a place the site sends the browser to on a visitor's word (the login's
 * `redirect`, the game-run `exitUrl`): a path of this site, nothing else. The value must start
 * with one "/", hold none of hasUrlTrap's characters (nor percent-encoded in the path), resolve to
 * the site's own origin, and its path must not begin with "//" once resolved and decoded ("/.//evil",
 * "/%2F/evil"), which a later reader could take for another host. `fallback` when refused.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || hasUrlTrap(value)) return fallback;
  let target: URL;
  let path: string;
  try {
    target = new URL(value, SITE_BASE);
    path = decodeURIComponent(target.pathname);
  } catch {
    return fallback;
  }
  if (target.origin !== SITE_BASE || path.startsWith('//') || hasUrlTrap(path)) return fallback;
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

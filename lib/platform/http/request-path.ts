import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parsePath, sitePath } from '@/lib/domain/routing/site-paths';
import { shapeMethodNotAllowed } from './method-not-allowed';

/**
 * Where a page request with a malformed path is sent instead: a path no route claims, so the
 * locale's catch-all renders its 404 page (no database query on the way). Two segments, so the
 * one-segment `[slug]` pages never see it.
 */
export const MALFORMED_PAGE_PATH = '/404/malformed-path';

const INVALID_PATH_BODY = JSON.stringify({ errors: [{ code: 'invalid_path' }] });

/** The API's paths (JSON answers), as opposed to the site's pages: the browser's reports (PUT /log, /performance) included. */
export function isApiPath(pathname: string): boolean {
  if (pathname === '/log' || pathname === '/performance') return true;
  return ['/json-api', '/api'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * A path Next cannot serve without failing: an escape that does not decode (`%E0`, a lone
 * surrogate `%ED%A0%80`) makes Next answer 500, and a NUL reaches PostgreSQL, which refuses it
 * in text. Page paths go through next-intl's proxy, which decodes them once before Next decodes
 * them again, so an escaped `%` (`%25E0`, `%2500`) is malformed there too; no page of the site
 * has a `%` in its path.
 */
export function isMalformedPath(pathname: string, page: boolean): boolean {
  if (!page && hasDotSegment(pathname)) return true;
  if (!pathname.includes('%')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.includes('\u0000') || (page && decoded.includes('%'));
}

/**
 * `.` or `..` as a segment, also escaped (`%2e%2e`): URL parsing resolves them, so
 * `/json-api/%2e%2e/x` is the page `/x`, out of the API its caller named. Browsers resolve them
 * before sending; on an API path they are refused rather than followed.
 */
function hasDotSegment(pathname: string): boolean {
  if (!pathname.includes('.') && !/%2e/i.test(pathname)) return false;
  return pathname.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

/**
 * The custom server's first look at a request, before the hot routes, the page cache and Next:
 * a malformed path on the API is answered 400 `invalid_path` here; on a page it is replaced by
 * MALFORMED_PAGE_PATH under the same guest base and language, so Next renders the 404 page.
 * A well-formed API request gets Next's empty 405 shaped as JSON (method-not-allowed.ts).
 * True when the request was answered.
 */
export function screenRequestPath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  const api = isApiPath(pathname);
  if (!isMalformedPath(pathname, !api)) {
    if (api) shapeMethodNotAllowed(res);
    return false;
  }
  if (api) {
    res.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(INVALID_PATH_BODY) });
    res.end(INVALID_PATH_BODY);
    return true;
  }
  const { guest, locale } = parsePath(pathname);
  req.url = sitePath(MALFORMED_PAGE_PATH, locale, guest ? 'guest' : 'main');
  return false;
}

import 'server-only';

/**
 * CORS for a call made from the sandboxed game frame. The frame's sandbox has no
 * `allow-same-origin` (docs/ARCHITECTURE.md "Game frame sandbox"), so the studio page runs with
 * an opaque origin: the browser sends `Origin: null` and asks first (preflight) for a JSON POST.
 * Only calls whose credential is in the body (a game round's run token) may allow it: no cookie
 * travels from an opaque origin, so whoever can send the request could send it with curl anyway.
 */
export const SANDBOXED_ORIGIN = 'null';

/** Added to every answer of such a call, so the frame may read it (the same for every caller: no Vary). */
export const SANDBOXED_CALLER_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': SANDBOXED_ORIGIN,
});

/** The answer to the browser's preflight (OPTIONS) for such a call. */
export const SANDBOXED_PREFLIGHT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...SANDBOXED_CALLER_HEADERS,
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, x-requested-with, accept-language',
  'access-control-max-age': '600',
  'cache-control': 'no-store',
});

import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import { isSecureRequest, nodeHeaders } from '@/lib/platform/http/client-address';

/**
 * Who may open /ws from a web page. A browser sends its page's Origin with every WebSocket
 * upgrade, and the upgrade carries the site's cookies whatever that page is, so without this
 * check any site could open a socket as the visiting player (cross-site WebSocket hijacking).
 *
 * Allowed, each compared as a whole origin — scheme, host and port exactly (default ports
 * folded, as browsers send them): the site as this request reached it (the Host header, over
 * https when the socket is TLS or, with TRUST_PROXY, the trusted proxy saw https —
 * client-address.ts), CANONICAL_HOST, and the origins listed in WS_ALLOWED_ORIGINS
 * (comma-separated, e.g. "https://m.example.com"). A page on plain http of the same host, or on
 * another port of it, is another origin: another program may serve it. An upgrade without
 * Origin is no page's (browsers always send it): an app or a script, which holds its own credentials.
 */
export function isAllowedSocketOrigin(req: { headers: IncomingHttpHeaders }, env: Record<string, string | undefined> = process.env): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const asked = parseOrigin(origin);
  if (asked === null) return false;
  const ownHost = req.headers.host;
  const own = ownHost ? parseOrigin(`${isSecureRequest(nodeHeaders(req)) ? 'https' : 'http'}://${ownHost}`) : null;
  const allowed = [own, env.CANONICAL_HOST ? parseOrigin(env.CANONICAL_HOST) : null, ...(env.WS_ALLOWED_ORIGINS ?? '').split(',').map((entry) => parseOrigin(entry.trim()))];
  return allowed.some((site) => site === asked);
}

/** The serialized origin ("https://host:port", lower case, default port left out), or null for anything that is not http(s). */
function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

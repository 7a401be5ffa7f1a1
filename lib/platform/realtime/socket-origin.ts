import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who may open /ws from a web page. A browser sends its page's Origin with every WebSocket
 * upgrade, and the upgrade carries the site's cookies whatever that page is, so without this
 * check any site could open a socket as the visiting player (cross-site WebSocket hijacking).
 * Allowed: the request's own host, the host of CANONICAL_HOST, and the origins listed in
 * WS_ALLOWED_ORIGINS (comma-separated, e.g. "https://m.example.com"). An upgrade without Origin
 * is no page's (browsers always send it): an app or a script, which holds its own credentials.
 */
export function isAllowedSocketOrigin(req: { headers: IncomingHttpHeaders }, env: Record<string, string | undefined> = process.env): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const asked = parseOrigin(origin);
  if (!asked) return false;
  const ownHost = req.headers.host?.toLowerCase();
  if (ownHost && asked.host === ownHost) return true;
  const canonical = env.CANONICAL_HOST ? parseOrigin(env.CANONICAL_HOST) : null;
  if (canonical && asked.host === canonical.host) return true;
  return (env.WS_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => parseOrigin(entry.trim()))
    .some((allowed) => allowed?.origin === asked.origin);
}

function parseOrigin(value: string): { origin: string; host: string } | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { origin: url.origin, host: url.host };
  } catch {
    return null;
  }
}

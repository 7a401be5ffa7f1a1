import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { studioRoundsEndpoint } from '@/lib/platform/games/studio-rounds-endpoint';
import { serveJsonEndpoint } from '@/lib/platform/http/node-endpoint';
import { SANDBOXED_PREFLIGHT_HEADERS } from '@/lib/platform/http/sandboxed-callers';

/**
 * The calls server.ts answers itself, before Next: every one is a JsonEndpoint whose Next route
 * file serves the same call. Why: Next's pipeline for a route handler (its router, web streams
 * for the request and the answer, tracing) cost more than the round it carried — about two
 * thirds of a game round's time (docs/ARCHITECTURE.md "Hot routes"). Only calls on a hot path
 * belong here; everything else stays with Next.
 */
const HOT_POST_ROUTES = new Map([[studioRoundsEndpoint.path, studioRoundsEndpoint]]);

/** Takes the request when it is a hot route's (and then answers it); false leaves it to Next. */
export function serveHotRoute(req: IncomingMessage, res: ServerResponse): boolean {
  if ((req.method !== 'POST' && req.method !== 'OPTIONS') || !req.url) return false;
  const query = req.url.indexOf('?');
  const endpoint = HOT_POST_ROUTES.get(query === -1 ? req.url : req.url.slice(0, query));
  if (!endpoint) return false;
  if (req.method === 'OPTIONS') {
    // The sandboxed game frame's preflight (lib/platform/http/sandboxed-callers.ts).
    if (!endpoint.sandboxedCallers) return false;
    res.writeHead(204, SANDBOXED_PREFLIGHT_HEADERS).end();
    return true;
  }
  void serveJsonEndpoint(endpoint, req, res);
  return true;
}

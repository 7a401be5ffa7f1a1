import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageCache } from '@/lib/platform/http-cache/page-cache';
import { serveFrontDoorCall } from '@/lib/platform/front-door/front-door';
import { serveHotRoute } from '@/lib/platform/hot-routes';
import { stampConnection } from '@/lib/platform/http/client-address';
import { screenRequestPath } from '@/lib/platform/http/request-path';
import { applySecurityHeaders } from '@/lib/platform/http/security-headers';
import { serveClientReport } from '@/lib/platform/client-reports/report-routes';
import { log, withLogContext } from '@/lib/platform/log/logger';
import { stampRequestId } from '@/lib/platform/log/request-id';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The custom server's answer to every HTTP request (server.ts), in order: stamp the connection,
 * give it a request id, set the security headers, screen the path, the browser's reports (PUT /log
 * and /performance), the hot routes, the account calls anyone can make (with the password calls'
 * door), the page cache, then Next. Kept out of server.ts so tests run the very same chain in
 * front of a stand-in for Next.
 */
export function siteRequestHandler(pageCache: PageCache, handle: RequestHandler): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    // Route handlers and the proxy cannot see the socket: tell them who is calling and whether
    // over TLS, and never let a client choose (lib/platform/http/client-address.ts).
    stampConnection(req);
    // Every line logged while answering carries the id the answer echoes (lib/platform/log).
    withLogContext({ reqId: stampRequestId(req, res) }, () => answer(req, res));
  };

  function answer(req: IncomingMessage, res: ServerResponse): void {
    // Before anything can answer, so every answer carries them (lib/platform/http/security-headers.ts).
    applySecurityHeaders(req, res);
    // Paths Next cannot decode, or that carry a NUL: 400 on the API, the 404 page elsewhere.
    if (screenRequestPath(req, res)) return;
    if (serveClientReport(req, res)) return;
    if (serveHotRoute(req, res)) return;
    // Login, sign-up, restore, refresh: answered here, a storm waiting at the password calls' door (front-door/front-door.ts).
    if (serveFrontDoorCall(req, res)) return;
    pageCache
      .serve(req, res)
      .then((served) => {
        if (served) return;
        pageCache.capture(req, res);
        return handle(req, res);
      })
      .catch((error: unknown) => {
        log.error('croupier: request failed', error, { url: req.url });
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
  }
}

import 'server-only';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { NextRequest } from 'next/server';
import type { RouteHandler } from './handle';

/**
 * Runs one of the API's route handlers (a `handle` of handle.ts: a NextRequest in, a Response
 * out) on Node's own request and response, with the body already read, without Next's pipeline.
 * The handler sees what Next would hand it — the method, the URL with its query, the headers as
 * the custom server stamped them — and its answer goes out as Next would send it, each
 * Set-Cookie a header of its own. A handler never throws (`handle` turns every failure into an
 * answer); should the writing fail, the connection is closed.
 */
export async function serveRoute(handler: RouteHandler<Record<string, string>>, req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = req.method ?? 'POST';
  const request = new NextRequest(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
  const answer = await handler(request, { params: Promise.resolve({}) });
  const out: OutgoingHttpHeaders = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  const bytes = Buffer.from(await answer.arrayBuffer());
  if (res.headersSent) return;
  res.writeHead(answer.status, { ...out, 'content-length': bytes.length });
  res.end(bytes);
}

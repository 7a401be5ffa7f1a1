import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { HeaderReader } from '@/lib/platform/auth/request-auth';
import { getDb } from '@/lib/platform/db/client';
import { assertDeclaredSize, MAX_BODY_BYTES, parseBody, parseJsonObject } from './body';
import { assertCallAllowed } from './call-guards';
import { ApiError, isRefusal, refusalAnswer, SERVER_ERROR_BODY } from './errors';
import type { JsonEndpoint } from './json-endpoint';
import { SANDBOXED_CALLER_HEADERS } from './sandboxed-callers';
import { log } from '@/lib/platform/log/logger';

/**
 * Serves a JsonEndpoint on Node's own request and response: what `handle` does for a route
 * handler (guards, body rules, error answers), minus everything the endpoint cannot need
 * (cookies, locale, query). Never throws: every failure is an answer.
 */
export async function serveJsonEndpoint<S extends z.ZodType>(endpoint: JsonEndpoint<S>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (endpoint.sandboxedCallers) for (const [name, value] of Object.entries(SANDBOXED_CALLER_HEADERS)) res.setHeader(name, value);
  try {
    const headers = headerReader(req);
    const db = await getDb();
    await assertCallAllowed(db, { method: req.method ?? 'GET', headers }, endpoint.guards ?? {});
    assertDeclaredSize(headers.get('content-length'));
    const body = parseBody(endpoint.schema, parseJsonObject(await readText(req)));
    send(res, 200, await endpoint.run(db, body));
  } catch (error: unknown) {
    if (isRefusal(error)) {
      const answer = refusalAnswer(error);
      send(res, answer.status, answer.body, answer.headers);
      return;
    }
    log.error(`[api] ${req.method} ${endpoint.path} failed`, error);
    send(res, 500, SERVER_ERROR_BODY);
  }
}

function headerReader(req: IncomingMessage): HeaderReader {
  return {
    get: (name) => {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * The body as text; past the size limit it answers 413 at once, keeping nothing more: the rest is
 * drained unread, so the connection stays usable (closing it under a sender still writing made
 * the attacker reconnect for every body, which cost the players' rounds more than reading did).
 */
export function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      reject(new ApiError(413, [{ code: 'payload_too_large' }]));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Hot answers are per caller, like every private answer of the API: never stored. */
function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json',
    'cache-control': status === 200 ? 'private, no-store' : 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

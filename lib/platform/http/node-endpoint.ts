import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { HeaderReader } from '@/lib/platform/auth/request-auth';
import { getDb } from '@/lib/platform/db/client';
import { assertDeclaredSize, parseBody, parseJsonObject } from './body';
import { assertCallAllowed } from './call-guards';
import { isRefusal } from './errors';
import type { JsonEndpoint } from './json-endpoint';
import { sendFailure, sendJson } from './node-answer';
import { closeUnreadBody, readText } from './node-body';
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
    const headers = nodeHeaderReader(req);
    const db = await getDb();
    await assertCallAllowed(db, { method: req.method ?? 'GET', headers }, endpoint.guards ?? {});
    assertDeclaredSize(headers.get('content-length'));
    const body = parseBody(endpoint.schema, parseJsonObject(await readText(req)));
    sendJson(res, 200, await endpoint.run(db, body));
  } catch (error: unknown) {
    closeUnreadBody(req, res);
    if (!isRefusal(error)) log.error(`[api] ${req.method} ${endpoint.path} failed`, error);
    sendFailure(res, error);
  }
}

/** Node's request headers as the call guards read them (the custom server's calls, and the front door's). */
export function nodeHeaderReader(req: IncomingMessage): HeaderReader {
  return {
    get: (name) => {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

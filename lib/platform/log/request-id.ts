import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's own X-Request-Id must look like to be kept (a proxy's id, a UUID): no spaces, no line breaks, short. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of one HTTP request: the X-Request-Id a proxy in front already gave it (so its log and
 * ours join), else a fresh UUID. It replaces the header on the request (route handlers log it) and
 * is echoed in the answer's X-Request-Id, which a player or a support ticket can quote.
 */
export function stampRequestId(req: IncomingMessage, res: ServerResponse): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  const id = typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

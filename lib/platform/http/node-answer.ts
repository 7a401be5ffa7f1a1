import 'server-only';
import type { ServerResponse } from 'node:http';
import { isRefusal, refusalAnswer, SERVER_ERROR_BODY } from './errors';

/**
 * A JSON answer written on Node's own response, for the calls the custom server answers before
 * Next (hot routes, the browser's reports, the front door's refusals). Per caller, like every
 * private answer of the API: never stored. Nothing is written once the headers have gone.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
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

/** A refusal as its answer (status, `{ errors }`, Retry-After); anything else as the API's 500, which the caller has logged. */
export function sendFailure(res: ServerResponse, error: unknown): void {
  if (!isRefusal(error)) {
    sendJson(res, 500, SERVER_ERROR_BODY);
    return;
  }
  const answer = refusalAnswer(error);
  sendJson(res, answer.status, answer.body, answer.headers);
}

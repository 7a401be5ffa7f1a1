import 'server-only';
import type { ServerResponse } from 'node:http';

const BODY = JSON.stringify({ errors: [{ code: 'method_not_allowed' }] });

function isEmpty(chunk: unknown): boolean {
  return chunk === undefined || typeof chunk === 'function' || ((typeof chunk === 'string' || chunk instanceof Uint8Array) && chunk.length === 0);
}

/**
 * Next answers a method that a route file does not export with an empty 405, and no handler of
 * ours runs. On an API path the custom server gives that answer the API's JSON body, so every
 * API error is `{ errors: [{ code }] }`. Next sends the head before it ends the answer, so the
 * head is caught: a 405 without a content type becomes JSON, and its empty end carries the body.
 */
export function shapeMethodNotAllowed(res: ServerResponse): void {
  let shaping = false;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode === 405 && res.getHeader('content-type') === undefined) {
      shaping = true;
      res.setHeader('content-type', 'application/json');
      res.setHeader('cache-control', 'no-store');
    }
    return writeHead(statusCode, ...rest);
  }) as ServerResponse['writeHead'];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode === 405 && !res.headersSent && res.getHeader('content-type') === undefined && isEmpty(args[0])) res.writeHead(405);
    return shaping && isEmpty(args[0]) ? end(BODY) : end(...args);
  }) as ServerResponse['end'];
}

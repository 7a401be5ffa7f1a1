import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from './body';
import { ApiError } from './errors';

/**
 * A request body as text, read on Node's own request for a call the custom server answers before
 * Next. Past MAX_BODY_BYTES it answers 413 at once and reads nothing more (the caller's answer
 * closes the connection: closeUnreadBody).
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
      req.pause();
      reject(new ApiError(413, [{ code: 'payload_too_large' }]));
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Before answering a call refused while its body was not read whole (413 past MAX_BODY_BYTES, by
 * its declared size or found while reading, or any refusal before reading): the answer goes out
 * with `Connection: close` and the connection ends after it, the rest of the body never read.
 * Why not drain it to keep the connection: every chunk read is a buffer outside V8's heap, and an
 * attacker's megabytes thrown away at 20 bodies a second made V8 run a full collection every
 * second (pauses of 5–13 ms, marking steps up to 8 ms on the server's one thread), which every
 * player's round then waited for, with or without bodies arriving at that moment. A body read
 * whole leaves the connection as it is.
 */
export function closeUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  req.pause();
  if (!res.headersSent) res.shouldKeepAlive = false;
}

import 'server-only';
import type { IncomingMessage } from 'node:http';
import { MAX_BODY_BYTES } from './body';
import { ApiError } from './errors';

/**
 * A request body as text, read on Node's own request for a call the custom server answers before
 * Next. Past MAX_BODY_BYTES it answers 413 at once and keeps nothing more: the rest is drained
 * unread, so the connection stays usable (closing it under a sender still writing made the
 * attacker reconnect for every body, which cost the players' rounds more than reading did).
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

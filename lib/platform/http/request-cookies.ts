import 'server-only';
import type { IncomingMessage } from 'node:http';

/**
 * One cookie of a raw Node request (the custom server's page cache, the WebSocket upgrade),
 * read without a parser: this runs on every request. Values are returned as sent; the
 * cookies read here (session seal, locale, auth hint) are URL-safe.
 */
export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

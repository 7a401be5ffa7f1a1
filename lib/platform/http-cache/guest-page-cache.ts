import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { GUEST_CACHE_SECONDS } from '@/lib/domain/constants';

/**
 * The /guest/ variant carries no player data, so its documents are the same for everyone.
 * This cache sits in front of Next in the custom server: a guest document is rendered once per
 * GUEST_CACHE_SECONDS and then served from memory (what a CDN would do in front of several
 * instances, which the public Cache-Control header also allows).
 *
 * Only plain document GETs are cached: no RSC/prefetch requests, no cookies set, status 200.
 * Compressed and plain bodies are kept apart (Vary: Accept-Encoding).
 */
interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const GUEST_CACHE_CONTROL = `public, max-age=0, s-maxage=${GUEST_CACHE_SECONDS}, stale-while-revalidate=${GUEST_CACHE_SECONDS * 5}`;

function isGuestPath(url: string): boolean {
  return url === '/guest' || url.startsWith('/guest/') || url.startsWith('/guest?');
}

function cacheKey(req: IncomingMessage): string | null {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !isGuestPath(url)) return null;
  const h = req.headers;
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) return null;
  const gzip = /\bgzip\b/.test(String(h['accept-encoding'] ?? ''));
  return `${gzip ? 'gz' : 'id'} ${url}`;
}

export class GuestPageCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = GUEST_CACHE_SECONDS * 1000) {}

  /** Answers from memory when a fresh copy exists; returns whether it did. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const key = cacheKey(req);
    if (!key) return false;
    const hit = this.entries.get(key);
    if (!hit) return false;
    if (Date.now() - hit.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return false;
    }
    res.writeHead(hit.status, { ...hit.headers, 'x-croupier-cache': 'HIT', age: String(Math.floor((Date.now() - hit.storedAt) / 1000)) });
    res.end(hit.body);
    return true;
  }

  /** Gives guest responses their public Cache-Control and keeps a copy of cacheable ones. */
  capture(req: IncomingMessage, res: ServerResponse): void {
    if (!isGuestPath(req.url ?? '')) return;
    const key = cacheKey(req);
    const originalWriteHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      if (status === 200) res.setHeader('cache-control', GUEST_CACHE_CONTROL);
      res.setHeader('x-croupier-cache', 'MISS');
      return originalWriteHead(...args);
    }) as ServerResponse['writeHead'];
    if (!key) return;

    const chunks: Buffer[] = [];
    let size = 0;
    const originalWrite = res.write.bind(res) as (...args: unknown[]) => boolean;
    const originalEnd = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (chunk == null || typeof chunk === 'function') return;
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array);
      size += buf.length;
      if (size <= MAX_BODY_BYTES) chunks.push(buf);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return originalWrite(chunk, ...rest);
    }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk);
      const result = originalEnd(chunk, ...rest);
      if (res.statusCode === 200 && size <= MAX_BODY_BYTES && !res.hasHeader('set-cookie')) this.store(key, res, Buffer.concat(chunks));
      return result;
    }) as ServerResponse['end'];
  }

  private store(key: string, res: ServerResponse, body: Buffer): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const headers = { ...res.getHeaders() };
    delete headers['x-croupier-cache'];
    delete headers['transfer-encoding'];
    delete headers['content-length'];
    headers['content-length'] = String(body.length);
    headers.vary = 'Accept-Encoding';
    this.entries.set(key, { status: 200, headers, body, storedAt: Date.now() });
  }
}

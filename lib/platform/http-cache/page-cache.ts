import 'server-only';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { GUEST_CACHE_SECONDS, PAGE_CACHE_SECONDS } from '@/lib/domain/constants';
import { LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME } from '@/lib/domain/locales';
import { SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import { cookieValue } from '@/lib/platform/http/request-cookies';
import { SECURITY_HEADER_NAMES } from '@/lib/platform/http/security-headers';

/**
 * A document cache in front of Next in the custom server. Pages carry no player data (player
 * parts are client components), so an anonymous visitor's document is the same for everyone:
 * it is rendered once per PAGE_CACHE_SECONDS and then served from memory, compressed once.
 * Next's own ISR path costs several milliseconds a request (proxy, routing, compression of
 * a large document), which is what keeps the lobby under its p99 target (docs/ARCHITECTURE).
 *
 * What is kept: plain document GETs (no RSC/prefetch/action requests), status 200, whose
 * only cookie change is next-intl's locale cookie, rendered for a visitor without a session
 * cookie or taken by Next from its prerender (ISR) cache, which is made without any request's
 * cookies and shared by Next itself. A kept copy therefore never holds anything of a player.
 * Who gets it: anyone the admission gate lets through to that very page, logged-in players
 * included (they receive the same document from Next's ISR cache anyway; their parts load
 * in the browser). What is never skipped: the proxy's decisions. `serve` asks the gate (the
 * same rules as proxy.ts, with the visitor's session for requiresAuth/requiresGuest) before
 * answering; anything but "go on" falls through to Next.
 * The /guest variant also gets a public Cache-Control so a CDN may keep it.
 */
interface Entry {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
}

/** What the gate decided: null = let Next answer; otherwise the page's locale. */
export type Admission = { locale: string } | null;
export type AdmissionGate = (req: IncomingMessage) => Promise<Admission>;

const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const GUEST_CACHE_CONTROL = `public, max-age=0, s-maxage=${GUEST_CACHE_SECONDS}, stale-while-revalidate=${GUEST_CACHE_SECONDS * 5}`;

export function isGuestUrl(url: string): boolean {
  return url === '/guest' || url.startsWith('/guest/') || url.startsWith('/guest?');
}

function cacheKey(req: IncomingMessage): string | null {
  const url = req.url ?? '';
  if (req.method !== 'GET') return null;
  // The pages proxy.ts governs (its matcher): no API, no Next files, no file with a dot.
  const pathname = url.split('?')[0] ?? '';
  if (/^\/(json-api|api|ws|_next|generated)(\/|$)/.test(pathname) || pathname.includes('.')) return null;
  const h = req.headers;
  if (h.rsc || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-action']) return null;
  const gzip = /\bgzip\b/.test(String(h['accept-encoding'] ?? ''));
  return `${gzip ? 'gz' : 'id'} ${url}`;
}

/** The locale cookie next-intl would set, so a cached answer behaves like a rendered one. */
function localeCookie(locale: string): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE;
  return `${LOCALE_COOKIE_NAME}=${locale}; Path=/; Expires=${new Date(Date.now() + maxAge * 1000).toUTCString()}; Max-Age=${maxAge}; SameSite=lax`;
}

/**
 * A page Next renders per request (force-dynamic, e.g. a studio game page with its run token)
 * says so with no-store / private: it must never be answered from memory to someone else.
 */
function forbidsSharedCopies(value: string | number | string[] | undefined): boolean {
  return /\b(no-store|private)\b/i.test(Array.isArray(value) ? value.join(',') : String(value ?? ''));
}

/**
 * Next marks a document it took from its prerender (ISR) cache: rendered without the request's
 * cookies and the same for every visitor, so even a player's request may leave it here. A page
 * that reads the session would be rendered per request and carry no such mark.
 */
const PRERENDER_HEADER = 'x-nextjs-prerender';
function isPrerendered(res: ServerResponse): boolean {
  return String(res.getHeader(PRERENDER_HEADER) ?? '') === '1';
}

function isOnlyLocaleCookie(value: string | number | string[] | undefined): boolean {
  if (value === undefined) return true;
  const list = Array.isArray(value) ? value : [String(value)];
  return list.every((c) => c.startsWith(`${LOCALE_COOKIE_NAME}=`));
}

export class PageCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly admit: AdmissionGate,
    private readonly ttlMs = PAGE_CACHE_SECONDS * 1000,
  ) {}

  /** Answers from memory when a fresh copy exists and the gate lets it; returns whether it did. */
  async serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const key = cacheKey(req);
    if (!key) return false;
    const hit = this.entries.get(key);
    if (!hit) return false;
    if (Date.now() - hit.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return false;
    }
    const admission = await this.admit(req);
    if (!admission) return false;
    const headers: OutgoingHttpHeaders = { ...hit.headers, 'x-croupier-cache': 'HIT', age: String(Math.floor((Date.now() - hit.storedAt) / 1000)) };
    if (!isGuestUrl(req.url ?? '') && cookieValue(req, LOCALE_COOKIE_NAME) !== admission.locale) headers['set-cookie'] = localeCookie(admission.locale);
    res.writeHead(hit.status, headers);
    res.end(hit.body);
    return true;
  }

  /** Gives guest responses their public Cache-Control and keeps a copy of cacheable ones. */
  capture(req: IncomingMessage, res: ServerResponse): void {
    const guest = isGuestUrl(req.url ?? '');
    const key = cacheKey(req);
    if (!key && !guest) return;
    const withSession = !!cookieValue(req, SESSION_COOKIE);
    const originalWriteHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((...args: unknown[]) => {
      const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
      if (guest && status === 200) res.setHeader('cache-control', GUEST_CACHE_CONTROL);
      if (key) res.setHeader('x-croupier-cache', 'MISS');
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
      const storable =
        res.statusCode === 200 &&
        size <= MAX_BODY_BYTES &&
        isOnlyLocaleCookie(res.getHeader('set-cookie')) &&
        !forbidsSharedCopies(res.getHeader('cache-control')) &&
        (!withSession || isPrerendered(res));
      if (storable) this.store(key, res, Buffer.concat(chunks));
      return result;
    }) as ServerResponse['end'];
  }

  private store(key: string, res: ServerResponse, body: Buffer): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const headers = { ...res.getHeaders() };
    for (const name of ['x-croupier-cache', 'x-request-id', 'transfer-encoding', 'content-length', 'set-cookie', 'date', 'connection', 'keep-alive']) delete headers[name];
    // server.ts sets them on every answer, a HIT included; HSTS depends on the request's TLS.
    for (const name of SECURITY_HEADER_NAMES) delete headers[name];
    headers['content-length'] = String(body.length);
    this.entries.set(key, { status: 200, headers, body, storedAt: Date.now() });
  }
}

import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { affiliateOriginFromEnv, chatOriginFromEnv } from '@/lib/platform/content/config-env';
import { isSecureRequest } from './client-address';
import { isApiPath } from './request-path';

/**
 * The one home of the security headers (docs/ARCHITECTURE.md "Security headers"). server.ts
 * sets them on every response before anything answers — the path screen, the hot routes, the
 * page cache, Next, the 500 fallback — so no answer can miss them; whoever writes the head later
 * only adds its own headers (Node merges setHeader with writeHead).
 *
 * Why no nonce and no hashes: a nonce makes Next render every page per request (no ISR, no page
 * cache), and hashes cannot be sent for a streamed page, whose head leaves before its inline
 * Flight scripts (`self.__next_f.push(…)`) are written; Next's `experimental.sri` does not cover
 * those scripts either. So pages get a strict allow-list: only this origin's files, with inline
 * scripts allowed for Next's bootstrap. 'unsafe-eval' only in development (React's dev tools).
 */
const DEV = process.env.NODE_ENV === 'development';

/**
 * Third parties the operator configured in the environment (lib/platform/content/config-env.ts):
 * the support chat's provider may load its script, styles, pictures, frames and calls from its
 * origin once the player opens the chat; the affiliate service only receives a GET.
 */
const CHAT_ORIGIN = chatOriginFromEnv();
const AFFILIATE_ORIGIN = affiliateOriginFromEnv();
const extra = (...origins: (string | null)[]) => origins.filter(Boolean).map((origin) => ` ${origin}`).join('');

export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${DEV ? " 'unsafe-eval'" : ''}${extra(CHAT_ORIGIN)}`,
  // React's style attributes (element sizes, the frame's position) are inline styles.
  `style-src 'self' 'unsafe-inline'${extra(CHAT_ORIGIN)}`,
  `img-src 'self' data: blob:${extra(CHAT_ORIGIN)}`,
  "font-src 'self'",
  // 'self' covers ws:/wss: of the page's own host (CSP Level 3): the real-time socket on /ws.
  `connect-src 'self'${extra(CHAT_ORIGIN, AFFILIATE_ORIGIN)}`,
  // The studio's games are pages of this site, framed by the game frame.
  `frame-src 'self'${extra(CHAT_ORIGIN)}`,
  // The service worker (/sw.js) is a script of this origin.
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** JSON is never a document to render: nothing may load from it, nobody may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Powerful features the site never uses, denied to it and to every frame it holds. Bluetooth is
 * left out: Chromium does not know it as a policy feature and logs an error on every page.
 */
export const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'magnetometer', 'gyroscope', 'accelerometer']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Sent only when the browser reached us over https (the rule that decides cookie `Secure`). */
export const HSTS = ['strict-transport-security', 'max-age=31536000'] as const;

type HeaderList = ReadonlyArray<readonly [string, string]>;

function headerList(csp: string, frameOptions: string): HeaderList {
  return Object.freeze([
    ['content-security-policy', csp],
    ['x-frame-options', frameOptions],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
  ] as const);
}

/** Computed once: the hot round route pays a few setHeader calls, nothing more. */
const PAGE_HEADERS = headerList(PAGE_CSP, 'SAMEORIGIN');
const API_HEADERS = headerList(API_CSP, 'DENY');

/** Every name this module may set: the page cache keeps none of them (each request sets its own). */
export const SECURITY_HEADER_NAMES: readonly string[] = [...PAGE_HEADERS.map(([name]) => name), HSTS[0]];

/** The headers an answer to this path gets (without HSTS, which depends on the connection). */
export function securityHeadersFor(pathname: string): HeaderList {
  return isApiPath(pathname) ? API_HEADERS : PAGE_HEADERS;
}

function headerReader(req: IncomingMessage): (name: string) => string | undefined {
  return (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
}

/** Sets the security headers on a response; server.ts calls it first for every request. */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  for (const [name, value] of securityHeadersFor(query === -1 ? url : url.slice(0, query))) res.setHeader(name, value);
  if (isSecureRequest(headerReader(req))) res.setHeader(HSTS[0], HSTS[1]);
}

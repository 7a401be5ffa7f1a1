import 'server-only';
/**
 * Who is calling, for per-address limits (page budget, login and code throttles), and over what
 * (https: Secure cookies); one rule for proxy.ts, the custom server's page cache and the API.
 *
 * Route handlers and the proxy do not see the TCP peer, so the custom server (server.ts) stamps
 * it into CLIENT_ADDRESS_HEADER on every request, replacing whatever a client sent. Behind
 * proxies the peer is the proxy, and the visitor is in X-Forwarded-For — which any client can
 * write. It is believed only when the operator says proxies sit in front: TRUST_PROXY = the
 * number of proxies that append to X-Forwarded-For (1 for one load balancer; "true" means 1).
 * The client is then the entry that many places from the right: the address the outermost
 * trusted proxy saw. With no address at all (a handler called outside the custom server) the
 * answer is null and per-address limits are skipped, rather than lumping every caller into one
 * bucket that one attacker could fill for everybody.
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export const CLIENT_ADDRESS_HEADER = 'x-croupier-client-address';
/** "1" when the custom server saw TLS on the socket; absent otherwise (stampConnection). */
export const CLIENT_TLS_HEADER = 'x-croupier-client-tls';

export type HeaderReader = (name: string) => string | null | undefined;

/** The HeaderReader of a Node request (an upgrade's: no Fetch Headers there); repeated headers joined as one list. */
export function nodeHeaders(req: { headers: IncomingHttpHeaders }): HeaderReader {
  return (name) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

export function trustedProxyHops(): number {
  const raw = (process.env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (raw === 'true' || raw === 'yes') return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function clientAddress(header: HeaderReader): string | null {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const list = (header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (list.length > 0) return list[Math.max(0, list.length - hops)] ?? null;
  }
  return header(CLIENT_ADDRESS_HEADER)?.trim() || null;
}

/**
 * Tells route handlers and the proxy what only the socket knows — the peer's address and whether
 * the connection is TLS — replacing whatever a client sent under those names. The custom server
 * calls it first on every request and upgrade.
 */
export function stampConnection(req: IncomingMessage): void {
  const socket = req.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  if (socket.remoteAddress) req.headers[CLIENT_ADDRESS_HEADER] = socket.remoteAddress;
  else delete req.headers[CLIENT_ADDRESS_HEADER];
  if (socket.encrypted === true) req.headers[CLIENT_TLS_HEADER] = '1';
  else delete req.headers[CLIENT_TLS_HEADER];
}

/**
 * https as the browser sees it (Secure cookies): TLS on our own socket, or, with TRUST_PROXY, the
 * X-Forwarded-Proto of the outermost trusted proxy (the entry that many places from the right,
 * as for X-Forwarded-For). Never the request URL: Next builds it from a client's
 * X-Forwarded-Proto whoever sent it.
 */
export function isSecureRequest(header: HeaderReader): boolean {
  if (header(CLIENT_TLS_HEADER) === '1') return true;
  const hops = trustedProxyHops();
  if (hops === 0) return false;
  const list = (header('x-forwarded-proto') ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return list[Math.max(0, list.length - hops)] === 'https';
}

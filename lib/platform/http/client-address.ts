import 'server-only';
/**
 * Who is calling, for per-address limits (page budget, login and code throttles) and secure
 * cookies; one rule for proxy.ts, the custom server's page cache and the API.
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
export const CLIENT_ADDRESS_HEADER = 'x-croupier-client-address';

export type HeaderReader = (name: string) => string | null | undefined;

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

/** https as the browser sees it: the request URL, or X-Forwarded-Proto from a trusted proxy. */
export function isSecureRequest(url: URL, headers: Headers): boolean {
  if (url.protocol === 'https:') return true;
  if (trustedProxyHops() === 0) return false;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

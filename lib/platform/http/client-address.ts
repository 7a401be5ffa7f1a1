/**
 * Who is calling, for per-address limits and secure cookies. Route handlers do not see the TCP
 * peer, so the address comes from X-Forwarded-For — which any client can write. It is trusted
 * only when the operator says a proxy sits in front: TRUST_PROXY = the number of proxies that
 * append to X-Forwarded-For (1 for one load balancer; "true" means 1). The client is then the
 * entry that many places from the right: the address the outermost trusted proxy saw.
 * Without TRUST_PROXY the address is unknown (null) and per-address limits are skipped, rather
 * than lumping every visitor into one bucket that one attacker could fill for everybody.
 */
export function trustedProxyHops(): number {
  const raw = (process.env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (raw === 'true' || raw === 'yes') return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function clientAddress(headers: Headers): string | null {
  const hops = trustedProxyHops();
  if (hops === 0) return null;
  const list = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length === 0) return null;
  return list[Math.max(0, list.length - hops)] ?? null;
}

/** https as the browser sees it: the request URL, or X-Forwarded-Proto from a trusted proxy. */
export function isSecureRequest(url: URL, headers: Headers): boolean {
  if (url.protocol === 'https:') return true;
  if (trustedProxyHops() === 0) return false;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * What the guards read from a request, in one place for proxy.ts (NextRequest), the custom
 * server's page cache (IncomingMessage) and the API's throttles: all pass a header reader.
 */
export type HeaderReader = (name: string) => string | null | undefined;

/**
 * The header the custom server (server.ts) stamps with the TCP peer's address on every
 * request, replacing whatever a client sent: route handlers and the proxy cannot see sockets.
 */
export const CLIENT_ADDRESS_HEADER = 'x-croupier-client-address';

/** The request header that carries the visitor's country (set by the edge / CDN in front). */
export function countryHeaderName(): string {
  return (process.env.GEO_COUNTRY_HEADER ?? 'x-country-code').toLowerCase();
}

export function countryFrom(headerValue: string | null | undefined): string | null {
  return headerValue?.trim().toUpperCase() || null;
}

/**
 * The visitor's address for rate limits and throttles. X-Forwarded-For is believed only when
 * TRUST_PROXY=1 says a proxy we run sets it (anyone can send the header; believing it by
 * default would let a flood pick a fresh address per request). Otherwise the TCP peer.
 */
export function clientAddress(header: HeaderReader): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return header(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

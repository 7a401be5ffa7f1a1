import 'server-only';
/**
 * The visitor's country as the guards read it, in one place for proxy.ts (NextRequest) and the
 * custom server's page cache (IncomingMessage). The visitor's address has its own home:
 * lib/platform/http/client-address.ts.
 */

/** The request header that carries the visitor's country (set by the edge / CDN in front). */
export function countryHeaderName(): string {
  return (process.env.GEO_COUNTRY_HEADER ?? 'x-country-code').toLowerCase();
}

export function countryFrom(headerValue: string | null | undefined): string | null {
  return headerValue?.trim().toUpperCase() || null;
}

import 'server-only';
/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750: the scheme in any case, the
 * token in its b64token characters), or null for anything else: the one reading of the header,
 * so a token that authenticates a call is the same token that can end its session.
 */
const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)$/i;

export function bearerToken(header: string | null | undefined): string | null {
  return (header && BEARER.exec(header.trim())?.[1]) || null;
}

export const dynamic = 'force-dynamic';

/**
 * Any path under this prefix that no other route claims: JSON 404 `not_found` for every method,
 * like every API error (lib/platform/http/unknown-route.ts). Next prefers static and dynamic
 * segments to a catch-all, so known routes are never shadowed (tests/integration/malformed-input.test.ts
 * drives the real routing).
 */
export { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } from '@croupier/platform/http/unknown-route';

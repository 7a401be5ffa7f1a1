import { unknownRoute } from '@/lib/platform/http/unknown-route';

export const dynamic = 'force-dynamic';

/**
 * Any path under this prefix that no other route claims: JSON 404 `not_found` for every method,
 * like every API error. Next prefers static and dynamic segments to a catch-all, so known routes
 * are never shadowed (tests/integration/malformed-input.test.ts drives the real routing).
 */
export const GET = unknownRoute;
export const HEAD = unknownRoute;
export const POST = unknownRoute;
export const PUT = unknownRoute;
export const PATCH = unknownRoute;
export const DELETE = unknownRoute;
export const OPTIONS = unknownRoute;

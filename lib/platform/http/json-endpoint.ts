import 'server-only';
import type { z } from 'zod';
import type { Db } from '@/lib/platform/db/client';
import type { CallGuardOptions } from './call-guards';
import type { RouteDescription } from './route-declaration';

/**
 * A JSON POST call on a hot path: served straight by the custom server (hot-routes, through
 * node-endpoint.ts) without Next's request pipeline, and also by its Next route file (through
 * `endpointRoute`, for `next dev`, tests and any caller that reaches Next). Both run the same
 * guards, body rules, handler and error answers, so the two ways in cannot drift apart.
 *
 * Only calls that need nothing of Next qualify: no cookies or session (the body carries its
 * credential, like a game round's run token), no locale, no query string.
 */
export interface JsonEndpoint<S extends z.ZodType> {
  /** The path it answers, exactly (no dynamic segments). */
  path: string;
  schema: S;
  guards?: CallGuardOptions;
  /** Callable from the sandboxed game frame (Origin: null, sandboxed-callers.ts): only for a call whose credential is in the body. */
  sandboxedCallers?: boolean;
  /** What the API description says of the call besides its schema (route-declaration.ts). */
  description?: RouteDescription;
  /** The answer's body (status 200) from the database handle and the parsed body; throws DomainError or ApiError for a refusal. */
  run: (db: Db, body: z.output<S>) => Promise<object>;
}

export function jsonEndpoint<S extends z.ZodType>(endpoint: JsonEndpoint<S>): JsonEndpoint<S> {
  return endpoint;
}

import 'server-only';
import type { z } from 'zod';
import type { ApiErrorItemCode } from '@/lib/domain/api-errors';
import type { CallGuardOptions } from './call-guards';
import type { CachePolicy } from './respond';

/** The HTTP statuses a call refuses with, each with the codes its `{ errors: [{ code }] }` may carry. */
export type DeclaredErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429 | 451 | 503, readonly ApiErrorItemCode[]>>;

/**
 * What a route says about itself for the API description (lib/platform/api-description): written
 * once, in the options of `handle()` beside the schemas the handler parses, so the published
 * description (GET /json-api/openapi.json) is read from the same objects the call runs with.
 * The refusals every call of a kind shares (a bad body, 401 without a player, 403 csrf, 503
 * maintenance, 451 in a barred region) follow from the options and need not be listed.
 */
export interface RouteDescription {
  /** One line for the reference (English). */
  summary?: string;
  /** The call's own refusals by status. */
  errors?: DeclaredErrors;
  /** Takes a key (`Idempotency-Key` or the body's `requestId`): a retry answers the first answer (idempotentCall). */
  idempotent?: boolean;
  /** Opened by `Authorization: Bearer <OPERATOR_TOKEN>` (lib/platform/http/operator-token.ts), not by a player's login. */
  operator?: boolean;
  /** The answer is a redirect (303 with Location), not JSON. */
  redirects?: boolean;
  /**
   * The schema of the 200 answer's JSON (made with answerSchema(), tied to the DTO type it
   * describes); the description shows it. Calls without one are described as "an object".
   */
  answer?: z.ZodType;
}

/** Everything a route handler made by `handle()` carries about its call. */
export interface RouteDeclaration extends RouteDescription, CallGuardOptions {
  auth?: 'required' | 'optional';
  cache?: CachePolicy;
  /** The JSON body's schema (parsed by `ctx.body()`). */
  body?: z.ZodType;
  /** The query string's schema (parsed by `ctx.query()`). */
  query?: z.ZodType;
}

/** A route handler function that carries its declaration. */
export interface Declared {
  readonly declaration: RouteDeclaration;
}

/** The declaration a route module's export carries, or null for anything else (a re-exported plain function). */
export function declarationOf(value: unknown): RouteDeclaration | null {
  if (typeof value !== 'function') return null;
  const declaration = (value as Partial<Declared>).declaration;
  return typeof declaration === 'object' && declaration !== null ? declaration : null;
}

/**
 * Adds description to a handler made elsewhere and exported as it is (the front door's calls:
 * their route files must export the very function the custom server runs, front-door.ts). The
 * function stays the same object; its declaration gains what is given here.
 */
export function describeCall<F extends Declared>(handler: F, description: RouteDescription & Pick<RouteDeclaration, 'body' | 'query'>): F {
  Object.assign(handler, { declaration: { ...handler.declaration, ...description } });
  return handler;
}

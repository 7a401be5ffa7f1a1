import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { localeFromAcceptLanguage, type Locale } from '@/lib/domain/locales';
import { parseQuery, platformQuerySchema, SLUG_PATTERN, type Platform } from '@/lib/domain/catalog/catalog-query';
import { authenticateRequest, readRequestSession, type AuthUser } from '@/lib/platform/auth/request-auth';
import { getDb, type Db } from '@/lib/platform/db/client';
import { authHintCookie, clearedSessionCookie, sessionCookie, sessionCookieMaxAge, sessionFromTokens, type SessionCookieSpec, type SessionData } from '@/lib/platform/auth/session-cookie';
import { now } from '@/lib/platform/clock';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE, deviceFromCookie, newDevice } from '@/lib/platform/account-links/device-cookie';
import { parseBody, readJsonObject } from './body';
import { assertCallAllowed, type CallGuardOptions } from './call-guards';
import { clientAddress, isSecureRequest } from './client-address';
import { badRequest, isRefusal, notFound, refusalAnswer, SERVER_ERROR_BODY, unauthorized } from './errors';
import { errorResponse, jsonResponse, type CachePolicy } from './respond';
import type { JsonEndpoint } from './json-endpoint';
import type { Declared, RouteDeclaration, RouteDescription } from './route-declaration';
import { SANDBOXED_CALLER_HEADERS, SANDBOXED_PREFLIGHT_HEADERS } from './sandboxed-callers';
import { log } from '@/lib/platform/log/logger';

/** A declared schema's parsed value (a call that declared none has nothing to parse). */
type Parsed<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * `ctx.query()` parses the route's declared query schema; `ctx.query(schema)` parses another
 * (a schema that depends on the request, or a helper's own).
 */
export type QueryParser<Q> = Q extends z.ZodType ? { (): Parsed<Q>; <S extends z.ZodType>(schema: S): z.output<S> } : <S extends z.ZodType>(schema: S) => z.output<S>;

/** `ctx.body()` parses the route's declared body schema; `ctx.body(schema)` another, as `ctx.query`. */
export type BodyParser<B> = B extends z.ZodType ? { (): Promise<Parsed<B>>; <S extends z.ZodType>(schema: S): Promise<z.output<S>> } : <S extends z.ZodType>(schema: S) => Promise<z.output<S>>;

/** What every handler gets besides the request (spec §7 request conventions). */
export interface ApiContext<P, U extends AuthUser | null = AuthUser | null, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined> {
  /** From Accept-Language; unknown languages fall back to the default locale. */
  locale: Locale;
  /** platform=mobile|desktop when the caller sent it. */
  platform: Platform | undefined;
  /** The database (the pool): services take it first (docs/ARCHITECTURE.md "Data"). */
  db: Db;
  /** The route's dynamic segments, already awaited. */
  params: P;
  /** Parses the query string with the declared schema (or the one given); throws a 400 ApiError on bad input. */
  query: QueryParser<Q>;
  /**
   * Parses the JSON body with the declared schema (or the one given); throws 400 with
   * `{ errors: [{ code, field }] }` (413 when too big). May be called more than once.
   */
  body: BodyParser<B>;
  /** The player: set with `auth: 'required'`, possibly with `auth: 'optional'`, else null. */
  user: U;
  /** The caller's address (lib/platform/http/client-address.ts); null only outside the custom server. */
  clientAddress: string | null;
  /** The session cookie as sent (empty when there is none). */
  readSession: () => Promise<SessionData>;
  /** Puts freshly issued tokens into the session cookie of the answer. */
  setSession: (tokens: Parameters<typeof sessionFromTokens>[0] & { sessionEndsAtMs: number }) => void;
  /** Deletes the session cookie with the answer. */
  clearSession: () => void;
  /**
   * The caller's device id (lib/platform/account-links/device-cookie.ts): the signed device
   * cookie's, or a new one whose cookie rides on the answer (error answers included).
   */
  device: () => string;
}

/** Next 16 passes the dynamic segments as a promise. */
export interface RouteContext<P> {
  params: Promise<P>;
}

/** A handler answers a JSON body (wrapped into a response by `handle`) or a ready Response. */
export type ApiHandler<P, U extends AuthUser | null = AuthUser | null, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined> = (
  req: NextRequest,
  ctx: ApiContext<P, U, B, Q>,
) => Promise<object | Response>;

export type RouteHandler<P> = (req: NextRequest, route: RouteContext<P>) => Promise<Response>;

/** A route handler made by `handle()`: it carries its declaration for the API description. */
export type DeclaredRoute<P> = RouteHandler<P> & Declared;

export interface HandleOptions<B extends z.ZodType | undefined = z.ZodType | undefined, Q extends z.ZodType | undefined = z.ZodType | undefined> extends CallGuardOptions, RouteDescription {
  /** The JSON body's schema: `ctx.body()` parses it, and the API description shows it. */
  body?: B;
  /** The query string's schema: `ctx.query()` parses it, and the API description shows it. */
  query?: Q;
  cache?: CachePolicy;
  /**
   * `required`: no valid access token → 401 `unauthorized`. `optional`: a guest is fine, but
   * credentials that were sent and do not hold are still 401 (the client refreshes and retries).
   * Absent: the call is public and nobody is looked up.
   */
  auth?: 'required' | 'optional';
  /** The JSON body's limit in bytes, MAX_BODY_BYTES (64 KB) unless the call takes a file. */
  maxBodyBytes?: number;
}

function serializeCookie(spec: SessionCookieSpec): string {
  const o = spec.options;
  return [`${spec.name}=${spec.value}`, `Path=${o.path}`, `Max-Age=${o.maxAge}`, o.httpOnly ? 'HttpOnly' : '', 'SameSite=Lax', o.secure ? 'Secure' : '']
    .filter(Boolean)
    .join('; ');
}

/**
 * The one wrapper of every API route handler: maintenance, the CSRF rule for state-changing
 * calls, locale and platform, authentication, query and body parsers; a thrown ApiError or
 * DomainError becomes its status with `{ errors, ...extra }` (refusalAnswer), anything unexpected a logged 500
 * `{ errors: [{ code: 'server_error' }] }` (never a stack). Session cookie changes asked for by
 * the handler ride on the answer, error answers included.
 */
export function handle<P extends Record<string, string> = Record<string, string>, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  handler: ApiHandler<P, AuthUser, B, Q>,
  options: HandleOptions<B, Q> & { auth: 'required' },
): DeclaredRoute<P>;
export function handle<P extends Record<string, string> = Record<string, string>, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(
  handler: ApiHandler<P, AuthUser | null, B, Q>,
  options?: HandleOptions<B, Q>,
): DeclaredRoute<P>;
export function handle<P extends Record<string, string> = Record<string, string>>(
  handler: ApiHandler<P, AuthUser, z.ZodType | undefined, z.ZodType | undefined> | ApiHandler<P, AuthUser | null, z.ZodType | undefined, z.ZodType | undefined>,
  options: HandleOptions = {},
): DeclaredRoute<P> {
  const route: RouteHandler<P> = async (req, route) => {
    const secure = isSecureRequest((name) => req.headers.get(name));
    // The session cookie and its script-readable hint (lib/domain/auth/auth-hint) always change together.
    let cookies: Promise<SessionCookieSpec[]> | null = null;
    let deviceCookie: SessionCookieSpec | null = null;
    let deviceId: string | null = null;
    const withCookie = async (res: Response): Promise<Response> => {
      for (const spec of (await cookies) ?? []) res.headers.append('Set-Cookie', serializeCookie(spec));
      if (deviceCookie) res.headers.append('Set-Cookie', serializeCookie(deviceCookie));
      return res;
    };
    try {
      const searchParams = req.nextUrl.searchParams;
      const db = await getDb();
      await assertCallAllowed(db, req, options);
      const common = parseQuery(platformQuerySchema, searchParams);
      if (!common.ok) throw badRequest(common.errors);
      const locale = localeFromAcceptLanguage(req.headers.get('accept-language'));
      const params = route?.params ? await route.params : ({} as P);
      let user: AuthUser | null = null;
      if (options.auth) {
        const auth = await authenticateRequest(db, req);
        if (auth.kind === 'invalid' || (auth.kind === 'anonymous' && options.auth === 'required')) throw unauthorized();
        if (auth.kind === 'user') user = auth.user;
      }
      let rawBody: Promise<Record<string, unknown>> | null = null;
      let session: Promise<SessionData> | null = null;
      const query = (schema?: z.ZodType) => {
        const parsed = parseQuery(schema ?? declared(options.query, 'query'), searchParams);
        if (!parsed.ok) throw badRequest(parsed.errors);
        return parsed.value;
      };
      const body = async (schema?: z.ZodType) => parseBody(schema ?? declared(options.body, 'body'), await (rawBody ??= readJsonObject(req, options.maxBodyBytes)));
      const ctx: ApiContext<P, AuthUser | null, z.ZodType | undefined, z.ZodType | undefined> = {
        db,
        locale,
        platform: common.value.platform,
        params,
        // Both forms behind one function: the types above offer the no-argument form only to a route that declared the schema.
        query: query as QueryParser<z.ZodType | undefined>,
        body: body as BodyParser<z.ZodType | undefined>,
        user,
        clientAddress: clientAddress((name) => req.headers.get(name)),
        readSession: () => (session ??= readRequestSession(req)),
        setSession: (tokens) => {
          const maxAge = sessionCookieMaxAge(tokens.sessionEndsAtMs, now().getTime());
          cookies = sessionCookie(sessionFromTokens(tokens), secure, maxAge).then((spec) => [spec, authHintCookie(true, secure, maxAge)]);
        },
        clearSession: () => {
          cookies = Promise.resolve([clearedSessionCookie(secure), authHintCookie(false, secure)]);
        },
        device: () => {
          if (deviceId) return deviceId;
          deviceId = deviceFromCookie(req.cookies.get(DEVICE_COOKIE)?.value);
          if (deviceId) return deviceId;
          const fresh = newDevice();
          deviceCookie = { name: DEVICE_COOKIE, value: fresh.cookieValue, options: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: DEVICE_COOKIE_MAX_AGE } };
          return (deviceId = fresh.id);
        },
      };
      // The overloads guarantee a user whenever the handler was declared with auth: 'required'.
      const answer = await (handler as ApiHandler<P, AuthUser | null, z.ZodType | undefined, z.ZodType | undefined>)(req, ctx);
      if (answer instanceof Response) return await withCookie(answer);
      return await withCookie(jsonResponse(answer, { cache: options.cache, locale }));
    } catch (error: unknown) {
      if (isRefusal(error)) {
        const answer = refusalAnswer(error);
        return withCookie(errorResponse(answer.status, answer.body, answer.headers));
      }
      log.error(`[api] ${req.method} ${req.nextUrl.pathname} failed`, error);
      return withCookie(errorResponse(500, SERVER_ERROR_BODY));
    }
  };
  return Object.assign(route, { declaration: declarationFrom(options) });
}

/** The schema a no-argument `ctx.body()` / `ctx.query()` parses: the declared one (the types allow the call only then). */
function declared(schema: z.ZodType | undefined, what: 'body' | 'query'): z.ZodType {
  if (!schema) throw new Error(`ctx.${what}() without a declared ${what} schema`);
  return schema;
}

/** What the API description reads of a route's options (the body limit is the server's business). */
function declarationFrom(options: HandleOptions): RouteDeclaration {
  const { maxBodyBytes: _limit, ...declaration } = options;
  return declaration;
}

/** A slug from the path; one that cannot exist is a 404 without a database round trip. */
export function pathSlug(value: string | undefined): string {
  if (!value || !SLUG_PATTERN.test(value)) throw notFound();
  return value;
}

/** A positive integer id from the path; anything else is a 404. */
export function pathId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  const id = Number(value);
  if (id > 2_147_483_647) throw notFound();
  return id;
}

/** Throws 404 when a service found nothing. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}

/** The Next route handler of a JsonEndpoint (json-endpoint.ts): the same call as its hot route. */
export function endpointRoute<S extends z.ZodType>(endpoint: JsonEndpoint<S>): DeclaredRoute<Record<string, string>> {
  // The schema it parses is the one it declares (a generic schema reads better given than declared-and-inferred).
  const route = handle(async (_req, ctx) => endpoint.run(ctx.db, await ctx.body(endpoint.schema)), { ...endpoint.guards, ...endpoint.description, body: endpoint.schema });
  if (!endpoint.sandboxedCallers) return route;
  const withCallerHeaders: RouteHandler<Record<string, string>> = async (req, ctx) => {
    const response = await route(req, ctx);
    for (const [name, value] of Object.entries(SANDBOXED_CALLER_HEADERS)) response.headers.set(name, value);
    return response;
  };
  return Object.assign(withCallerHeaders, { declaration: route.declaration });
}

/** The preflight answer (OPTIONS) of a JsonEndpoint callable from the sandboxed game frame. */
export function endpointPreflight(): Response {
  return new Response(null, { status: 204, headers: SANDBOXED_PREFLIGHT_HEADERS });
}

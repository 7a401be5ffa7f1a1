import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { localeFromAcceptLanguage, type Locale } from '@/lib/domain/locales';
import { parseQuery, platformQuerySchema, SLUG_PATTERN, type Platform } from '@/lib/domain/catalog-query';
import { ApiError, badRequest, isApiError, notFound } from './errors';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { errorResponse, jsonResponse, type CachePolicy } from './respond';

/** What every handler gets besides the request (spec §7 request conventions). */
export interface ApiContext<P> {
  /** From Accept-Language; unknown languages fall back to the default locale. */
  locale: Locale;
  /** platform=mobile|desktop when the caller sent it. */
  platform: Platform | undefined;
  /** The route's dynamic segments, already awaited. */
  params: P;
  /** Parses the query string with a schema of lib/domain; throws a 400 ApiError on bad input. */
  query: <S extends z.ZodType>(schema: S) => z.output<S>;
}

/** Next 16 passes the dynamic segments as a promise. */
export interface RouteContext<P> {
  params: Promise<P>;
}

/** A handler answers a JSON body (wrapped into a response by `handle`) or a ready Response. */
export type ApiHandler<P> = (req: NextRequest, ctx: ApiContext<P>) => Promise<object | Response>;

export interface HandleOptions {
  cache?: CachePolicy;
  /** Answers even in maintenance (serverdata: the site must learn that maintenance is on). */
  duringMaintenance?: boolean;
}

/**
 * The one wrapper of every API route handler: reads locale and platform, gives the handler
 * a query parser, turns a thrown ApiError into its status and `{ errors }`, and anything
 * unexpected into a logged 500 `{ errors: [{ code: 'server_error' }] }` (never a stack).
 */
export function handle<P extends Record<string, string> = Record<string, string>>(
  handler: ApiHandler<P>,
  options: HandleOptions = {},
): (req: NextRequest, route: RouteContext<P>) => Promise<Response> {
  return async (req, route) => {
    try {
      const searchParams = req.nextUrl.searchParams;
      if (!options.duringMaintenance && (await getServerConfig()).maintenance) throw new ApiError(503, [{ code: 'maintenance' }]);
      const common = parseQuery(platformQuerySchema, searchParams);
      if (!common.ok) throw badRequest(common.errors);
      const locale = localeFromAcceptLanguage(req.headers.get('accept-language'));
      const params = route?.params ? await route.params : ({} as P);
      const ctx: ApiContext<P> = {
        locale,
        platform: common.value.platform,
        params,
        query: (schema) => {
          const parsed = parseQuery(schema, searchParams);
          if (!parsed.ok) throw badRequest(parsed.errors);
          return parsed.value;
        },
      };
      const body = await handler(req, ctx);
      if (body instanceof Response) return body;
      return jsonResponse(body, { cache: options.cache, locale });
    } catch (error: unknown) {
      if (isApiError(error)) return errorResponse(error.status, { errors: error.errors });
      console.error(`[api] ${req.method} ${req.nextUrl.pathname} failed:`, error);
      return errorResponse(500, { errors: [{ code: 'server_error' }] });
    }
  };
}

/** A slug from the path; one that cannot exist is a 404 without a database round trip. */
export function pathSlug(value: string | undefined): string {
  if (!value || !SLUG_PATTERN.test(value)) throw notFound();
  return value;
}

/** Throws 404 when a service found nothing. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw notFound();
  return value;
}

import 'server-only';
import { NextResponse } from 'next/server';
import type { ApiErrorBody } from '@/lib/domain/api-errors';
import { CATALOGUE_REVALIDATE_SECONDS } from '@/lib/domain/constants';
import type { Locale } from '@/lib/domain/locales';

/**
 * How a successful answer may be cached.
 * - `public`: the same for every visitor of a language; shared caches may keep it
 *   CATALOGUE_REVALIDATE_SECONDS. It varies by Accept-Language (the locale of the texts).
 * - `private`: per user; never stored by shared caches.
 */
export type CachePolicy = 'public' | 'private';

export const PUBLIC_CACHE_CONTROL = `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}`;

interface AnswerInit {
  status?: number;
  cache?: CachePolicy;
  locale?: Locale;
  headers?: Record<string, string>;
}

function answerHeaders(init: AnswerInit): Headers {
  const headers = new Headers(init.headers);
  if (init.cache === 'public') {
    headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    headers.set('Vary', 'Accept-Language');
  } else {
    headers.set('Cache-Control', 'private, no-store');
  }
  if (init.locale) headers.set('Content-Language', init.locale);
  return headers;
}

export function jsonResponse(body: unknown, init: AnswerInit = {}): NextResponse {
  return NextResponse.json(body, { status: init.status ?? 200, headers: answerHeaders(init) });
}

/** An answer whose JSON is already text: a stored answer is sent again byte for byte (lib/platform/idempotency). */
export function jsonTextResponse(text: string, init: AnswerInit = {}): NextResponse {
  const headers = answerHeaders(init);
  headers.set('Content-Type', 'application/json');
  return new NextResponse(text, { status: init.status ?? 200, headers });
}

/** Error answers are never cached. `body` may carry top-level fields besides `errors`. */
export function errorResponse(status: number, body: ApiErrorBody & Record<string, unknown>, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...headers, 'Cache-Control': 'no-store' } });
}

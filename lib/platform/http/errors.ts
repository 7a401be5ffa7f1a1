import 'server-only';
import type { ApiErrorBody, ApiErrorCode, ApiErrorItem } from '@/lib/domain/api-errors';

/** What an ApiError may add to its answer besides `{ errors }`. */
export interface ApiErrorOptions {
  /** Top-level body fields (e.g. `retry_after`, `is_max_attempts_used`, `message`, `success`). */
  extra?: Record<string, unknown>;
  /** Response headers (e.g. `Retry-After`). */
  headers?: Record<string, string>;
}

/**
 * A failure the caller is told about: thrown anywhere below a route handler and turned
 * by `handle` into `status` with `{ errors }`. Anything else thrown becomes a 500.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(status: number, errors: ApiErrorItem[], options: ApiErrorOptions = {}) {
    super(errors.map((e) => (e.field ? `${e.code} (${e.field})` : e.code)).join(', '));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }
}

/** The same error with more top-level body fields (a route adding `success: false` or a `message`). */
export function withExtra(error: ApiError, extra: Record<string, unknown>): ApiError {
  return new ApiError(error.status, error.errors, { extra: { ...error.extra, ...extra }, headers: error.headers });
}

export function unauthorized(): ApiError {
  return new ApiError(401, [{ code: 'unauthorized' }]);
}

/** 429 with Retry-After (seconds, rounded up) and `retry_after` in the body. */
export function tooManyRequests(code: ApiErrorCode, retryAfterSeconds: number, extra: Record<string, unknown> = {}): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(429, [{ code }], { extra: { retry_after: seconds, ...extra }, headers: { 'Retry-After': String(seconds) } });
}

/**
 * Also recognises an ApiError from another copy of this module (the custom server and Next's
 * bundles are separate module graphs in one process).
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; status?: unknown; errors?: unknown };
  return e.name === 'ApiError' && typeof e.status === 'number' && Array.isArray(e.errors);
}

/** The body an ApiError answers: `{ errors }` and its extra top-level fields. */
export function errorBodyOf(error: ApiError): ApiErrorBody & Record<string, unknown> {
  return { ...error.extra, errors: error.errors };
}

/** The body of a failure nobody planned for: never a stack or a message. */
export const SERVER_ERROR_BODY: ApiErrorBody & Record<string, unknown> = { errors: [{ code: 'server_error' }] };

export function badRequest(errors: ApiErrorItem[]): ApiError;
export function badRequest(code: ApiErrorCode, field?: string): ApiError;
export function badRequest(codeOrErrors: ApiErrorCode | ApiErrorItem[], field?: string): ApiError {
  if (Array.isArray(codeOrErrors)) return new ApiError(400, codeOrErrors);
  return new ApiError(400, [field ? { code: codeOrErrors, field } : { code: codeOrErrors }]);
}

export function notFound(): ApiError {
  return new ApiError(404, [{ code: 'not_found' }]);
}

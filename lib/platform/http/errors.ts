import 'server-only';
import type { ApiErrorBody, ApiErrorCode, ApiErrorItem } from '@/lib/domain/api-errors';
import { DomainError, isDomainError, type DomainErrorKind } from '@/lib/domain/domain-error';

/** What an ApiError may add to its answer besides `{ errors }`. */
export interface ApiErrorOptions {
  /** Top-level body fields (e.g. `retry_after`, `is_max_attempts_used`, `message`, `success`). */
  extra?: Record<string, unknown>;
  /** Response headers (e.g. `Retry-After`). */
  headers?: Record<string, string>;
}

/**
 * A refusal that is purely HTTP (a bad path segment, a body too large, the CSRF rule, maintenance):
 * thrown by lib/platform/http and route handlers, and turned by `handle` into `status` with
 * `{ errors }`. Services throw DomainError instead (lib/domain/domain-error.ts). Anything else
 * thrown becomes a 500.
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

/** What a caller is refused with: an HTTP refusal, or a service's DomainError. */
export type Refusal = ApiError | DomainError;

export function isRefusal(error: unknown): error is Refusal {
  return isApiError(error) || isDomainError(error);
}

/** The one place a service's kind of refusal becomes an HTTP status. */
const STATUS_OF_KIND: Readonly<Record<DomainErrorKind, number>> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  /** The expensive-work pool is full (lib/platform/work-pool): try again after Retry-After. */
  busy: 503,
  /** An upload over its size limit (an identity document over 32 MB). */
  too_large: 413,
};

export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody & Record<string, unknown>;
  headers: Record<string, string>;
}

/**
 * The answer of a refusal, for both ways in (`handle` and node-endpoint.ts): its status, the body
 * `{ ...details, errors }` and its headers (Retry-After for a rate limit or a busy pool).
 */
export function refusalAnswer(error: Refusal): ErrorAnswer {
  if (isApiError(error)) return { status: error.status, body: { ...error.extra, errors: error.errors }, headers: error.headers };
  const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
  return { status: STATUS_OF_KIND[error.kind], body: { ...error.details, errors: [...error.errors] }, headers };
}

/** The same refusal with more top-level body fields (a route adding `success: false` or a `message`). */
export function withExtra(error: Refusal, extra: Record<string, unknown>): Refusal {
  if (isApiError(error)) return new ApiError(error.status, error.errors, { extra: { ...error.extra, ...extra }, headers: error.headers });
  return new DomainError(error.kind, error.errors, { details: { ...error.details, ...extra }, retryAfterSeconds: error.retryAfterSeconds });
}

export function unauthorized(): ApiError {
  return new ApiError(401, [{ code: 'unauthorized' }]);
}

/** The process holds one copy of the platform (process-state.ts), so its class says it. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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

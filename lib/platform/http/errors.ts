import type { ApiErrorCode, ApiErrorItem } from '@/lib/domain/api-errors';

/**
 * A failure the caller is told about: thrown anywhere below a route handler and turned
 * by `handle` into `status` with `{ errors }`. Anything else thrown becomes a 500.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];

  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors.map((e) => (e.field ? `${e.code} (${e.field})` : e.code)).join(', '));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
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

export function badRequest(errors: ApiErrorItem[]): ApiError;
export function badRequest(code: ApiErrorCode, field?: string): ApiError;
export function badRequest(codeOrErrors: ApiErrorCode | ApiErrorItem[], field?: string): ApiError {
  if (Array.isArray(codeOrErrors)) return new ApiError(400, codeOrErrors);
  return new ApiError(400, [field ? { code: codeOrErrors, field } : { code: codeOrErrors }]);
}

export function notFound(): ApiError {
  return new ApiError(404, [{ code: 'not_found' }]);
}

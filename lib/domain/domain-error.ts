import type { ApiErrorItem, ApiErrorItemCode } from './api-errors';

/**
 * What kind of refusal a service makes, in its own terms; lib/platform/http alone turns a kind
 * into an HTTP status (http/errors.ts), so services never speak HTTP.
 */
export const DOMAIN_ERROR_KINDS = ['invalid', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'rate_limited', 'unavailable', 'busy', 'too_large'] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

export interface DomainErrorOptions {
  /** Fields the answer carries beside `errors` (e.g. `retry_after`, `is_max_attempts_used`, `balance`). */
  details?: Readonly<Record<string, unknown>>;
  /** For `rate_limited` and `busy`: whole seconds until the caller may try again (the Retry-After header). */
  retryAfterSeconds?: number;
}

/**
 * A refusal thrown by a service: one or more `{ code, field? }` (the first is `code`/`field`),
 * a kind and details. Each room of lib/platform builds them with the small constructors of its
 * own `errors.ts`.
 */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly errors: readonly [ApiErrorItem, ...ApiErrorItem[]];
  readonly details: Readonly<Record<string, unknown>>;
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: DomainErrorKind, errors: readonly [ApiErrorItem, ...ApiErrorItem[]], options: DomainErrorOptions = {}) {
    super(errors.map((e) => (e.field ? `${e.code} (${e.field})` : e.code)).join(', '));
    this.name = 'DomainError';
    this.kind = kind;
    this.errors = errors;
    this.details = options.details ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get code(): ApiErrorItemCode {
    return this.errors[0].code;
  }

  get field(): string | undefined {
    return this.errors[0].field;
  }
}

/** One `{ code, field? }` of a kind: what most refusals are. */
export function domainError(kind: DomainErrorKind, code: ApiErrorItemCode, field?: string, options?: DomainErrorOptions): DomainError {
  return new DomainError(kind, [field ? { code, field } : { code }], options);
}

/**
 * Also recognises a DomainError from another copy of this module: lib/domain is shared with the
 * browser, so Next compiles it into its bundles while the platform loads it from the sources
 * (docs/decisions/0063), and `instanceof` alone misses some.
 */
export function isDomainError(error: unknown): error is DomainError {
  if (error instanceof DomainError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; kind?: unknown; errors?: unknown };
  return (
    e.name === 'DomainError' &&
    (DOMAIN_ERROR_KINDS as readonly unknown[]).includes(e.kind) &&
    Array.isArray(e.errors) &&
    e.errors.length > 0
  );
}

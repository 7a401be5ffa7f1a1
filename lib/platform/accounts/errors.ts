import 'server-only';
import type { ApiErrorCode, ApiErrorItem } from '@/lib/domain/api-errors';
import type { ValidationKind } from '@/lib/domain/validation/kinds';
import type { CaptchaWidgetConfig } from '@/lib/domain/auth/auth-captcha';
import { DomainError, domainError } from '@/lib/domain/domain-error';

/** A refused account call: bad input, a taken contact, a wrong code (`{ errors: [{ code, field? }] }`). */
export function accountError(code: ApiErrorCode | ValidationKind, field?: string): DomainError {
  return domainError('invalid', code, field);
}

/** Several fields refused at once (registration reports every taken contact together). */
export function accountErrors(errors: readonly [ApiErrorItem, ...ApiErrorItem[]]): DomainError {
  return new DomainError('invalid', errors);
}

/** The player (or the contact asked for) does not exist. */
export function accountNotFound(): DomainError {
  return domainError('not_found', 'not_found');
}

/** Login with an unknown account or a wrong password: the same refusal for both. */
export function invalidCredentials(): DomainError {
  return domainError('unauthenticated', 'invalid_credentials');
}

/** Too many tries: `retry_after` (whole seconds, at least 1) in the answer and its Retry-After. */
export function tooManyTries(code: ApiErrorCode, retryAfterSeconds: number): DomainError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return domainError('rate_limited', code, undefined, { details: { retry_after: seconds }, retryAfterSeconds: seconds });
}

/** A code's wrong attempts or a contact's sends are used up; with a wait when one is known. */
export function maxAttemptsUsed(retryAfterSeconds?: number): DomainError {
  const seconds = retryAfterSeconds ? Math.ceil(retryAfterSeconds) : undefined;
  const details = { is_max_attempts_used: true, ...(seconds !== undefined ? { retry_after: seconds } : {}) };
  return domainError('rate_limited', 'is_max_attempts_used', undefined, { details, retryAfterSeconds: seconds });
}

/** A one-time code refused: always about the `code` field. */
export function codeError(code: 'invalid_code' | 'code_expired' | 'code_required'): DomainError {
  return accountError(code, 'code');
}

/**
 * The registration's captcha refused (not sent, or not passed): at the token field, with the
 * widget to show (`captcha`), so a form that showed none — the sign-up limits asked for it on
 * this one (sign-up-limits.ts) — can show it now.
 */
export function captchaRefusal(code: 'captcha_required' | 'captcha_invalid', widget: CaptchaWidgetConfig | null): DomainError {
  return domainError('invalid', code, 'captcha_token', widget ? { details: { captcha: widget } } : undefined);
}

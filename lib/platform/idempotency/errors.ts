import 'server-only';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/** Where the key came from, as the caller sent it: the field of a refusal. */
export type KeyField = 'Idempotency-Key' | 'requestId';

/** A key outside IDEMPOTENCY_KEY_PATTERN, or a header and a body field that name two keys (HTTP 400). */
export function invalidKey(field: KeyField): DomainError {
  return domainError('invalid', 'invalid_value', field);
}

/**
 * The key answered another request of this call before (another path, another body): refused
 * rather than answered with that request's answer (HTTP 409). Nothing is done; a new key is needed.
 */
export function keyReused(field: KeyField): DomainError {
  return domainError('conflict', 'idempotency_key_reused', field);
}

import 'server-only';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/** The expensive-work pool is full: 503 `busy` with Retry-After (whole seconds, at least 1). */
export function busy(retryAfterSeconds: number): DomainError {
  return domainError('busy', 'busy', undefined, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

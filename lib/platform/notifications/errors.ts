import 'server-only';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/** The notice is not the caller's, or does not exist: one answer for both (HTTP 404 `not_found`). */
export function noticeNotFound(): DomainError {
  return domainError('not_found', 'not_found');
}

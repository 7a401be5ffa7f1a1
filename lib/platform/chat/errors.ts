import 'server-only';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/** The visitor call of a provider the site does not use (none configured, or the other one): 404 `chat_unavailable`. */
export function chatUnavailable(): DomainError {
  return domainError('not_found', 'chat_unavailable');
}

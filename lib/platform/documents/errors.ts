import 'server-only';
import type { DocumentErrorCode } from '@/lib/domain/documents/documents';
import { domainError, type DomainError, type DomainErrorKind } from '@/lib/domain/domain-error';

/** Which answer each refusal gets (texts in messages `documents.errors.<code>`). */
const KINDS: Record<DocumentErrorCode, DomainErrorKind> = {
  file_too_large: 'too_large',
  image_too_large: 'too_large',
  wrong_mime_type: 'invalid',
  cannot_save: 'unavailable',
  verification_disabled: 'unavailable',
  already_processing: 'conflict',
  document_not_found: 'not_found',
  request_limit_exceeded: 'rate_limited',
};

const FILE_FAULTS: readonly DocumentErrorCode[] = ['file_too_large', 'image_too_large', 'wrong_mime_type'];

/** A refused document call: `{ errors: [{ code, field? }] }`; the file's own faults name the field `file`. */
export function documentError(code: DocumentErrorCode): DomainError {
  return domainError(KINDS[code], code, FILE_FAULTS.includes(code) ? 'file' : undefined);
}

/** Past the player's uploads of the hour: 429 with `retry_after` and Retry-After, like the other request limits. */
export function uploadLimitReached(retryAfterSeconds: number): DomainError {
  return domainError('rate_limited', 'request_limit_exceeded', undefined, { retryAfterSeconds, details: { retry_after: retryAfterSeconds } });
}

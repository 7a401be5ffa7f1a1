import 'server-only';
import type { DocumentErrorCode } from '@/lib/domain/documents';
import { domainError, type DomainError, type DomainErrorKind } from '@/lib/domain/domain-error';

/** Which answer each refusal gets (texts in messages `documents.errors.<code>`). */
const KINDS: Record<DocumentErrorCode, DomainErrorKind> = {
  file_too_large: 'too_large',
  wrong_mime_type: 'invalid',
  cannot_save: 'unavailable',
  verification_disabled: 'unavailable',
  already_processing: 'conflict',
  document_not_found: 'not_found',
};

/** A refused document call: `{ errors: [{ code, field? }] }`; the file's own faults name the field `file`. */
export function documentError(code: DocumentErrorCode): DomainError {
  const field = code === 'file_too_large' || code === 'wrong_mime_type' ? 'file' : undefined;
  return domainError(KINDS[code], code, field);
}

/*
 * Apart from documents.ts: lib/domain/api-errors.ts (in the shell's first load) needs only these codes.
 */

/**
 * Spec §8 verification errors (texts in `documents.errors.<code>`): the file is over 32 MB (413),
 * not a jpg or png (400), could not be stored (503), uploads are switched off (503),
 * the document is on review already (409), no such document of the player (404); and ours: the
 * picture declares more than DOCUMENT_MAX_PIXELS (413 `image_too_large`), the player sent more
 * than DOCUMENT_UPLOADS_PER_HOUR this hour (429 `request_limit_exceeded`, the code of the other
 * request limits).
 */
export const DOCUMENT_ERROR_CODES = [
  'file_too_large',
  'image_too_large',
  'wrong_mime_type',
  'cannot_save',
  'verification_disabled',
  'already_processing',
  'document_not_found',
  'request_limit_exceeded',
] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

export function isDocumentErrorCode(value: unknown): value is DocumentErrorCode {
  return typeof value === 'string' && (DOCUMENT_ERROR_CODES as readonly string[]).includes(value);
}

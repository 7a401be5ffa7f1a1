/**
 * Identity documents (spec platform §3 "Verification item", §4 verification statuses, §5 files,
 * §6 withdrawal requires verification, §8 verification errors, §9 review up to 2 hours). The
 * spec names the groups (identity, bank card, e-wallet, additional) but not the documents in
 * them: the kinds below are this site's choice (docs/ARCHITECTURE.md "Identity documents").
 */

/** Spec §3 document groups, in the order the Verification tab shows them. */
export const DOCUMENT_GROUPS = ['identity', 'bank_card', 'e_wallet', 'additional'] as const;
export type DocumentGroup = (typeof DOCUMENT_GROUPS)[number];

/** Every document a player can send, one slot each, in display order. */
export const DOCUMENT_KINDS = ['passport_main', 'passport_registration', 'selfie_with_passport', 'card_front', 'wallet_screenshot', 'additional'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const GROUP_OF_KIND: Readonly<Record<DocumentKind, DocumentGroup>> = {
  passport_main: 'identity',
  passport_registration: 'identity',
  selfie_with_passport: 'identity',
  card_front: 'bank_card',
  wallet_screenshot: 'e_wallet',
  additional: 'additional',
};

/**
 * A player is verified (user info `is_verified`, spec §6 withdrawals) once these are approved:
 * the passport's main page and the selfie with it. The registration page is asked for but not
 * required (not every country's passport has one); the card, wallet and additional documents are
 * what the operator may ask for on a particular payout.
 */
export const REQUIRED_DOCUMENT_KINDS: readonly DocumentKind[] = ['passport_main', 'selfie_with_passport'];

/** Spec §4: none → wait (review takes up to 2 hours) → success or cancel; a cancelled one may be sent again. */
export const DOCUMENT_STATUSES = ['none', 'wait', 'success', 'cancel'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Spec §8 "many decline reasons": the operator picks one; texts in `documents.reasons.<code>`. */
export const DECLINE_REASONS = [
  'bad_quality',
  'glare',
  'blurry',
  'card_data_not_visible',
  'passport_data_not_visible',
  'document_expired',
  'profile_mismatch',
  'wrong_document',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === 'string' && (DECLINE_REASONS as readonly string[]).includes(value);
}

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);
}

export { DOCUMENT_ERROR_CODES, isDocumentErrorCode, type DocumentErrorCode } from './document-errors';

/** Spec §5, §9: at most 32 MB (MiB, decoded bytes), jpg or png. */
export const DOCUMENT_MAX_BYTES = 32 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * The most pixels (width × height) a document picture may declare: a phone's photo is 12–50
 * megapixels, and a picture of 20 000 × 20 000 fits in a few kilobytes of PNG yet takes 1.6 GB to
 * decode (a decompression bomb). Judged from the header before any pixel is decoded: 413
 * `image_too_large`.
 */
export const DOCUMENT_MAX_PIXELS = 50_000_000;

/**
 * Uploads one player may send per hour (every document together, refused ones included: each costs
 * the server a decode): more answer 429 `request_limit_exceeded` with `retry_after` until the
 * hour's window ends. A player sends a handful; a script re-sending pictures is stopped here.
 */
export const DOCUMENT_UPLOADS_PER_HOUR = 20;
export const DOCUMENT_UPLOAD_WINDOW_SECONDS = 3600;

/**
 * What the upload's JSON body may weigh: the base64 of 32 MB is 44.7 MB, and a data URL prefix
 * and the JSON around it a few bytes more. A little above, so a file just over 32 MB is refused
 * for its size by name (`file_too_large`) rather than as a body too large.
 */
export const DOCUMENT_BODY_MAX_BYTES = 48 * 1024 * 1024;

/** One document of GET /json-api/verifications. Times are ISO strings, null before they happen. */
export interface DocumentDto {
  id: number;
  kind: DocumentKind;
  group: DocumentGroup;
  status: DocumentStatus;
  /** Set while `status` is `cancel`. */
  decline_reason: DeclineReason | null;
  required: boolean;
  uploaded_at: string | null;
  reviewed_at: string | null;
  created_at: string;
}

/** GET /json-api/verifications: every document slot of the player and whether they are verified. */
export interface DocumentsDto {
  data: DocumentDto[];
  is_verified: boolean;
}

/** The browser's own check before sending (the server checks again): null when fine. */
export function localFileProblem(file: { size: number; type: string }): 'file_too_large' | 'wrong_mime_type' | null {
  if (!(DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrong_mime_type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'file_too_large';
  return null;
}

/** Verified exactly when every required kind is approved. */
export function isVerifiedBy(documents: readonly { kind: DocumentKind; status: DocumentStatus }[]): boolean {
  return REQUIRED_DOCUMENT_KINDS.every((kind) => documents.some((d) => d.kind === kind && d.status === 'success'));
}

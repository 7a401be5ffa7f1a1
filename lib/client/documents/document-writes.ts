import { mutate } from 'swr';
import { isVerifiedBy, type DocumentDto, type DocumentsDto } from '@/lib/domain/documents/documents';
import type { REALTIME_EVENTS, RealtimeEventOf } from '@/lib/domain/realtime/realtime-events';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { updateCached } from '@/lib/client/swr/update-cached';

/** One document's new state into the cached list (an upload's answer, a review's live event). */
function withDocument(current: DocumentsDto | undefined, document: DocumentDto, isVerified?: boolean): DocumentsDto | undefined {
  if (!current || !current.data.some((d) => d.id === document.id)) return undefined;
  const data = current.data.map((d) => (d.id === document.id ? document : d));
  return { data, is_verified: isVerified ?? isVerifiedBy(data) };
}

/** After a successful upload: the document is on review, without asking the server again. */
export function applyUploaded(document: DocumentDto): Promise<unknown> {
  return updateCached<DocumentsDto>(API_KEYS.documents, (current) => withDocument(current, document));
}

const isDocument = (value: unknown): value is DocumentDto => {
  const d = value as Partial<DocumentDto> | null;
  return typeof d === 'object' && d !== null && Number.isSafeInteger(d.id) && typeof d.kind === 'string' && typeof d.status === 'string';
};

/**
 * `verification_document_reviewed`: the operator approved or declined a document. The tab's list
 * takes the new state (or asks again when it cannot), and the profile is read again for its
 * `is_verified` (the payout form and the balance tab read it there).
 */
export async function applyDocumentReviewed(message: RealtimeEventOf<typeof REALTIME_EVENTS.documentReviewed>): Promise<void> {
  const { document, is_verified: isVerified } = message as { document: unknown; is_verified: unknown };
  if (!isDocument(document) || typeof isVerified !== 'boolean') return;
  await Promise.all([updateCached<DocumentsDto>(API_KEYS.documents, (current) => withDocument(current, document, isVerified)), mutate(API_KEYS.profile)]);
}

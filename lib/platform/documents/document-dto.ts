import 'server-only';
import { DOCUMENT_KINDS, GROUP_OF_KIND, REQUIRED_DOCUMENT_KINDS, isDeclineReason, isDocumentKind, type DocumentDto, type DocumentStatus } from '@/lib/domain/documents/documents';
import type { playerDocuments } from '@/lib/platform/db/schema';

export type DocumentRow = typeof playerDocuments.$inferSelect;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A row as the API and the live event carry it; null for a kind this version does not know. */
export function toDocumentDto(row: DocumentRow): DocumentDto | null {
  if (!isDocumentKind(row.kind)) return null;
  const status = row.status as DocumentStatus;
  return {
    id: row.id,
    kind: row.kind,
    group: GROUP_OF_KIND[row.kind],
    status,
    decline_reason: status === 'cancel' && isDeclineReason(row.declineReason) ? row.declineReason : null,
    required: REQUIRED_DOCUMENT_KINDS.includes(row.kind),
    uploaded_at: iso(row.uploadedAt),
    reviewed_at: iso(row.reviewedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** In the tab's order (DOCUMENT_KINDS). */
export function inKindOrder(list: DocumentDto[]): DocumentDto[] {
  return [...list].sort((a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind));
}

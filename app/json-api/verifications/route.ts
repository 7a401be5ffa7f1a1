import { documentsDtoSchema } from '@croupier/platform/documents/document-answers';
import { handle } from '@croupier/platform/http';
import { listDocuments } from '@croupier/platform/documents/documents';

export const dynamic = 'force-dynamic';

/**
 * The player's identity documents (spec §7 GET /json-api/verifications): `{ data: DocumentDto[],
 * is_verified }`, one per kind (lib/domain/documents/documents.ts) in the Verification tab's order.
 */
export const GET = handle(async (_req, ctx) => listDocuments(ctx.db, ctx.user.id), {
  auth: 'required',
  answer: documentsDtoSchema,
  summary: "The player's identity documents, one per kind",
});

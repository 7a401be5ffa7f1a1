import { dataAnswer } from '@croupier/platform/answer-schema';
import { documentDtoSchema } from '@croupier/platform/documents/document-answers';
import { DOCUMENT_BODY_MAX_BYTES } from '@/lib/domain/documents/documents';
import { documentUploadSchema } from '@/lib/domain/validation/document-upload';
import { handle, pathId } from '@croupier/platform/http';
import { uploadDocument } from '@croupier/platform/documents/documents';

export const dynamic = 'force-dynamic';

/**
 * Sends one identity document (spec §7 PUT /json-api/verifications/{id}): body `{ file }`, a jpg
 * or png as a data URL or bare base64, at most 32 MB decoded → `{ data: DocumentDto }` on review
 * (`wait`). The only call whose body may be large (48 MB, DOCUMENT_BODY_MAX_BYTES). Refusals:
 * 400 `required` / `invalid_json` / `invalid_value` (malformed), 400 `wrong_mime_type`,
 * 413 `file_too_large` (413 `payload_too_large` past the body limit), 413 `image_too_large` (over
 * 50 megapixels declared), 429 `request_limit_exceeded` (20 uploads an hour), 404 `document_not_found`
 * (or a malformed id), 409 `already_processing`, 503 `verification_disabled` / `cannot_save`.
 */
export const PUT = handle<{ id: string }, typeof documentUploadSchema>(
  async (_req, ctx) => {
    const id = pathId(ctx.params.id);
    const { file } = await ctx.body();
    return { data: await uploadDocument(ctx.db, ctx.user.id, id, file) };
  },
  {
    auth: 'required',
    answer: dataAnswer(documentDtoSchema),
    maxBodyBytes: DOCUMENT_BODY_MAX_BYTES,
    body: documentUploadSchema,
    summary: 'Sends one identity document (a jpg or png, base64) for review',
    errors: {
      400: ['wrong_mime_type'],
      404: ['document_not_found'],
      409: ['already_processing'],
      413: ['file_too_large', 'image_too_large'],
      429: ['request_limit_exceeded'],
      503: ['verification_disabled', 'cannot_save'],
    },
  },
);

import 'server-only';
import { z } from 'zod';
import { DECLINE_REASONS, DOCUMENT_GROUPS, DOCUMENT_KINDS, DOCUMENT_STATUSES, type DocumentDto, type DocumentsDto } from '@/lib/domain/documents/documents';
import { answerSchema } from '@/lib/platform/answer-schema';

/** The answer schemas of the identity document calls, each tied to its DTO type (lib/domain/documents/documents.ts). */

export const documentDtoSchema = answerSchema<DocumentDto>()(
  z
    .strictObject({
      id: z.number().int(),
      kind: z.enum(DOCUMENT_KINDS),
      group: z.enum(DOCUMENT_GROUPS),
      status: z.enum(DOCUMENT_STATUSES),
      decline_reason: z.enum(DECLINE_REASONS).nullable().describe('set while status is cancel'),
      required: z.boolean(),
      uploaded_at: z.string().nullable(),
      reviewed_at: z.string().nullable(),
      created_at: z.string(),
    })
    .meta({ id: 'DocumentDto' }),
);

export const documentsDtoSchema = answerSchema<DocumentsDto>()(z.strictObject({ data: z.array(documentDtoSchema), is_verified: z.boolean() }));

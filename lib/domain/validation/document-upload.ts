import { z } from '../zod';
import { typed } from './fields';

/**
 * PUT /json-api/verifications/{id}'s body `{ file }`: a data URL or bare base64 of a jpg or png
 * (spec §3, §5). Only its presence is checked here; what it holds is judged by the server when
 * decoded (lib/platform/documents/document-image.ts).
 */
export const documentUploadSchema = z.object({
  file: z.string(typed).min(1, 'required'),
});

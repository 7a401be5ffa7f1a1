import { z } from './zod';

/** ?offset = how many items of a paged list the site already has (spec §7: histories, notices). */
export const offsetQuerySchema = z
  .object({ offset: z.string().regex(/^\d{1,9}$/).transform(Number).optional() })
  .transform((raw) => ({ offset: raw.offset ?? 0 }));

import { z } from '../zod';
import { COMPOINT_PRODUCT_TYPES } from './compoints';

/**
 * The compoints calls' input schemas, apart from compoints.ts: that file's error codes reach every
 * page through lib/domain/api-errors.ts, and zod must not come with them into the lobby's first load.
 */

/** GET /json-api/compoint-products?type=gift (the type may be left out: gifts). */
export const compointProductsQuerySchema = z
  .object({ type: z.enum(COMPOINT_PRODUCT_TYPES, { error: () => 'invalid_type' }).optional() })
  .transform((raw) => ({ type: raw.type ?? ('gift' as const) }));

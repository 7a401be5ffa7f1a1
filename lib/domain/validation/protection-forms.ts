import { z } from '../zod';
import { REALITY_CHECK_MINUTES, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '../protection/protection';
import { typed } from './fields';

/** The bodies and query of /json-api/protection/* (lib/domain/protection/protection.ts holds the rules). */

/** Limits reach 10^13 minor units at most: far above any method's range, and exact in a double. */
const limitAmount = z.number(typed).int('invalid_value').positive('invalid_value').max(10_000_000_000_000, 'invalid_value').nullable();

/** PUT …/deposit-limits: the periods the body names change (null = remove); the others stay. */
export const depositLimitsSchema = z.object({ day: limitAmount.optional(), week: limitAmount.optional(), month: limitAmount.optional() });

export const realityCheckSchema = z.object({ minutes: z.literal(REALITY_CHECK_MINUTES, typed) });
export const timeOutSchema = z.object({ period: z.enum(TIME_OUT_PERIODS, typed) });
export const selfExclusionSchema = z.object({ period: z.enum(SELF_EXCLUSION_PERIODS, typed) });

/** GET …/play-summary `?since=<ms since the epoch>`: digits only, else 400 `invalid_query` (absent: `required`). */
export const playSummaryQuerySchema = z.object({
  since: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_query') })
    .regex(/^\d{1,15}$/, 'invalid_query')
    .transform(Number),
});

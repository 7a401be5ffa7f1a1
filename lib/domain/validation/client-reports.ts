import { z } from '../zod';
import { CLIENT_LOG_LEVELS, CLIENT_LOG_LIMITS as L, VITAL_METRICS, VITALS_LIMITS } from '../client-reports/client-reports';
import { typed } from './fields';

/**
 * The bodies of PUT /log and PUT /performance (docs/API.md). Only the server parses them; the
 * browser builds them from its own values (lib/client/reporting), so no zod in its bundle.
 */
const text = (max: number) => z.string(typed).max(max, 'maxLength');

const contextValue = z.union([z.string().max(L.contextValue, 'maxLength'), z.number(), z.boolean(), z.null()], typed);

export const clientLogRecordSchema = z.object({
  label: text(L.label).min(1, 'required'),
  level: z.enum(CLIENT_LOG_LEVELS, typed),
  time: z.iso.datetime({ offset: true, error: 'invalid_value' }),
  context: z
    .record(z.string().max(100, 'maxLength'), contextValue, typed)
    .refine((value) => Object.keys(value).length <= L.contextKeys, 'invalid_value')
    .optional(),
  message: text(L.message),
  stack: text(L.stack).optional(),
});

/** A batch `{ records: [...] }` (what the browser's beacon sends); a body without `records` is one record. */
export const clientLogBatchSchema = z.object({ records: z.array(clientLogRecordSchema, typed).min(1, 'required').max(L.batch, 'maxLength') });

const sample = z.object({
  name: z.enum(VITAL_METRICS, typed),
  value: z.number(typed).finite().min(0, 'invalid_value'),
}).refine((s) => s.value <= (s.name === 'CLS' ? VITALS_LIMITS.maxCls : VITALS_LIMITS.maxMs), 'invalid_value');

export const vitalsReportSchema = z.object({
  route: text(VITALS_LIMITS.route).regex(/^\//, 'invalid_value'),
  metrics: z.array(sample, typed).min(1, 'required').max(VITALS_LIMITS.metrics, 'maxLength'),
});

/** A batch `{ reports: [...] }` (what the browser's beacon sends); a body without `reports` is one report. */
export const vitalsBatchSchema = z.object({ reports: z.array(vitalsReportSchema, typed).min(1, 'required').max(L.batch, 'maxLength') });

/** Days of vitals an operator may ask for at once (GET /json-api/operator/vitals?days=). */
export const MAX_VITALS_DAYS = 90;

/** GET /json-api/operator/vitals: `days` back from today, today included (default 7). */
export const vitalsQuerySchema = z.object({
  days: z
    .string({ error: 'invalid_query' })
    .regex(/^\d{1,3}$/, 'invalid_query')
    .transform(Number)
    .pipe(z.number().min(1, 'invalid_query').max(MAX_VITALS_DAYS, 'invalid_query'))
    .default(7),
});

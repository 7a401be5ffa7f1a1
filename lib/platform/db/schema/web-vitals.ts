import 'server-only';
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Web Vitals of real visits (PUT /performance), kept as histograms: one row per day, route,
 * metric and bucket, counting the samples that fell in it. Counts only ever add up, so every
 * instance writes its own samples with one upsert and any instance reads the whole site's p75
 * (lib/platform/client-reports/vitals.ts, docs/ARCHITECTURE.md "Client reports").
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    /** The UTC day the samples arrived. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The page's route pattern (lib/domain/client-reports/client-reports.ts vitalsRoute): "/", "/play/*". */
    route: text('route').notNull(),
    /** LCP, INP, CLS, TTFB or FCP. */
    metric: text('metric').notNull(),
    /** The bucket's inclusive upper bound in ms (CLS in thousandths); 2147483647 for the overflow bucket. */
    bucket: integer('bucket').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.route, t.metric, t.bucket] })],
);

import 'server-only';
import { and, gte, lte, sql } from 'drizzle-orm';
import { bucketOf, OVERFLOW_BUCKET, storedValue, VITAL_METRICS, VITAL_THRESHOLDS, vitalsRoute, type VitalMetric, type VitalsReport } from '@/lib/domain/client-reports/client-reports';
import type { Executor } from '@/lib/platform/db/executor';
import { webVitals } from '@/lib/platform/db/schema';

/** The UTC calendar day of a moment, as the `day` column holds it. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Adds the samples of these reports to the day's histograms: one upsert for the whole request.
 * Samples of one route, metric and bucket are summed first (one statement may not touch a row
 * twice); the route is folded to its pattern (vitalsRoute), so the table stays small.
 */
export async function recordVitals(db: Executor, reports: readonly VitalsReport[], at: Date): Promise<number> {
  const day = utcDay(at);
  const counts = new Map<string, { route: string; metric: VitalMetric; bucket: number; count: number }>();
  for (const report of reports) {
    const route = vitalsRoute(report.route);
    for (const sample of report.metrics) {
      const bucket = bucketOf(sample.name, storedValue(sample));
      const key = `${route}\u0000${sample.name}\u0000${bucket}`;
      const row = counts.get(key) ?? { route, metric: sample.name, bucket, count: 0 };
      row.count += 1;
      counts.set(key, row);
    }
  }
  if (counts.size === 0) return 0;
  await db
    .insert(webVitals)
    .values([...counts.values()].map((row) => ({ day, ...row })))
    .onConflictDoUpdate({
      target: [webVitals.day, webVitals.route, webVitals.metric, webVitals.bucket],
      set: { count: sql`${webVitals.count} + excluded.count` },
    });
  return [...counts.values()].reduce((sum, row) => sum + row.count, 0);
}

/** One route's one metric over the asked days. */
export interface VitalSummary {
  route: string;
  metric: VitalMetric;
  /** Samples counted. */
  samples: number;
  /**
   * The 75th percentile (Core Web Vitals' measure), as the upper bound of the bucket it falls in:
   * ms, CLS as a plain number; null when it is in the overflow bucket (over 60 s, CLS over 5).
   */
  p75: number | null;
  /** Shares (0–1) of samples at web.dev's good and poor thresholds. */
  good: number;
  poor: number;
}

export interface VitalsWindow {
  /** First and last UTC day, inclusive (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** The histograms of the window summed over days (every instance's samples), per route and metric. */
export async function vitalsSummary(db: Executor, window: VitalsWindow): Promise<VitalSummary[]> {
  const rows = await db
    .select({ route: webVitals.route, metric: webVitals.metric, bucket: webVitals.bucket, count: sql<string>`sum(${webVitals.count})` })
    .from(webVitals)
    .where(and(gte(webVitals.day, window.from), lte(webVitals.day, window.to)))
    .groupBy(webVitals.route, webVitals.metric, webVitals.bucket);
  const byKey = new Map<string, { route: string; metric: VitalMetric; buckets: { bucket: number; count: number }[] }>();
  for (const row of rows) {
    const metric = VITAL_METRICS.find((m) => m === row.metric);
    if (!metric) continue;
    const key = `${row.route} ${metric}`;
    const entry = byKey.get(key) ?? { route: row.route, metric, buckets: [] };
    entry.buckets.push({ bucket: row.bucket, count: Number(row.count) });
    byKey.set(key, entry);
  }
  return [...byKey.values()]
    .map(({ route, metric, buckets }) => summarize(route, metric, buckets))
    .sort((a, b) => a.route.localeCompare(b.route) || VITAL_METRICS.indexOf(a.metric) - VITAL_METRICS.indexOf(b.metric));
}

function summarize(route: string, metric: VitalMetric, buckets: { bucket: number; count: number }[]): VitalSummary {
  buckets.sort((a, b) => a.bucket - b.bucket);
  const samples = buckets.reduce((sum, b) => sum + b.count, 0);
  const { good, poor } = VITAL_THRESHOLDS[metric];
  let seen = 0;
  let p75: number | null = null;
  for (const b of buckets) {
    seen += b.count;
    if (seen >= samples * 0.75) {
      p75 = b.bucket === OVERFLOW_BUCKET ? null : metric === 'CLS' ? b.bucket / 1000 : b.bucket;
      break;
    }
  }
  const share = (test: (bucket: number) => boolean) => (samples === 0 ? 0 : buckets.filter((b) => test(b.bucket)).reduce((sum, b) => sum + b.count, 0) / samples);
  return { route, metric, samples, p75, good: share((b) => b <= good), poor: share((b) => b > poor) };
}

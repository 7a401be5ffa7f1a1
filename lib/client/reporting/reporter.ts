import { CLIENT_LOG_LIMITS as L, VITAL_METRICS, type ClientLogRecord, type VitalMetric, type VitalSample, type VitalsReport } from '@/lib/domain/client-reports/client-reports';
import { BeaconBatcher, type BatcherOptions } from './beacon-batcher';
import { attachReportSink, type Caught } from './report-queue';

/**
 * The browser's reporter (loaded after the page's load event by components/layout/client-reporter):
 * sends the ERROR records of report-queue.ts to PUT /log and the page's Web Vitals to
 * PUT /performance, in batches, on page hide (visibilitychange → hidden, pagehide) and when a
 * batch fills.
 */
export interface Reporter {
  /** A Web Vitals measurement of this page (the first value of each metric is the one sent). */
  vital(name: string, value: number): void;
  /** Sends everything waiting (what page hide does). */
  flush(): void;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A record within the server's limits (lib/domain/client-reports/client-reports.ts), so a long stack is cut rather than refused. */
export function clipRecord(record: ClientLogRecord): ClientLogRecord {
  const context: NonNullable<ClientLogRecord['context']> = {};
  for (const [key, value] of Object.entries(record.context ?? {}).slice(0, L.contextKeys)) {
    context[clip(key, 100)] = typeof value === 'string' ? clip(value, L.contextValue) : value;
  }
  const out: ClientLogRecord = { label: clip(record.label, L.label) || 'unknown', level: record.level, time: record.time, context, message: clip(record.message, L.message) };
  if (record.stack) out.stack = clip(record.stack, L.stack);
  return out;
}

/** What report-queue caught, as the log record of spec §3 (level ERROR). */
export function toRecord(caught: Caught): ClientLogRecord {
  const err = caught.error instanceof Error ? caught.error : null;
  // A failed call's JsonApiError (lib/client/json-api.ts) tells its status, kind and first code.
  const call = caught.error as { status?: unknown; kind?: unknown; code?: unknown } | null;
  const facts: NonNullable<ClientLogRecord['context']> = {};
  for (const key of ['status', 'kind', 'code'] as const) {
    const value = call?.[key];
    if (typeof value === 'string' || typeof value === 'number') facts[key] = value;
  }
  const record: ClientLogRecord = {
    label: caught.label,
    level: 'ERROR',
    time: new Date(caught.time).toISOString(),
    // The page when the reporter takes the catch: the same page (catches wait at most until the
    // reporter loads, a moment after the load event).
    context: { page: location.pathname, ...facts, ...caught.context },
    message: err ? `${err.name}: ${err.message}` : String(caught.error),
  };
  if (err?.stack) record.stack = err.stack;
  return record;
}

type Send = BatcherOptions<unknown>['send'];

export function createReporter(route: string, send?: Send): Reporter {
  const logs = new BeaconBatcher<ClientLogRecord>({ url: '/log', maxItems: 10, maxBytes: 48 * 1024, wrap: (records) => ({ records }), send });
  const vitals = new BeaconBatcher<VitalsReport>({ url: '/performance', maxItems: 5, maxBytes: 8 * 1024, wrap: (reports) => ({ reports }), send });
  const measured = new Map<VitalMetric, number>();
  const sent = new Set<VitalMetric>();
  attachReportSink((caught) => {
    // A call its caller cancelled (a JsonApiError of kind aborted) did not fail.
    if ((caught.error as { kind?: unknown } | null)?.kind !== 'aborted') logs.add(clipRecord(toRecord(caught)));
  });
  return {
    vital(name, value) {
      const metric = VITAL_METRICS.find((m) => m === name);
      // Once per metric and page: a value reported again after the page came back would count twice.
      if (!metric || sent.has(metric) || !Number.isFinite(value) || value < 0) return;
      measured.set(metric, value);
    },
    flush() {
      if (measured.size > 0) {
        const metrics: VitalSample[] = [...measured].map(([name, value]) => ({ name, value }));
        for (const name of measured.keys()) sent.add(name);
        measured.clear();
        vitals.add({ route, metrics });
        vitals.flush();
      }
      logs.flush();
    },
  };
}

let started: Reporter | null = null;

/**
 * Starts the page's reporter once and sends on page hide. Web Vitals reports LCP, CLS and INP on
 * the same visibilitychange, from listeners on the document: this one listens on the window, where
 * the event arrives after every listener of the document has run, so the values are in.
 */
export function startReporter(): Reporter {
  if (started) return started;
  const reporter = createReporter(location.pathname);
  started = reporter;
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', () => reporter.flush());
  return reporter;
}

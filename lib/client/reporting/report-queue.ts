import type { ClientLogRecord } from '@/lib/domain/client-reports/client-reports';

/**
 * The small, first-load half of the browser's error reporting (spec platform §8: unhandled app and
 * window errors, and failed calls, are logged with level ERROR). It catches from the first moment
 * and keeps what it caught, raw, until the reporter (reporter.ts, loaded after the page's load
 * event) attaches, turns it into log records and sends them to PUT /log. Kept this small because
 * every page's first load carries it.
 */
export interface Caught {
  label: string;
  error: unknown;
  context: NonNullable<ClientLogRecord['context']>;
  /** ms since the epoch. */
  time: number;
}

/** Kept before the reporter attaches; a page throwing in a loop must not grow memory. */
const EARLY_LIMIT = 20;

let sink: ((caught: Caught) => void) | null = null;
const early: Caught[] = [];

/** Reports what was thrown or rejected (level ERROR), under a label saying what failed. */
export function reportError(label: string, error: unknown, context: Caught['context'] = {}): void {
  const caught = { label, error, context, time: Date.now() };
  if (sink) sink(caught);
  else if (early.length < EARLY_LIMIT) early.push(caught);
}

/** The reporter takes over: what was kept goes to it first, then everything new. */
export function attachReportSink(next: (caught: Caught) => void): void {
  sink = next;
  early.splice(0).forEach(next);
}

// Window errors and unhandled promise rejections, from the first evaluation of this module (the
// fetch helper, lib/client/json-api.ts, loads it with every page).
if (typeof window !== 'undefined') {
  addEventListener('error', (e) => reportError('window.error', e.error ?? e.message));
  addEventListener('unhandledrejection', (e) => reportError('unhandledrejection', e.reason));
}

import type { ClientLogRecord } from '@/lib/domain/client-reports';

/**
 * The small, first-load half of the browser's error reporting (spec platform §8: unhandled app and
 * window errors, and failed calls, are logged with level ERROR). It catches from the first moment
 * and keeps what it caught until the reporter (reporter.ts, loaded after the page's load event)
 * attaches and sends it to PUT /log; the reporter's code stays out of every page's first load.
 */
type Sink = (record: ClientLogRecord) => void;

/** Records kept before the reporter attaches; a page throwing in a loop must not grow memory. */
const EARLY_LIMIT = 20;

let sink: Sink | null = null;
let early: ClientLogRecord[] = [];
let hooked = false;

/** An ERROR record of what was thrown or rejected, on the current page. */
export function reportError(label: string, error: unknown, context: ClientLogRecord['context'] = {}): void {
  const err = error instanceof Error ? error : null;
  const record: ClientLogRecord = {
    label,
    level: 'ERROR',
    time: new Date().toISOString(),
    context: { page: typeof location === 'undefined' ? '' : location.pathname, ...context },
    message: err ? `${err.name}: ${err.message}` : String(error),
  };
  if (err?.stack) record.stack = err.stack;
  if (sink) sink(record);
  else if (early.length < EARLY_LIMIT) early.push(record);
}

/** The reporter takes over: what was kept goes to it first, then every new record. */
export function attachReportSink(next: Sink): void {
  sink = next;
  const kept = early;
  early = [];
  for (const record of kept) next(record);
}

/** Window errors and unhandled promise rejections, from now on (once per page; the site shell calls it). */
export function installErrorHooks(): void {
  if (hooked || typeof window === 'undefined') return;
  hooked = true;
  window.addEventListener('error', (event) => reportError('window.error', event.error ?? event.message, { source: event.filename || null, line: event.lineno || null }));
  window.addEventListener('unhandledrejection', (event) => reportError('unhandledrejection', event.reason));
}

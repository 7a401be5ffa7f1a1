import 'server-only';
import { limitFromEnv, windowCounter } from '@/lib/platform/window-counter';
/**
 * How many reports (PUT /log and PUT /performance together) one address may send per minute,
 * in fixed one-minute windows. A browser sends a handful per page (a beacon on page hide, one
 * when a batch fills); a loop throwing errors or a forged flood is cut off with 429 and never
 * reaches the log or the database. CLIENT_REPORT_RATE_LIMIT sets it (default 60; 0 = no limit).
 * In memory, per instance, like the page budget (lib/platform/proxy/page-rate-limit.ts).
 */
const DEFAULT_LIMIT = 60;
const counter = windowCounter('clientReportRateLimit');

export function clientReportRateLimit(): number {
  return limitFromEnv(process.env.CLIENT_REPORT_RATE_LIMIT, DEFAULT_LIMIT);
}

/** Counts one report from the address; the seconds to wait when it is over the limit, else null (window-counter.ts). */
export function hitClientReportLimit(address: string | null, now = Date.now(), limit = clientReportRateLimit()): number | null {
  return counter.hit(address, limit, now);
}

export function resetClientReportLimit(): void {
  counter.reset();
}

import 'server-only';
/**
 * How many reports (PUT /log and PUT /performance together) one address may send per minute,
 * in fixed one-minute windows. A browser sends a handful per page (a beacon on page hide, one
 * when a batch fills); a loop throwing errors or a forged flood is cut off with 429 and never
 * reaches the log or the database. CLIENT_REPORT_RATE_LIMIT sets it (default 60; 0 = no limit).
 * In memory, per instance, like the page budget (lib/platform/proxy/page-rate-limit.ts).
 */
const WINDOW_MS = 60_000;
const DEFAULT_LIMIT = 60;
const MAX_TRACKED = 50_000;

const COUNTERS = Symbol.for('croupier.clientReportRateLimit');
const store = globalThis as typeof globalThis & { [COUNTERS]?: Map<string, { windowStart: number; count: number }> };
const counters = (store[COUNTERS] ??= new Map());

export function clientReportRateLimit(): number {
  const raw = process.env.CLIENT_REPORT_RATE_LIMIT;
  const n = raw === undefined ? DEFAULT_LIMIT : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_LIMIT;
}

/**
 * Counts one report from the address; answers the seconds to wait when it is over the limit,
 * else null. An unknown address is not counted (client-address.ts: one shared bucket would let
 * one flood silence everybody).
 */
export function hitClientReportLimit(address: string | null, now = Date.now(), limit = clientReportRateLimit()): number | null {
  if (limit === 0 || address === null) return null;
  let entry = counters.get(address);
  if (!entry || now - entry.windowStart >= WINDOW_MS) {
    if (counters.size >= MAX_TRACKED) counters.clear();
    entry = { windowStart: now, count: 0 };
    counters.set(address, entry);
  }
  entry.count += 1;
  return entry.count > limit ? Math.max(1, Math.ceil((entry.windowStart + WINDOW_MS - now) / 1000)) : null;
}

export function resetClientReportLimit(): void {
  counters.clear();
}

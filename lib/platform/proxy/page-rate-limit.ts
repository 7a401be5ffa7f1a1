import 'server-only';
/**
 * A per-address page budget (fixed one-minute windows) that turns floods into the 429 page.
 * PAGE_RATE_LIMIT sets the requests per minute per address; 0 switches it off (for example
 * behind an edge that limits already). It lives in memory: each instance counts on its own.
 */
const WINDOW_MS = 60_000;
const DEFAULT_LIMIT = 1200;
const MAX_TRACKED = 50_000;

// On globalThis: proxy.ts (bundled by Next) and the custom server's page cache load their own
// copies of this module in one process, and must count against one budget.
const COUNTERS = Symbol.for('croupier.pageRateLimit');
const store = globalThis as typeof globalThis & { [COUNTERS]?: Map<string, { windowStart: number; count: number }> };
const counters = (store[COUNTERS] ??= new Map());

export function pageRateLimit(): number {
  const raw = process.env.PAGE_RATE_LIMIT;
  const n = raw === undefined ? DEFAULT_LIMIT : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : DEFAULT_LIMIT;
}

/**
 * Counts one request for the address and tells whether it is over the limit. An unknown address
 * (null, see lib/platform/http/client-address.ts) is not counted: one shared bucket would let a
 * single flood shut everyone out.
 */
export function hitPageRateLimit(address: string | null, now = Date.now(), limit = pageRateLimit()): boolean {
  if (limit === 0 || address === null) return false;
  let entry = counters.get(address);
  if (!entry || now - entry.windowStart >= WINDOW_MS) {
    if (counters.size >= MAX_TRACKED) counters.clear();
    entry = { windowStart: now, count: 0 };
    counters.set(address, entry);
  }
  entry.count += 1;
  return entry.count > limit;
}

export function resetPageRateLimit(): void {
  counters.clear();
}

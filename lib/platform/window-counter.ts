import 'server-only';
import { processState } from '@/lib/platform/process-state';

const WINDOW_MS = 60_000;
const MAX_TRACKED = 50_000;

export interface WindowCounter {
  /**
   * Counts one request from the address; answers the seconds until its window ends when it is
   * over the limit, else null. An unknown address (null, see lib/platform/http/client-address.ts)
   * is not counted: one shared bucket would let a single flood shut everyone out. Limit 0 is off.
   */
  hit(address: string | null, limit: number, now?: number): number | null;
  reset(): void;
}

/**
 * Per-address counts in fixed one-minute windows, in memory (each instance counts on its own),
 * for the page budget (proxy/page-rate-limit.ts) and the browser reports (client-reports). One set
 * of counts per `name` in the process (process-state.ts): proxy.ts (bundled by Next) and the
 * custom server count against one budget.
 */
export function windowCounter(name: string): WindowCounter {
  const byName = processState('window-counters', () => new Map<string, Map<string, { windowStart: number; count: number }>>());
  let counters = byName.get(name);
  if (!counters) byName.set(name, (counters = new Map()));
  return {
    hit(address, limit, now = Date.now()) {
      if (limit === 0 || address === null) return null;
      let entry = counters.get(address);
      if (!entry || now - entry.windowStart >= WINDOW_MS) {
        if (counters.size >= MAX_TRACKED) counters.clear();
        entry = { windowStart: now, count: 0 };
        counters.set(address, entry);
      }
      entry.count += 1;
      return entry.count > limit ? Math.max(1, Math.ceil((entry.windowStart + WINDOW_MS - now) / 1000)) : null;
    },
    reset: () => counters.clear(),
  };
}

/** A rate limit from the environment: a whole number ≥ 0 (0 = off), else the default. */
export function limitFromEnv(raw: string | undefined, fallback: number): number {
  const n = raw === undefined ? fallback : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

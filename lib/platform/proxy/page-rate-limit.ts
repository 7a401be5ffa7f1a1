import 'server-only';
import { limitFromEnv, windowCounter } from '@/lib/platform/window-counter';
/**
 * A per-address page budget (fixed one-minute windows) that turns floods into the 429 page.
 * PAGE_RATE_LIMIT sets the requests per minute per address; 0 switches it off (for example
 * behind an edge that limits already). It lives in memory: each instance counts on its own.
 */
const DEFAULT_LIMIT = 1200;
const counter = windowCounter('pageRateLimit');

export function pageRateLimit(): number {
  return limitFromEnv(process.env.PAGE_RATE_LIMIT, DEFAULT_LIMIT);
}

/** Counts one request for the address and tells whether it is over the limit (window-counter.ts). */
export function hitPageRateLimit(address: string | null, now = Date.now(), limit = pageRateLimit()): boolean {
  return counter.hit(address, limit, now) !== null;
}

export function resetPageRateLimit(): void {
  counter.reset();
}

import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { throttleCounters } from '@/lib/platform/db/schema';

/**
 * Fixed-window counters in the database (throttle_counters), so a limit holds across every
 * instance behind a load balancer. A window is [start, start + seconds); a hit is one atomic
 * upsert. `retryAfterSeconds` is what is left of the current window.
 */
export interface ThrottleState {
  hits: number;
  retryAfterSeconds: number;
}

/** Counters older than this are deleted now and then. */
const KEEP_MS = 2 * 86_400_000;

function windowOf(at: Date, windowSeconds: number): { start: Date; retryAfterSeconds: number } {
  const size = windowSeconds * 1000;
  const start = Math.floor(at.getTime() / size) * size;
  return { start: new Date(start), retryAfterSeconds: Math.ceil((start + size - at.getTime()) / 1000) };
}

export async function peekThrottle(db: Executor, key: string, windowSeconds: number): Promise<ThrottleState> {
  const { start, retryAfterSeconds } = windowOf(now(), windowSeconds);
  const [row] = await db
    .select({ hits: throttleCounters.hits })
    .from(throttleCounters)
    .where(and(eq(throttleCounters.key, key), eq(throttleCounters.windowStart, start)))
    .limit(1);
  return { hits: row?.hits ?? 0, retryAfterSeconds };
}

export async function hitThrottle(db: Executor, key: string, windowSeconds: number): Promise<ThrottleState> {
  const at = now();
  const { start, retryAfterSeconds } = windowOf(at, windowSeconds);
  const [row] = await db
    .insert(throttleCounters)
    .values({ key, windowStart: start, hits: 1 })
    .onConflictDoUpdate({ target: [throttleCounters.key, throttleCounters.windowStart], set: { hits: sql`${throttleCounters.hits} + 1` } })
    .returning({ hits: throttleCounters.hits });
  // Housekeeping on a small share of hits keeps the table to about two days of counters.
  if (Math.random() < 0.02) await db.delete(throttleCounters).where(lt(throttleCounters.windowStart, new Date(at.getTime() - KEEP_MS)));
  return { hits: row?.hits ?? 1, retryAfterSeconds };
}

/** Forgets a key (a successful login clears the account's failures). */
export async function clearThrottle(db: Executor, key: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

/** Takes back one hit of the current window (a login that succeeded after all). */
export async function releaseThrottle(db: Executor, key: string, windowSeconds: number): Promise<void> {
  const { start } = windowOf(now(), windowSeconds);
  await db
    .update(throttleCounters)
    .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
    .where(and(eq(throttleCounters.key, key), eq(throttleCounters.windowStart, start)));
}

import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { waitUntil } from './wait-for';

/** PostgreSQL only: how many connections to this database are waiting for a lock right now. */
export async function lockWaiters(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
  const [row] = (result as unknown as { rows: Array<{ n: number | string }> }).rows;
  return Number(row?.n ?? 0);
}

/**
 * PostgreSQL only: resolves once `count` connections wait for a lock (read through `db`, a
 * connection that holds none): the point at which calls are known to be blocked, not merely sent.
 */
export async function waitForLockWaiters(db: Db, count: number, what: string): Promise<void> {
  await waitUntil(`${what} (${count} connection(s) waiting for a lock)`, () => lockWaiters(db), (waiting) => waiting >= count);
}

import 'server-only';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { cashboxOpens } from '@/lib/platform/db/schema';

/**
 * POST /json-api/treasury/open: the player opened the cashbox, with the marketing query strings
 * the site kept in cookies (dep_qs, qs), for the operator's conversion reports. Write-only.
 */
export async function recordCashboxOpen(db: Executor, userId: number, marks: { depQs: string | null; qs: string | null }): Promise<void> {
  await db.insert(cashboxOpens).values({ userId, depQs: marks.depQs, qs: marks.qs, createdAt: now() });
}

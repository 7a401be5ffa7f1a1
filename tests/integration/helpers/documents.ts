import { sql } from 'drizzle-orm';
import { REQUIRED_DOCUMENT_KINDS } from '@/lib/domain/documents/documents';
import type { Executor } from '@/lib/platform/db/executor';
import { playerDocuments } from '@/lib/platform/db/schema';
import { now } from '@/lib/platform/clock';
import { inTransaction } from '@/lib/platform/db/transaction';
import { approveWithoutFiles } from '@/lib/platform/documents/verified-state';

/**
 * The player's identity documents approved, as the operator leaves them (spec §6: a payout needs
 * them): for tests of payouts whose subject is something else.
 */
export async function approveDocuments(db: Executor, userId: number): Promise<void> {
  await inTransaction(db, (tx) => approveWithoutFiles(tx, userId, now()));
}

/** The player's required documents sent and waiting for review, as uploads leave them; their ids, the passport's first. */
export async function documentsWaiting(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .insert(playerDocuments)
    .values(REQUIRED_DOCUMENT_KINDS.map((kind) => ({ userId, kind, status: 'wait', uploadedAt: now(), createdAt: now() })))
    .returning({ id: playerDocuments.id });
  return rows.map((r) => r.id);
}

/** The player's primary e-mail (their login). */
export async function emailOf(db: Executor, userId: number): Promise<string> {
  const result = await db.execute(sql`select value from user_contacts where user_id = ${userId} and type = 'email' and is_primary`);
  return (result as unknown as { rows: { value: string }[] }).rows[0]!.value;
}

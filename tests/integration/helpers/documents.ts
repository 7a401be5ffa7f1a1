import type { Executor } from '@/lib/platform/db/executor';
import { now } from '@/lib/platform/clock';
import { inTransaction } from '@/lib/platform/db/transaction';
import { approveWithoutFiles } from '@/lib/platform/verifications/verified-state';

/**
 * The player's identity documents approved, as the operator leaves them (spec §6: a payout needs
 * them): for tests of payouts whose subject is something else.
 */
export async function approveDocuments(db: Executor, userId: number): Promise<void> {
  await inTransaction(db, (tx) => approveWithoutFiles(tx, userId, now()));
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { DOCUMENT_KINDS, isDocumentKind, isVerifiedBy, REQUIRED_DOCUMENT_KINDS, type DocumentStatus } from '@/lib/domain/documents/documents';
import type { Executor } from '@/lib/platform/db/executor';
import { playerDocuments, users } from '@/lib/platform/db/schema';
import { releaseHeldRewards } from './held-rewards';

/**
 * `users.is_verified` (user info `is_verified`, spec §3) is what the documents make it: true
 * exactly while every required document is approved (lib/domain/documents/documents.ts). Written in the
 * transaction of each review, so the profile and the payout rule read one column.
 */
export async function refreshVerified(tx: Executor, userId: number): Promise<boolean> {
  const rows = await tx.select({ kind: playerDocuments.kind, status: playerDocuments.status }).from(playerDocuments).where(eq(playerDocuments.userId, userId));
  const verified = isVerifiedBy(rows.flatMap((row) => (isDocumentKind(row.kind) ? [{ kind: row.kind, status: row.status as DocumentStatus }] : [])));
  await tx.update(users).set({ isVerified: verified }).where(eq(users.id, userId));
  return verified;
}

/** Whether the player's documents are approved (the payout rule, spec §6). */
export async function isPlayerVerified(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ verified: users.isVerified }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.verified ?? false;
}

/**
 * The seed's demo player, and tests' players that must be able to withdraw: the required
 * documents approved without pictures (there is nothing to look at), every other slot empty.
 * Prizes held for the player's verification are paid in the same transaction (not announced:
 * the seed and tests have nobody listening).
 */
export async function approveWithoutFiles(tx: Executor, userId: number, at: Date): Promise<void> {
  await tx
    .insert(playerDocuments)
    .values(DOCUMENT_KINDS.map((kind) => ({ userId, kind, status: REQUIRED_DOCUMENT_KINDS.includes(kind) ? 'success' : 'none', reviewedAt: REQUIRED_DOCUMENT_KINDS.includes(kind) ? at : null, createdAt: at })))
    .onConflictDoNothing({ target: [playerDocuments.userId, playerDocuments.kind] });
  if (await refreshVerified(tx, userId)) await releaseHeldRewards(tx, userId);
}

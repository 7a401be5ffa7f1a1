import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENT_ANSWER_HOURS, type IdempotentCall } from '@/lib/domain/idempotency/idempotency';
import type { Executor } from '@/lib/platform/db/executor';
import { idempotentAnswers } from '@/lib/platform/db/schema';

/** Whose key, for which call: a key means nothing outside its player and call. */
export interface KeyScope {
  userId: number;
  call: IdempotentCall;
  key: string;
}

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
}

const ofScope = (scope: KeyScope) => and(eq(idempotentAnswers.userId, scope.userId), eq(idempotentAnswers.call, scope.call), eq(idempotentAnswers.key, scope.key));

/**
 * Claims the key in the caller's transaction: true when this request is the first. A concurrent
 * request with the same key waits here on the primary key until the first one's transaction ends:
 * committed, it finds the row (false); rolled back (a refusal), the key is free and it claims it.
 */
export async function claimKey(tx: Executor, scope: KeyScope, fingerprint: string, at: Date): Promise<boolean> {
  const claimed = await tx
    .insert(idempotentAnswers)
    .values({ ...scope, fingerprint, createdAt: at })
    .onConflictDoNothing()
    .returning({ userId: idempotentAnswers.userId });
  return claimed.length > 0;
}

/** The answer stored for the key; committed rows always carry one. */
export async function storedAnswer(tx: Executor, scope: KeyScope): Promise<StoredAnswer> {
  const [row] = await tx.select().from(idempotentAnswers).where(ofScope(scope)).limit(1);
  if (!row || row.status === null || row.body === null) throw new Error(`idempotency: key ${scope.call}/${scope.key} of player ${scope.userId} claimed without an answer`);
  return { fingerprint: row.fingerprint, status: row.status, body: row.body };
}

/** Gives the claimed key its answer, in the transaction that claimed it. */
export async function keepAnswer(tx: Executor, scope: KeyScope, status: number, body: string): Promise<void> {
  await tx.update(idempotentAnswers).set({ status, body }).where(ofScope(scope));
}

/** Removes the answers older than IDEMPOTENT_ANSWER_HOURS (one statement, on the created_at index); the count removed. */
export async function sweepAnswers(db: Executor, at: Date): Promise<number> {
  const before = new Date(at.getTime() - IDEMPOTENT_ANSWER_HOURS * 3_600_000);
  const removed = await db.delete(idempotentAnswers).where(lt(idempotentAnswers.createdAt, before)).returning({ userId: idempotentAnswers.userId });
  return removed.length;
}

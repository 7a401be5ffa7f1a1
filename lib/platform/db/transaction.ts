import 'server-only';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from './executor';

/**
 * True for an open transaction, false for the pool. `is` compares drizzle's entity kinds, so it
 * holds for both drivers (PgliteTransaction and NodePgTransaction extend PgTransaction).
 */
export function isTransaction(db: Executor): db is Tx {
  return is(db, PgTransaction);
}

/**
 * Runs `work` atomically: inside the caller's transaction when `db` is one (no savepoint, no
 * extra statement: the caller's writes and these commit or roll back together), else in a new
 * transaction. Code that really wants a savepoint calls `tx.transaction(...)` itself and says why.
 */
export function inTransaction<T>(db: Executor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}

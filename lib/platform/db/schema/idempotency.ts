import 'server-only';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { IdempotentCall } from '@/lib/domain/idempotency/idempotency';

/**
 * The answers of the calls that move value, per player, call and the caller's key
 * (lib/platform/idempotency; docs/ARCHITECTURE.md "Idempotency"). The row is inserted first, in the
 * transaction of the call's effect, and gets its answer at the end of it: other transactions only
 * ever see it committed with its answer, and a concurrent insert of the same key waits for that
 * commit. No foreign key: the row is a cache of an answer, swept after IDEMPOTENT_ANSWER_HOURS, and
 * a key on `users` would make every call take a share lock on the player's row.
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    userId: integer('user_id').notNull(),
    call: text('call').$type<IdempotentCall>().notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body (without the key): the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer's HTTP status and JSON text, exactly as sent; null only inside the first call's own transaction. */
    status: smallint('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.call, t.key] }), index('idempotent_answers_created_at').on(t.createdAt)],
);

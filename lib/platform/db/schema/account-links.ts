import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Linked accounts (docs/ARCHITECTURE.md "Linked accounts", migration 0028): what each player was
 * seen with, and the pairs of players that shared something. Kinds: a device (the site's signed
 * device cookie), a client address (at registration and login), a payment instrument (a payout
 * account, a deposit's payer).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const ACCOUNT_TRACE_KINDS = ['device', 'address', 'payment'] as const;
export type AccountTraceKind = (typeof ACCOUNT_TRACE_KINDS)[number];

/** Where a trace was first seen. */
export type AccountTraceSource = 'registration' | 'login' | 'deposit' | 'payout_account';

/**
 * One thing a player was seen with, once per player: the value is kept only as a keyed digest
 * (no card number or address in clear). The key is also the lookup of the others seen with it.
 */
export const accountTraces = pgTable(
  'account_traces',
  {
    kind: text('kind').$type<AccountTraceKind>().notNull(),
    digest: text('digest').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<AccountTraceSource>().notNull(),
    firstSeenAt: ts('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.digest, t.userId] }), check('account_traces_kind', sql`${t.kind} in ('device', 'address', 'payment')`)],
);

/** Two players that shared a trace of `reason`'s kind; the lower id in `userId`. */
export const accountLinks = pgTable(
  'account_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedUserId: integer('linked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<AccountTraceKind>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.linkedUserId, t.reason] }),
    index('account_links_linked').on(t.linkedUserId),
    check('account_links_order', sql`${t.userId} < ${t.linkedUserId}`),
    check('account_links_reason', sql`${t.reason} in ('device', 'address', 'payment')`),
  ],
);

import 'server-only';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Notices to players (lib/domain/notifications/notices.ts): a kind and its facts, rendered in the reader's
 * language when read. `readAt` set means read: the notice leaves the list and the unread counter
 * (spec §4 "reading deletes it"); the row stays as a record of what the player was told.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    /** A site path without locale prefix (spec `button.link`), or null. */
    link: text('link'),
    /** One notice per fact (`deposit_paid:<id>` …): a retried or raced producer tells once. */
    noticeKey: text('notice_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('user_notifications_unread').on(t.userId, t.id).where(sql`${t.readAt} is null`)],
);

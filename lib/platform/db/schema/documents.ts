import 'server-only';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/**
 * Identity documents (spec platform §3 "Verification item"): one row per player and
 * kind (lib/domain/documents/documents.ts), made when the player first lists them, so every slot has the
 * id the upload names. The picture itself is not in the database: `file_key` names it in the
 * document storage (lib/platform/documents/document-storage.ts).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const playerDocuments = pgTable(
  'player_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** none | wait | success | cancel (spec §4). */
    status: text('status').notNull().default('none'),
    /** A code of DECLINE_REASONS while `cancel`. */
    declineReason: text('decline_reason'),
    /** Where the last picture sent is stored; null before the first upload. */
    fileKey: text('file_key'),
    uploadedAt: ts('uploaded_at'),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull(),
    /**
     * The document's number as the operator who approved it read it off the picture, as a keyed
     * digest (documents/document-numbers.ts): a self-excluded person's document found again
     * on another account. Null when none was entered.
     */
    numberDigest: text('number_digest'),
  },
  (t) => [
    unique('player_documents_user_kind').on(t.userId, t.kind),
    check('player_documents_status', sql`${t.status} in ('none', 'wait', 'success', 'cancel')`),
    index('player_documents_waiting').on(t.uploadedAt).where(sql`${t.status} = 'wait'`),
    index('player_documents_number').on(t.numberDigest).where(sql`${t.numberDigest} IS NOT NULL`),
  ],
);

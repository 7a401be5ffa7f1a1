import 'server-only';
import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Public gift offers (spec §2 "/take/gift", lib/platform/gift-offers): a gift anyone may read
 * about and a player may take once, by slug. The gift itself is granted from `spec` with
 * grantGift (reason personal, key `offer:<slug>:<user id>`).
 */
export const giftOffers = pgTable('gift_offers', {
  id: serial('id').primaryKey(),
  /** The `?offer=` of /take/gift. */
  slug: text('slug').notNull().unique(),
  spec: jsonb('spec').$type<GiftSpec>().notNull(),
  /** Switched off by the operator: read as ended. */
  active: boolean('active').notNull().default(true),
  /** The window in which it may be taken; a null end never ends. */
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at'),
  createdAt: ts('created_at').notNull(),
});

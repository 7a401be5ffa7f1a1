import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { GIFT_REASONS, GIFT_STATES, GIFT_TYPES, type GiftConditions } from '@/lib/domain/gifts/gifts';
import { users } from './accounts';

/**
 * Gifts a player holds (spec §3 Gift, §4 "Gifts: received, then activated, then used or
 * expired"). The cashbox uses the deposit-bonus kind: a gift chosen in the cashbox pays a
 * percentage of each deposit as bonus money until its deposit limit for the currency is
 * reached (spec §4 "cashbox gift filter"). Texts are per locale ({ru, en, it}).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export { GIFT_REASONS, GIFT_STATES, GIFT_TYPES } from '@/lib/domain/gifts/gifts';

export const userGifts = pgTable(
  'user_gifts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: GIFT_TYPES }).notNull(),
    /** { ru, en, it } */
    title: jsonb('title').notNull(),
    state: text('state', { enum: GIFT_STATES }).notNull(),
    reason: text('reason', { enum: GIFT_REASONS }).notNull(),
    /**
     * What the gift gives, by type (GiftTerms, lib/domain/gifts/gifts.ts). Rows written 
     * hold deposit_bonus terms without their `type` field; readers check the row's own type.
     */
    terms: jsonb('terms').notNull(),
    /** Spec restrictions.depositLimits: [{ currency, limit }] — deposits counted up to limit (minor units). */
    depositLimits: jsonb('deposit_limits').notNull().default(sql`'[]'::jsonb`),
    /** Spec restrictionsState.depositProgress: deposits counted so far (minor units). */
    depositProgress: bigint('deposit_progress', { mode: 'number' }).notNull().default(0),
    /** Deposits the gift has paid a bonus on. */
    depositCount: integer('deposit_count').notNull().default(0),
    /** Set when the player picks it in the cashbox (POST /json-api/user-gifts/cashbox-select); the newest pick wins. */
    cashboxSelectedAt: ts('cashbox_selected_at'),
    /** One gift per grant: `registration:<userId>` … so a retried grant gives nothing twice. */
    grantKey: text('grant_key').notNull().unique(),
    /** What the player must have or be before activation (GiftConditions: contacts, device, deposits). */
    conditions: jsonb('conditions').$type<GiftConditions>().notNull().default(sql`'{}'::jsonb`),
    /** The group gift whose activation granted this one; null for a gift granted on its own. */
    parentId: integer('parent_id'),
    /**
     * Giftspin: free rounds left, set on activation from terms.spins and counted down by each free
     * round's guarded UPDATE (lib/platform/games/free-spins.ts), never below 0; null for other types.
     */
    spinsLeft: integer('spins_left'),
    activatedAt: ts('activated_at'),
    usedAt: ts('used_at'),
    expiredAt: ts('expired_at').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('user_gifts_user').on(t.userId, t.state)],
);

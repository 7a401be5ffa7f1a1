import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { userGifts } from './gifts';

/**
 * Promo codes (spec §7 coupon-codes/activate): a code grants its gift (GiftSpec) once
 * per player, within its validity, its currency and its total number of uses.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper case (lib/domain/coupons/coupons.ts normalizeCouponCode): codes are matched without case. */
    code: text('code').notNull().unique(),
    /** The GiftSpec granted (reason `personal`). */
    gift: jsonb('gift').notNull(),
    /** Total uses over all players; null for no limit. */
    usesLimit: integer('uses_limit'),
    /** Uses so far: raised by a guarded UPDATE (`used < uses_limit`), so it never passes the limit. */
    used: integer('used').notNull().default(0),
    validFrom: ts('valid_from'),
    validTo: ts('valid_to'),
    /** Only players of this currency may use it; null for any. */
    currency: text('currency'),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [check('coupon_codes_used_within_limit', sql`${t.usesLimit} is null or ${t.used} <= ${t.usesLimit}`)],
);

/** One row per player and code: the unique pair is what makes a code once per player. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => couponCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id').references(() => userGifts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [unique('coupon_redemptions_code_user').on(t.codeId, t.userId)],
);

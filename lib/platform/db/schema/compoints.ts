import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { COMPOINT_PRODUCT_TYPES } from '@/lib/domain/compoints/compoints';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';

/**
 * The compoints shop (spec §3 "Compoint product": id, price, gift): what a player may buy with
 * compoints. Seeded (lib/platform/seed/compoint-products.ts); a purchase
 * (lib/platform/compoints/purchase.ts) spends the price and grants the gift in one transaction.
 */
export const compointProducts = pgTable(
  'compoint_products',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: COMPOINT_PRODUCT_TYPES }).notNull().default('gift'),
    /** Whole compoints. */
    price: integer('price').notNull(),
    /** The gift a purchase grants (reason `compoints`). */
    gift: jsonb('gift').$type<GiftSpec>().notNull(),
    /** Off: not listed, not sold (bought gifts stay). */
    active: boolean('active').notNull().default(true),
    /**
     * The gift's real money is paid as real money. Off (the default): it is paid as bonus money
     * with wagering (lib/domain/economics/reward-money.ts), and the economics model counts it so.
     */
    paysCash: boolean('pays_cash').notNull().default(false),
    /** Left to sell; null for unlimited. A purchase takes one with a guarded update. */
    stock: integer('stock'),
    /** Order in the shop, lowest first. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('compoint_products_price_positive', sql`${t.price} > 0`), check('compoint_products_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`)],
);

import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The cashbox (treasury): deposits through a payment provider and payout requests
 * (docs/ARCHITECTURE.md "Cashbox"). Money itself moves only in the ledger (wallet tables);
 * these rows are the requests and their states, each tied to its ledger movement by a fixed
 * idempotency key (`deposit:<id>`, `payout-hold:<id>` …), so a retry or a second request at
 * once never moves money twice. Players are named without a foreign key, like the ledger:
 * money history outlives a deleted player row.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * pending → paid | declined | expired | held → returned. Only `paid` moved money (one ledger
 * `deposit`). `held`: the provider took the money while the player was on a time-out or
 * self-exclusion, so it is not credited and goes back; `returned` once the provider's return call
 * succeeded. A `held` row whose return failed (or whose provider has no return call) is the
 * operator's to return by hand.
 */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'declined', 'expired', 'held', 'returned'] as const;

/** new (money held) → cancelled (player) | declined (operator) | paid (operator). */
export const PAYOUT_STATUSES = ['new', 'cancelled', 'declined', 'paid'] as const;

export const treasuryDeposits = pgTable(
  'treasury_deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** Which integration took it: `marbella` (GET …/marbella/deposit) or `rbk` (rbk-create-invoice). */
    provider: text('provider').notNull(),
    /** The payment method code (lib/platform/cashbox/payment-methods.ts). */
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    /** The cashbox gift chosen when the deposit was made (user_gifts.id), applied when it is paid. */
    giftId: integer('gift_id'),
    /** Bonus money the gift paid with this deposit (minor units). */
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    /** The provider's invoice id: the secret in the payment page's address. */
    token: text('token').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('treasury_deposits_user').on(t.userId, t.id)],
);

export const treasuryPayouts = pgTable(
  'treasury_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    /** The payout method code (lib/platform/cashbox/payment-methods.ts). */
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull(),
    /** Where to pay: the account the player typed, kept whole for the operator, shown masked. */
    details: jsonb('details').notNull(),
    createdAt: ts('created_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('treasury_payouts_user').on(t.userId, t.id), index('treasury_payouts_new').on(t.id).where(sql`${t.status} = 'new'`)],
);

/** POST /json-api/treasury/open: each time a player opens the cashbox, with the marketing query strings. */
export const cashboxOpens = pgTable('cashbox_opens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  depQs: text('dep_qs'),
  qs: text('qs'),
  createdAt: ts('created_at').notNull(),
});

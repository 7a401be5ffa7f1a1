import 'server-only';
import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Player protection (lib/platform/protection): the player's own deposit limits, the
 * reality check interval, and a running time-out or self-exclusion.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One row per player once they set anything; no row = no limits, reality check off, not excluded. */
export const playerProtection = pgTable('player_protection', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 0 = off (lib/domain/protection/protection.ts REALITY_CHECK_MINUTES). */
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  /** `time_out` | `self_exclusion` while one runs or ran; read together with the end below. */
  exclusionKind: text('exclusion_kind', { enum: ['time_out', 'self_exclusion'] }),
  exclusionSince: ts('exclusion_since'),
  /** The end; null with `exclusion_permanent` false = never excluded. */
  excludedUntil: ts('excluded_until'),
  exclusionPermanent: boolean('exclusion_permanent').notNull().default(false),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * A deposit limit per player and period (`day`, `week`, `month`: rolling 24 h, 7 d, 30 d).
 * `amount` is in force; an increase or removal waits in `pending_*` until `pending_at`, and reads
 * treat it as in force from then on (the next write folds it into `amount`).
 */
export const playerDepositLimits = pgTable(
  'player_deposit_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    /** Minor units of the player's currency; null = no limit. */
    amount: bigint('amount', { mode: 'number' }),
    /** The waiting value when `pending_at` is set; null there = a waiting removal. */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: ts('pending_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] })],
);

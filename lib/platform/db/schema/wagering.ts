import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The wagering requirement of a player's bonus money (spec §3 Balance "wagering", §6 and §9
 * "withdrawal requires … full wagering of bonuses"), per player and currency: the minor units
 * of real-mode stakes still to be made. A deposit bonus adds `bonus × wager` to it
 * (lib/platform/gifts/cashbox-gift.ts), every real-mode stake lowers it (lib/platform/wallet/
 * wagering.ts), and a payout is refused while it is above 0. A player without a row owes nothing.
 * Its own table, not a column of wallet_accounts, so the ledger's SQL functions stay as they are.
 */
export const playerWagering = pgTable(
  'player_wagering',
  {
    // Unlike the ledger's rows, a requirement means nothing without its player: it goes with them.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency] }), check('player_wagering_remaining_check', sql`${t.remaining} >= 0`)],
);

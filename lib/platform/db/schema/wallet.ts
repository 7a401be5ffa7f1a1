import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The money ledger (docs/ARCHITECTURE.md "Money ledger"): double entry in integer minor
 * units. Every movement is one `wallet_transactions` row (unique idempotency key, the answer it
 * gave) and `wallet_entries` that sum to zero; each player account keeps its balance cached so a
 * read is one row (house accounts do not: migration 0017). The tables name players by id without
 * a foreign key on purpose: money history must outlive a deleted player row and keep the house
 * accounts balanced, so deleting a player neither cascades into the ledger nor is blocked by it.
 */

/** A player's accounts, one of each per currency: real money, bonus money, play money (demo games). */
export const PLAYER_ACCOUNT_KINDS = ['real', 'bonus', 'play'] as const;

/**
 * The house side of every movement, one of each per currency. Play money has its own house
 * accounts, so it never mixes with money and each pool sums to zero on its own.
 */
export const HOUSE_ACCOUNT_KINDS = [
  'house_bets',
  'house_wins',
  'house_deposits',
  'house_grants',
  /** Payout requests waiting for the operator: the money held out of the player's reach. */
  'house_payouts',
  'house_play_bets',
  'house_play_wins',
  'house_play_grants',
] as const;

/**
 * Compoints (lib/platform/wallet/compoints.ts): their own pool, one unit per whole
 * compoint, in the pseudo-currency COMPOINTS_CURRENCY so they never mix with money, are never
 * locked by a money movement and sum to zero with their house account on their own.
 */
export const COMPOINT_ACCOUNT_KINDS = ['compoints', 'house_compoints'] as const;

/** The currency code of the compoint accounts and movements (not a money currency). */
export const COMPOINTS_CURRENCY = 'CMP';

export const WALLET_ACCOUNT_KINDS = [...PLAYER_ACCOUNT_KINDS, ...HOUSE_ACCOUNT_KINDS, ...COMPOINT_ACCOUNT_KINDS] as const;

/**
 * `void_bet` is the mark a rollback leaves under the key of a bet it never saw: the key is taken,
 * so that bet is refused when it arrives late (lib/platform/wallet/rollback.ts).
 */
export const WALLET_TRANSACTION_TYPES = [
  'bet',
  'win',
  'bet_and_win',
  'rollback',
  'void_bet',
  'deposit',
  'grant',
  // The cashbox's payouts (lib/platform/cashbox): hold on request, release on cancel or
  // decline, settle (house_payouts → house_deposits: the money left the casino) when paid.
  'payout_hold',
  'payout_release',
  'payout_settle',
  // Bonus money left below spec §9's threshold goes back to house_grants (wallet/bonus-write-off.ts).
  'bonus_write_off',
  // Compoints (compoints.ts): earned by stakes or a gift (house_compoints → compoints), spent in the shop.
  'compoints_credit',
  'compoints_spend',
] as const;

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    /** The player; null for house accounts. */
    userId: integer('user_id'),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: WALLET_ACCOUNT_KINDS }).notNull(),
    /**
     * A player account: the sum of its entries, kept by the same database transaction that writes
     * them. A house account: not kept, always 0 (migration 0017; house-balances.ts sums its entries).
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('wallet_accounts_player').on(t.userId, t.currency, t.kind).where(sql`${t.userId} is not null`),
    uniqueIndex('wallet_accounts_house').on(t.currency, t.kind).where(sql`${t.userId} is null`),
    check('wallet_accounts_owner', sql`(${t.userId} is null) = starts_with(${t.kind}, 'house_')`),
    // The ledger checks funds before it moves them; this is the database's own last word.
    check('wallet_accounts_player_not_negative', sql`${t.userId} is null or ${t.balance} >= 0`),
  ],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The caller's transaction id: a key is used once, and a replay gets `answer` back. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    type: text('type', { enum: WALLET_TRANSACTION_TYPES }).notNull(),
    userId: integer('user_id').notNull(),
    currency: text('currency').notNull(),
    /** The game round (bets and wins), so a lone win finds the stake of its round. */
    roundRef: text('round_ref'),
    /** A rollback: the key of the bet it reverses. */
    referenceKey: text('reference_key'),
    /** A bet: the rollback that reversed it (a bet is reversed once). */
    rolledBackBy: bigint('rolled_back_by', { mode: 'number' }),
    /** The answer given the first time (lib/platform/wallet/types.ts WalletResult). */
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wallet_transactions_round').on(t.userId, t.roundRef)],
);

/**
 * The entries of each transaction. Written only by the `wallet_post` function (migrations 0004,
 * 0017), which checks what foreign keys would: the transaction row is the one it just inserted,
 * and every account it names exists (one index read of them all). Foreign keys checked the same
 * again per entry and cost about a sixth of a bet-and-win round on PGlite.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    /** Position of the entry in its transaction. */
    leg: smallint('leg').notNull(),
    accountId: integer('account_id').notNull(),
    /** Minor units; positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.leg] }), index('wallet_entries_account').on(t.accountId)],
);

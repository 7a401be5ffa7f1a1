import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@/lib/domain/locales';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { PluralNames, PromotionPointRules, PromotionPrizeKind } from '@/lib/domain/promotions/promotion-dtos';
import { PROMO_CONTAINER_TEMPLATES, PROMO_TEMPLATES } from '@/lib/domain/promotions/promotions';
import { users } from './accounts';
import { games } from './catalog';

/**
 * Promotions (spec play-promos §3, lib/domain/promotions/promotions.ts). Points are minor promo
 * coins (PROMO_COINS per point) and move only with an entry of the balance log (a row of
 * `promo_point_logs`, or a round's entry on its own row, folded into the member row later:
 * promotions/fold.ts) written in the same statement or transaction as their cause; the log's unique (promo, user, reason, ref) is what makes a
 * movement outside rounds happen once. A member's points never go negative (the check).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Spec §3 promo currency: the points' name (plural forms per language), icon and explaining page. */
export const promoCurrencies = pgTable('promo_currencies', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Partial<Record<'ru' | 'en' | 'it', Partial<PluralNames>>>>().notNull(),
  icon: text('icon').notNull(),
  url: text('url'),
});

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    rules: jsonb('rules').$type<LocalizedText>().notNull(),
    fund: jsonb('fund').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    background: text('background'),
    /** Null: a static page (spec §3). */
    template: text('template', { enum: PROMO_TEMPLATES }),
    containerTemplate: text('container_template', { enum: PROMO_CONTAINER_TEMPLATES }).notNull().default('default'),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /**
     * Written once, by the transaction that ends the promo (a lottery's draw pays its prizes in
     * it): the claim that makes the end exactly-once across instances and restarts.
     */
    finishedAt: ts('finished_at'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => promoCurrencies.id),
    additionalCurrencyId: integer('additional_currency_id').references(() => promoCurrencies.id),
    highFiveEnabled: boolean('high_five_enabled').notNull().default(false),
    participantButton: boolean('participant_button').notNull().default(false),
    /** What real-money rounds earn (minor money per whole point, per currency); null: rounds earn nothing. */
    pointRules: jsonb('point_rules').$type<PromotionPointRules>().notNull().default({ stake: null, win: null }),
    /** Daily deposit goals: today's paid deposits of `amount` (minor, per currency) give `points` (whole) once a day. */
    depositGoals: jsonb('deposit_goals').$type<{ id: number; amount: Record<string, number>; points: number }[]>().notNull().default([]),
    /** The prize pool's currency (spec §9 +1 % of all wins); null: the promo has no pool. */
    poolCurrency: text('pool_currency'),
    /** Minor units the pool starts with. */
    poolBase: bigint('pool_base', { mode: 'number' }).notNull().default(0),
    /** Whole points a participant needs to appear in the table (spec §9 table entry). */
    tableEntryPoints: integer('table_entry_points').notNull().default(0),
    sortPriority: integer('sort_priority').notNull().default(0),
  },
  (t) => [index('promotions_due').on(t.endAt).where(sql`${t.finishedAt} is null`)],
);

/** The games whose rounds earn a promo's points; none = every game. */
export const promoGames = pgTable(
  'promo_games',
  {
    promoId: integer('promo_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promoId, t.gameId] })],
);

export const promoPrizes = pgTable(
  'promo_prizes',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    /** Minor points of `currencyId`. */
    price: bigint('price', { mode: 'number' }).notNull(),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => promoCurrencies.id),
    kind: text('kind').$type<PromotionPrizeKind>().notNull(),
    gift: jsonb('gift').$type<GiftSpec>(),
    /** Real money per currency, minor units (kind money). */
    money: jsonb('money').$type<Record<string, number>>(),
    compoints: integer('compoints'),
    /**
     * Money (or a gift's real money) is paid as real money. Off (the default): as bonus money with
     * wagering (lib/domain/economics/reward-money.ts), and the economics model counts it so.
     */
    paysCash: boolean('pays_cash').notNull().default(false),
    /**
     * Lottery: how many players win it. Exchange: how many are left (null = unlimited), lowered by
     * the exchange's guarded update, never below 0.
     */
    quantity: integer('quantity'),
  },
  (t) => [check('promo_prizes_quantity_not_negative', sql`${t.quantity} is null or ${t.quantity} >= 0`)],
);

/** A player's standing in a promo (spec §3 user promo data). A row exists once the player joined or earned. */
export const promoMembers = pgTable(
  'promo_members',
  {
    promoId: integer('promo_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Pressed the participate button (promos without one count everybody as a member). */
    joined: boolean('joined').notNull().default(false),
    /** When it was pressed: a round counts for the member from then on (null: from the start). */
    joinedAt: ts('joined_at'),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    additionalPoints: bigint('additional_points', { mode: 'number' }).notNull().default(0),
    highFivesSent: integer('high_fives_sent').notNull().default(0),
    highFivesReceived: integer('high_fives_received').notNull().default(0),
    /**
     * The player's share of the promo's prize pool (spec §9 +1 % of all real-money wins),
     * hundredths of a minor unit of the pool's currency, so 1 % of any win is kept exactly. Kept
     * on the player's own row — the one a round of theirs updates anyway — so no two players'
     * rounds ever wait on one counter row; the pool is its base plus the sum over the rows. A
     * player who never joined a promo with a participate button gets a row (`joined` false, no
     * points) only to hold it.
     */
    poolShare: bigint('pool_share', { mode: 'number' }).notNull().default(0),
    createdAt: ts('created_at').notNull(),
    /** When the points last moved: equal points rank by who got there first. */
    pointsAt: ts('points_at'),
    /** The last round whose promo moves are in this row (promotions/fold.ts): none at or below it is folded again. */
    foldedId: bigint('folded_id', { mode: 'number' }).notNull().default(0),
  },
  // No index on points: every fold of a member changes them, and an index on them would make
  // each of those updates write the index too (no HOT update). The table is read by promo (the
  // primary key's prefix) and ranked in memory; a promo's members are thousands, not millions.
  (t) => [primaryKey({ columns: [t.promoId, t.userId] }), check('promo_members_points_not_negative', sql`${t.points} >= 0 and ${t.additionalPoints} >= 0`)],
);

/** A movement of the balance log: the columns the log table and the view share. */
const balanceLogColumns = () => ({
  promoId: integer('promo_id').notNull(),
  userId: integer('user_id').notNull(),
  currencyId: integer('currency_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  /** What caused it (a round, a deposit goal and day, a high-five, an exchange request …). */
  ref: text('ref').notNull(),
  createdAt: ts('created_at').notNull(),
});

/**
 * Spec §7 action balance log, every movement but a round's own (those are on the round's row,
 * `game_rounds.promo_moves`; participants.ts reads both), once (the unique key).
 * No foreign keys: checking one locks the referenced row (FOR KEY SHARE) on every insert, and the
 * promo's row would be shared-locked by every movement of every player at once. The rows are
 * written only next to a member row of the same promo and player.
 */
export const promoPointLogs = pgTable(
  'promo_point_logs',
  {
    // From the rounds' sequence (migration 0024): the rounds' own entries of the log carry their
    // round's id, so the ids of the whole log never meet and run in the order they were taken.
    id: bigint('id', { mode: 'number' })
      .notNull()
      .default(sql`nextval('game_rounds_id_seq')`),
    ...balanceLogColumns(),
  },
  // The key, (promo, user, id), is how the player's log is read (and spreads concurrent inserts
  // over the players instead of one right-most page). The unique key makes a movement outside
  // rounds happen once; a round's movement is once by construction (written only by the
  // statement that moves the round's money, round-points.ts), so round rows stay out of it.
  (t) => [
    primaryKey({ columns: [t.promoId, t.userId, t.id] }),
    uniqueIndex('promo_point_logs_once').on(t.promoId, t.userId, t.reason, t.ref).where(sql`${t.reason} <> 'round'`),
  ],
);

/**
 * Where folding the rounds' promo moves into the member rows stands (promotions/fold.ts), one row.
 * - `floor`: the last round written before the fold existed (migration 0025); its moves carry a
 *   balance, not a pool share, and were applied by the round itself. Nothing at or below it is folded.
 * - `cursor`: a fold reads the rounds after it; every round at or below it is folded. It moves
 *   only to a point below which no transaction still running can write a round: the rounds'
 *   sequence as a fold read it (`pending_seq`), once every transaction that had an id by then
 *   (ids below `pending_xmax`, one past that fold's own, taken after its read) has ended.
 * - `folded_to`: the last round a fold has seen: a reader folds first only when a newer one exists.
 */
export const promoFold = pgTable(
  'promo_fold',
  {
    id: integer('id').primaryKey().default(1),
    floor: bigint('floor', { mode: 'number' }).notNull(),
    cursor: bigint('cursor', { mode: 'number' }).notNull(),
    foldedTo: bigint('folded_to', { mode: 'number' }).notNull(),
    pendingSeq: bigint('pending_seq', { mode: 'number' }),
    pendingXmax: bigint('pending_xmax', { mode: 'number' }),
  },
  (t) => [check('promo_fold_one_row', sql`${t.id} = 1`)],
);

export const promoHighFives = pgTable(
  'promo_high_fives',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day it counts against the limits. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_high_fives_per_user_day').on(t.promoId, t.fromUserId, t.toUserId, t.day),
    index('promo_high_fives_from').on(t.promoId, t.fromUserId, t.day),
    index('promo_high_fives_to').on(t.promoId, t.toUserId),
  ],
);

/** A prize a player got: exchanged for points, or drawn in a lottery (spec receivedPrizes, winners). */
export const promoPrizeAwards = pgTable(
  'promo_prize_awards',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => promoPrizes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    how: text('how').$type<'exchange' | 'draw'>().notNull(),
    /** A real-money prize waiting for the player's identity verification (prize-award.ts), paid once when it comes. */
    held: boolean('held').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('promo_prize_awards_once').on(t.prizeId, t.userId),
    index('promo_prize_awards_promo').on(t.promoId),
    index('promo_prize_awards_held').on(t.userId).where(sql`${t.held}`),
  ],
);

import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@/lib/domain/locales';
import { TOURNAMENT_SERVER_STATUSES, type TournamentPrizeSpec } from '@/lib/domain/tournaments/tournaments';
import { users } from './accounts';
import { games } from './catalog';

/**
 * Tournaments and series (spec play-promos §3, lib/domain/tournaments/tournaments.ts). Seeded by
 * lib/platform/seed/tournaments.ts; members join through lib/platform/tournaments, rounds score
 * in their own transaction (games/round-record.ts), and a finished tournament pays its prizes
 * once (the `finished` status is the claim).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const tournamentSeries = pgTable('tournament_series', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  prizeDescription: jsonb('prize_description').$type<LocalizedText>().notNull(),
  image: text('image').notNull(),
  /** Spec §3 isPaid: some of its tournaments sell seats for compoints. */
  isPaid: boolean('is_paid').notNull().default(false),
  /** The series' own standings mechanic (its tournaments' scores summed per member). */
  mechanic: integer('mechanic').notNull(),
  betMin: bigint('bet_min', { mode: 'number' }).notNull().default(0),
  betMax: bigint('bet_max', { mode: 'number' }),
  /** Prizes of the series' final standings, paid once when its last tournament finishes. */
  prizes: jsonb('prizes').$type<TournamentPrizeSpec[]>().notNull().default([]),
  /** Set in the transaction that pays the series' prizes: the claim that makes it once. */
  finishedAt: ts('finished_at'),
  sortPriority: integer('sort_priority').notNull().default(0),
});

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    seriesId: integer('series_id').references(() => tournamentSeries.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** The rules text of the page (spec §2 "rules"). */
    rules: jsonb('rules').$type<LocalizedText>().notNull(),
    prizeDescription: jsonb('prize_description').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    /** Spec server fields startedAt / finishedAt (answered as startAt / endAt). */
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /**
     * created / active / finished. `finished` is written once, by the transaction that pays the
     * prizes (lib/platform/tournaments): the claim that makes finishing exactly-once across
     * instances and restarts. Until then the status answered follows the clock.
     */
    status: text('status', { enum: TOURNAMENT_SERVER_STATUSES }).notNull().default('created'),
    finishedAt: ts('finished_at'),
    /** Spec §3 privacy type 1–4 (TOURNAMENT_PRIVACY). */
    privacyType: integer('privacy_type').notNull(),
    /** Spec §3 mechanic 1–4 (TOURNAMENT_MECHANICS). */
    mechanic: integer('mechanic').notNull(),
    /** Whole compoints for a seat; null = not a compoint tournament. */
    compointPrice: integer('compoint_price'),
    maxMembers: integer('max_members'),
    /** Kept by the join's guarded update, never above max_members. */
    membersCount: integer('members_count').notNull().default(0),
    betMin: bigint('bet_min', { mode: 'number' }).notNull().default(0),
    betMax: bigint('bet_max', { mode: 'number' }),
    /** Participation rules beyond privacy (spec §6): a level range and a minimum of paid deposits. */
    minLevel: integer('min_level'),
    maxLevel: integer('max_level'),
    /** Minor units per currency of paid deposits in total; null = none asked. */
    minDeposit: jsonb('min_deposit').$type<Record<string, number>>(),
    /** The partners' referral codes (users.refcode) whose players may enter; null = any player. */
    partnerCodes: text('partner_codes').array(),
    prizes: jsonb('prizes').$type<TournamentPrizeSpec[]>().notNull().default([]),
    sortPriority: integer('sort_priority').notNull().default(0),
  },
  (t) => [
    index('tournaments_due').on(t.endAt).where(sql`${t.status} <> 'finished'`),
    check('tournaments_members_within_limit', sql`${t.maxMembers} is null or ${t.membersCount} <= ${t.maxMembers}`),
    check('tournaments_members_not_negative', sql`${t.membersCount} >= 0`),
  ],
);

export const tournamentGames = pgTable(
  'tournament_games',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.gameId] })],
);

export const tournamentMembers = pgTable(
  'tournament_members',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The one tournament a player's rounds score in (spec §4: choosing one unchooses the others).
     * At most one chosen row per player (the partial unique index), which the round path reads.
     */
    chosen: boolean('chosen').notNull().default(false),
    /** Thousandths of a point (lib/domain/tournaments/tournaments.ts SCORE_MILLIS). */
    score: bigint('score', { mode: 'number' }).notNull().default(0),
    rounds: integer('rounds').notNull().default(0),
    /** Compoints paid for the seat (0 for a free one). */
    paidCompoints: integer('paid_compoints').notNull().default(0),
    joinedAt: ts('joined_at').notNull(),
    /** When the score last moved: equal scores rank by who got there first. */
    scoredAt: ts('scored_at'),
    /** The final position, written when the tournament finishes. */
    finalPosition: integer('final_position'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    uniqueIndex('tournament_members_one_chosen').on(t.userId).where(sql`${t.chosen}`),
    index('tournament_members_rank').on(t.tournamentId, t.score.desc(), t.scoredAt),
  ],
);

/** Players the operator invited to a limited tournament (privacy 3): only they may join. */
export const tournamentInvitations = pgTable(
  'tournament_invitations',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
);

/**
 * Prize money a tournament or series owed a winner whose identity was not yet verified: real
 * money reaches verified players only (docs/ARCHITECTURE.md "Linked accounts"), so it waits here
 * and is paid by the review that verifies them (tournaments/held-prizes.ts). `key` is the money
 * movement's own key, the one an immediate payment would have carried: a hold is paid once.
 */
export const tournamentPrizeHolds = pgTable(
  'tournament_prize_holds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
    link: text('link').notNull(),
    heldAt: ts('held_at').notNull(),
    /** Set by the release that paid it. */
    paidAt: ts('paid_at'),
  },
  (t) => [index('tournament_prize_holds_waiting').on(t.userId).where(sql`${t.paidAt} IS NULL`), check('tournament_prize_holds_amount', sql`${t.amount} > 0`)],
);

import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './catalog';

/**
 * Game play: the sessions a game-run opens and the rounds played in them. Rounds are
 * the record tournaments and promotions score later (lib/platform/games/round-record.ts), so
 * they keep everything a score needs: game, player, session, stake, win, mode and time.
 * Players are named by id without a foreign key, like the ledger: play history outlives a
 * deleted player row.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A two-dimensional bigint array read as numbers (drizzle's own arrays are one-dimensional). */
const promoMoves = customType<{ data: number[][]; driverData: unknown }>({
  dataType: () => 'bigint[]',
  fromDriver: (value) => {
    // node-postgres answers arrays of int8 as text, PGlite as nested arrays.
    if (typeof value === 'string') return [...value.matchAll(/\{([^{}]*)\}/g)].map((row) => row[1]!.split(',').map(Number));
    return Array.isArray(value) ? value.map((row: unknown) => (Array.isArray(row) ? row.map(Number) : [Number(row)])) : [];
  },
});

export const GAME_SESSION_STATUSES = ['active', 'deactivated'] as const;

export const gameSessions = pgTable(
  'game_sessions',
  {
    /** The public session_id of the run info. */
    id: text('id').primaryKey(),
    /** The secret the game page presents with every round (run info runToken). */
    runToken: text('run_token').notNull().unique(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** The player; null for a guest's demo session. */
    userId: integer('user_id'),
    /** The login (auth session) that started it: its logout ends this game session too. */
    authSessionId: text('auth_session_id'),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency').notNull(),
    platform: text('platform', { enum: ['desktop', 'mobile'] }).notNull(),
    status: text('status', { enum: GAME_SESSION_STATUSES }).notNull(),
    /** A guest's play money lives in the session itself (guests have no ledger accounts). */
    guestBalance: bigint('guest_balance', { mode: 'number' }),
    /** Where a game opened in the whole window returns to (validated same-site path). */
    exitUrl: text('exit_url'),
    createdAt: ts('created_at').notNull(),
    /**
     * When the player last closed its game (the frame or the tab): no longer counted among the
     * players online until a round is played in it again (back from the back/forward cache).
     * It still takes rounds: only a stop deactivates a session.
     */
    leftAt: ts('left_at'),
  },
  (t) => [
    index('game_sessions_user').on(t.userId, t.status),
    index('game_sessions_recent').on(t.userId, t.createdAt),
    index('game_sessions_auth').on(t.authSessionId),
    /** The active sessions by opening time: the producers' players online (catalog/players-online.ts, migration 0037). */
    index('game_sessions_open').on(t.createdAt).where(sql`${t.status} = 'active'`),
    /** The sessions closed lately, read by the same refresher (migration 0044). */
    index('game_sessions_left').on(t.leftAt).where(sql`${t.leftAt} is not null`),
  ],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => gameSessions.id),
    /** The game page's id of the round: a retried request finds the round it already settled. */
    roundId: text('round_id').notNull(),
    gameId: integer('game_id').notNull(),
    userId: integer('user_id'),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency').notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    /** The engine's outcome, as the game page animated it. */
    outcome: jsonb('outcome').notNull(),
    /**
     * The giftspin whose free round this was (lib/platform/games/free-spins.ts): the stake was the
     * house's, so the round is no real-money loss (cashback) and earned nothing; null for a paid round.
     */
    giftId: integer('gift_id'),
    /**
     * What the round earned in promotions (promotions/round-points.ts): a row per promo,
     * [promo, currency, minor points, pool share]; null when nothing. Folded into the member rows
     * later (promotions/fold.ts), and read as the action balance log's round entries
     * (promotions/participants.ts). Rounds up to `promo_fold.floor` (migration 0025) carry
     * [promo, currency, minor points, balance after] instead, already applied.
     */
    promoMoves: promoMoves('promo_moves'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('game_rounds_session_round').on(t.sessionId, t.roundId),
    index('game_rounds_user_time').on(t.userId, t.createdAt),
    index('game_rounds_game_time').on(t.gameId, t.createdAt),
  ],
);

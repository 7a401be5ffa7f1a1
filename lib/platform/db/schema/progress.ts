import 'server-only';
import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A player's loyalty progress: what real play has added up to, kept by the round's own
 * statement (lib/platform/games/round-record.ts), so progress costs a round no extra round trip.
 * Stakes are counted in thousandths of an experience point (each currency's rate applied per
 * round, lib/domain/levels/experience.ts), so the count means the same whatever currency a
 * round was played in; experience is `floor(xp_millis / 1000) + xp_bonus`.
 */
export const playerProgress = pgTable('player_progress', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Thousandths of a point earned by real-money stakes (bonus money earns nothing). */
  xpMillis: bigint('xp_millis', { mode: 'number' }).notNull().default(0),
  /** Experience from XP gifts, added to what stakes earned. */
  xpBonus: bigint('xp_bonus', { mode: 'number' }).notNull().default(0),
  /** Rounds played for real money. */
  rounds: integer('rounds').notNull().default(0),
  /**
   * Thousandths of a compoint earned by real-money slot stakes (lib/domain/compoints/compoints.ts rates),
   * counted by the round's statement like xp_millis.
   */
  compointMillis: bigint('compoint_millis', { mode: 'number' }).notNull().default(0),
  /**
   * Whole compoints of compoint_millis already moved into the ledger: a round that crosses a
   * whole compoint credits the difference (lib/platform/compoints/earning.ts) in its transaction.
   */
  compointsCredited: bigint('compoints_credited', { mode: 'number' }).notNull().default(0),
  /** The level reached and told (its notice sent): 1 for every new player. */
  level: integer('level').notNull().default(1),
});

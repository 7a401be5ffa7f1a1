import 'server-only';
import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ACHIEVEMENT_KINDS } from '@/lib/domain/achievements/achievements';
import { users } from './accounts';
import { categories } from './catalog';

/**
 * Achievements (spec §3 "User achievement", §4): the seeded goals and each player's
 * progress towards them. Written by the achievements room (lib/platform/achievements) inside the
 * transactions of the facts that drive them (a deposit paid, a round, a verified contact …).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const achievements = pgTable('achievements', {
  id: serial('id').primaryKey(),
  /** Stable code (the spec's `actionId`); the seed upserts by it. */
  slug: text('slug').notNull().unique(),
  /** { ru, en, it } */
  title: jsonb('title').notNull(),
  /** { ru, en, it } */
  description: jsonb('description').notNull(),
  image: text('image').notNull(),
  kind: text('kind', { enum: ACHIEVEMENT_KINDS }).notNull(),
  /** What completes it, by kind (lib/domain/achievements/achievements.ts ACHIEVEMENT_KINDS). */
  target: integer('target').notNull(),
  /** The GiftSpec granted on completion (reason `achievement`), or null for none. */
  gift: jsonb('gift'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    /** 0–100; only ever raised (a guarded upsert), reaches 100 once. */
    progress: integer('progress').notNull().default(0),
    /** The count it was computed from (rounds, providers, level …). */
    counter: integer('counter').notNull().default(0),
    completedAt: ts('completed_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/** Providers whose games a player ran for real money: the `providers` achievements count these rows. */
export const achievementProviders = pgTable(
  'achievement_providers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    producerId: integer('producer_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.producerId] })],
);

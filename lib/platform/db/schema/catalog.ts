import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@/lib/domain/locales';

/**
 * Categories and producers come from one source (spec platform §3); `type` tells them apart.
 * A slug is unique within its type, so a category and a producer may share one.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['category', 'producer'] }).notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    image: text('image'),
    url: text('url'),
    position: integer('position').notNull().default(0),
    showInLobby: boolean('show_in_lobby').notNull().default(false),
    /**
     * Producers only: the game sessions of its games open now, rewritten by every instance's
     * refresher (lib/platform/catalog/players-online.ts) so pages read it with the row.
     */
    playersOnline: integer('players_online').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_type_slug').on(t.type, t.slug), index('categories_type_position').on(t.type, t.position)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    desktopName: text('desktop_name').notNull(),
    preview: text('preview').notNull(),
    tallPreview: text('tall_preview').notNull(),
    active: boolean('active').notNull().default(true),
    /** Labels from spec §3: top, new, jackpot. */
    badges: text('badges').array().notNull().default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    hasDemoMode: boolean('has_demo_mode').notNull().default(true),
    allowBonusBalance: boolean('allow_bonus_balance').notNull().default(true),
    producerId: integer('producer_id')
      .notNull()
      .references(() => categories.id),
    /** Popularity order used by "all games" and search results. */
    popularity: integer('popularity').notNull().default(0),
    frameWidth: integer('frame_width').notNull().default(1280),
    frameHeight: integer('frame_height').notNull().default(720),
    /** The game cannot run in a frame: the site sends the whole window to it (run info `redirect`). */
    redirect: boolean('redirect').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('games_producer').on(t.producerId), index('games_popularity').on(t.popularity)],
);

/** Which games stand in which category, in which order. Producers are linked through games.producer_id. */
export const gameCategories = pgTable(
  'game_categories',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.gameId] }), index('game_categories_order').on(t.categoryId, t.position)],
);

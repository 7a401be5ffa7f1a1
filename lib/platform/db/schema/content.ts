import 'server-only';
import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { LocalizedText } from '@/lib/domain/locales';
import type { ServerConfig } from '@/lib/domain/content/server-config';

/** Banner types from spec platform §3: the lobby carousel (startPage) or a producer page (gameProvider). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  type: text('type', { enum: ['startPage', 'gameProvider'] }).notNull(),
  providerSlug: text('provider_slug'),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
  buttonText: jsonb('button_text').$type<LocalizedText>().notNull(),
  image: text('image').notNull(),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const staticPages = pgTable('static_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  url: text('url').notNull(),
  /** "info" pages show in the footer; "promo" pages back promotions without a template. */
  pageType: text('page_type').notNull().default('info'),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  /** Plain paragraphs separated by blank lines; rendered as text, never as HTML. */
  body: jsonb('body').$type<LocalizedText>().notNull(),
  hidden: boolean('hidden').notNull().default(false),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SEO meta keyed by path (the path without locale prefix, e.g. "/games/slots"). */
export const seoMeta = pgTable('seo_meta', {
  path: text('path').primaryKey(),
  metaTitle: jsonb('meta_title').$type<LocalizedText>().notNull(),
  metaDescription: jsonb('meta_description').$type<LocalizedText>().notNull(),
  isNoindexPath: boolean('is_noindex_path').notNull().default(false),
});

/** SEO footer images: licence, payment and responsible-gaming marks. */
export const seoFooterImages = pgTable('seo_footer_images', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  alt: jsonb('alt').$type<LocalizedText>().notNull(),
  url: text('url'),
  position: integer('position').notNull().default(0),
});

/** Footer text blocks (licence text, responsible gaming, 18+ notice). */
export const footerBlocks = pgTable('footer_blocks', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  content: jsonb('content').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Timed lobby content block (GET /json-api/content/current-block): the one whose window holds now. */
export const contentBlocks = pgTable('content_blocks', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  image: text('image'),
  url: text('url'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** One row (id 1) holding the operator's server configuration, validated by lib/domain/content/server-config. */
export const serverConfig = pgTable('server_config', {
  id: integer('id').primaryKey(),
  config: jsonb('config').$type<ServerConfig>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const levels = pgTable('levels', {
  id: serial('id').primaryKey(),
  index: integer('index').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  image: text('image').notNull(),
  /** Experience points needed to reach the level. */
  pointsRequired: integer('points_required').notNull(),
  /** The gift granted on reaching the level (reason level.changed); null for none. */
  gift: jsonb('gift').$type<GiftSpec>(),
  /**
   * Percent of a week's net real-money losses paid back every Monday to players of this level
   * (lib/platform/winback, migration 0039); 0: none. The operator edits it; the economics model
   * counts the best one (lib/domain/economics/effective-return.ts).
   */
  winbackPercent: integer('winback_percent').notNull().default(0),
});

/**
 * Recent big wins shown in the winners list. Amounts are minor units. The round path writes a
 * real-money round whose win passes the threshold (content/winner-record.ts), with its player and
 * round; one row per round. `userName` is the masked nickname, never a contact.
 */
export const winners = pgTable(
  'winners',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    gameSlug: text('game_slug').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull().defaultNow(),
    /** The player; null on a row seeded for the demo. */
    userId: integer('user_id'),
    /** The round (game_rounds.id) that won: unique, so a retried round is one row. */
    gameRoundId: bigint('game_round_id', { mode: 'number' }),
    /** A win the seed made up (demo data): shown only while DEMO_DATA is on. */
    invented: boolean('invented').notNull().default(false),
  },
  (t) => [uniqueIndex('winners_game_round').on(t.gameRoundId)],
);

/**
 * The demo data the seed has written once, by part (lib/platform/seed/seed-marks.ts): a part
 * marked here is never written again, so an operator's deletion of a demo row stays deleted.
 */
export const seedMarks = pgTable('seed_marks', {
  part: text('part').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
});

import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/platform/db/executor';
import { categories, gameCategories, games } from '@/lib/platform/db/schema';
import { pickText, type Locale } from '@/lib/domain/locales';
import type { GameBadge, GameDto, GamePage } from '@/lib/domain/catalog/catalog-types';

export interface GameQuery {
  /** Case-insensitive substring of the game's name. */
  q?: string;
  /** Slugs of categories or producers; a game matches when it stands in any of them. */
  categories?: string[];
  /** Narrows to one producer (used by /producers/:slug/:category). */
  producer?: string;
  page: number;
  limit: number;
}

const producers = alias(categories, 'producer');

/** The columns of a game list row (also read by the recent-games list of lib/platform/games). */
export const gameListColumns = {
  game: games,
  producerSlug: producers.slug,
  producerName: producers.name,
};

export type GameRow = { game: typeof games.$inferSelect; producerSlug: string; producerName: typeof categories.$inferSelect.name };

export function toGameDto(row: GameRow, locale: Locale): GameDto {
  const g = row.game;
  return {
    id: g.id,
    slug: g.slug,
    name: g.name,
    desktop_name: g.desktopName,
    preview: g.preview,
    tall_preview: g.tallPreview,
    active: g.active,
    badges: g.badges as GameBadge[],
    disabled: g.disabled,
    has_demo_mode: g.hasDemoMode,
    allow_bonus_balance: g.allowBonusBalance,
    producer: { slug: row.producerSlug, name: pickText(row.producerName, locale) },
  };
}

/** Escapes LIKE wildcards so a search for "100%" finds that text, not everything. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of active games. With exactly one category the category's own order is kept
 * (that is how an operator curates "top" or "new"); otherwise games come by popularity.
 */
/** The producer join of a game list (`innerJoin(gameProducers, eq(gameProducers.id, games.producerId))`). */
export { producers as gameProducers };

export async function listGames(db: Executor, query: GameQuery, locale: Locale): Promise<GamePage> {
  const where: SQL[] = [eq(games.active, true)];
  const slugs = query.categories ?? [];
  if (query.q) where.push(ilike(games.name, likePattern(query.q)));
  if (query.producer) where.push(eq(producers.slug, query.producer));

  let orderBy: SQL[] = [desc(games.popularity), asc(games.id)];
  if (slugs.length > 0) {
    const inCategory = db
      .select({ id: gameCategories.gameId })
      .from(gameCategories)
      .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
      .where(and(eq(categories.type, 'category'), inArray(categories.slug, slugs)));
    const match = or(inArray(games.id, inCategory), inArray(producers.slug, slugs));
    if (match) where.push(match);
    if (slugs.length === 1) {
      // Curated order of the one category; games reached through the producer fall back to popularity.
      orderBy = [
        sql`(select gc.position from ${gameCategories} gc join ${categories} c on c.id = gc.category_id
             where gc.game_id = ${games.id} and c.type = 'category' and c.slug = ${slugs[0]}) asc nulls last`,
        ...orderBy,
      ];
    }
  }
  const condition = and(...where);
  const offset = (query.page - 1) * query.limit;
  const [rows, totals] = await Promise.all([
    db
      .select(gameListColumns)
      .from(games)
      .innerJoin(producers, eq(producers.id, games.producerId))
      .where(condition)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(offset),
    db.select({ n: count() }).from(games).innerJoin(producers, eq(producers.id, games.producerId)).where(condition),
  ]);
  return {
    items: rows.map((row) => toGameDto(row, locale)),
    page: query.page,
    limit: query.limit,
    totalItems: Number(totals[0]?.n ?? 0),
  };
}

export async function getGame(db: Executor, slug: string, locale: Locale): Promise<GameDto | null> {
  const [row] = await db
    .select(gameListColumns)
    .from(games)
    .innerJoin(producers, eq(producers.id, games.producerId))
    .where(and(eq(games.slug, slug), eq(games.active, true)))
    .limit(1);
  return row ? toGameDto(row, locale) : null;
}

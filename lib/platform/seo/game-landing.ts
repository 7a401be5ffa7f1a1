import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { categories, gameCategories, games } from '@/lib/platform/db/schema';
import { getCategory, toCategoryDto } from '@/lib/platform/catalog/categories';
import { studioRtpFor } from '@/lib/platform/games/engines/studio-catalog';
import { ALL_GAMES_SLUG, type CategoryDto, type GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';

/**
 * What a game page says about its game beyond the catalogue row: its kind, the category page
 * its breadcrumbs lead to, and the RTP the studio plays it at. All of it is catalogue data, the
 * same for every visitor, so the page stays cacheable.
 */
export type GameKind = 'slot' | 'table' | 'instant';

export interface GameLanding {
  kind: GameKind;
  /** The kind's category page (slots, table, instant), else "all games"; null if neither is active. */
  category: CategoryDto | null;
  /** Return to player as a fraction (0.955), from the studio catalogue. */
  rtp: number;
}

/**
 * The category slug of each kind. A game in the table category is a table game, as the
 * studio decides when it picks the engine (lib/platform/games/studio-games.ts); every other
 * game is served as a slot, but one listed under instant games is presented as one.
 */
const KIND_CATEGORIES: readonly (readonly [GameKind, string])[] = [
  ['table', 'table'],
  ['instant', 'instant'],
  ['slot', 'slots'],
];

export async function getGameLanding(db: Executor, game: Pick<GameDto, 'id' | 'slug'>, locale: Locale): Promise<GameLanding> {
  const rows = await db
    .select({ category: categories })
    .from(gameCategories)
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .where(and(eq(gameCategories.gameId, game.id), eq(categories.type, 'category'), inArray(categories.slug, KIND_CATEGORIES.map(([, slug]) => slug))));
  const bySlug = new Map(rows.map((r) => [r.category.slug, r.category]));
  const match = KIND_CATEGORIES.find(([, slug]) => bySlug.has(slug));
  const own = match && bySlug.get(match[1]);
  const category = own?.active ? toCategoryDto(own, locale) : await getCategory(db, 'category', ALL_GAMES_SLUG, locale);
  return { kind: match?.[0] ?? 'slot', category, rtp: studioRtpFor(game.slug) };
}

/** Slugs of every active game, for the sitemap. */
export async function listActiveGameSlugs(db: Executor): Promise<string[]> {
  const rows = await db.select({ slug: games.slug }).from(games).where(eq(games.active, true)).orderBy(asc(games.id));
  return rows.map((r) => r.slug);
}

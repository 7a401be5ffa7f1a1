import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getCategory, listCategories } from '@croupier/platform/catalog/categories';
import { listGames, type GameQuery } from '@croupier/platform/catalog/games';
import { getStaticPage, listStaticPages } from '@croupier/platform/content/static-pages';
import { getDb } from '@croupier/platform/db/client';
import { isLocale, type Locale } from '@/lib/domain/locales';
import type { CategoryType } from '@/lib/domain/catalog/catalog-types';

/**
 * Server-side reads of the player pages. Wrapped in React's cache so the layout, the page and
 * generateMetadata share one database round trip per request.
 */
export const categoriesOf = cache(async (type: CategoryType, locale: Locale) => listCategories(await getDb(), type, locale));
export const categoryBySlug = cache(async (type: CategoryType, slug: string, locale: Locale) => getCategory(await getDb(), type, slug, locale));
export const staticPageBySlug = cache(async (slug: string, locale: Locale) => getStaticPage(await getDb(), slug, locale));
export const visibleStaticPages = cache(async (locale: Locale) => listStaticPages(await getDb(), { hidden: false }, locale));

const gamesByKey = cache(async (key: string, locale: Locale) => listGames(await getDb(), JSON.parse(key) as GameQuery, locale));
export function gamesPage(query: GameQuery, locale: Locale) {
  return gamesByKey(JSON.stringify(query), locale);
}

/**
 * A route's locale segment: unknown locales are a 404, a known one is handed to next-intl so
 * the page renders statically (every page and layout calls this first).
 */
export function enterLocale(locale: string): Locale {
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** "/page/N" of a paged list: N is an integer ≥ 2 (page 1 is the list's own URL). */
export function parsePageNumber(raw: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 2 ? n : null;
}

/** Slugs as the catalogue allows them; anything else cannot exist and skips the database. */
export function isPageSlug(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(value);
}

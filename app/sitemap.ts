import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/domain/locales';
import { categoryUrl } from '@/lib/domain/catalog/catalog-types';
import { listCategories } from '@croupier/platform/catalog/categories';
import { listStaticPages } from '@croupier/platform/content/static-pages';
import { getServerConfig } from '@croupier/platform/content/server-config';
import { getDb } from '@croupier/platform/db/client';
import { canonicalUrl } from '@croupier/platform/seo/page-metadata';
import { isDeepPath } from '@/lib/domain/routing/route-rules';
import { listSeoMeta } from '@croupier/platform/content/seo';
import { listActiveGameSlugs } from '@croupier/platform/seo/game-landing';
import { promotionSlugs } from '@croupier/platform/promotions/promotion-reads';
import { tournamentSlugs } from '@croupier/platform/tournaments/tournament-reads';
import { seriesSlugs } from '@croupier/platform/tournaments/series-reads';

// Read from the database on request (never at build time); search engines fetch it rarely.
export const dynamic = 'force-dynamic';

/** Every public, indexable page (game pages, tournaments, series and promotions included) in every locale, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const db = await getDb();
  const [config, categories, producers, pages, meta, games, tournaments, series, promos] = await Promise.all([
    getServerConfig(db),
    listCategories(db, 'category', DEFAULT_LOCALE),
    listCategories(db, 'producer', DEFAULT_LOCALE),
    listStaticPages(db, { hidden: false }, DEFAULT_LOCALE),
    listSeoMeta(db, DEFAULT_LOCALE),
    listActiveGameSlugs(db),
    tournamentSlugs(db),
    seriesSlugs(db),
    promotionSlugs(db),
  ]);
  if (config.noIndex) return [];
  const noindex = new Set(meta.filter((m) => m.isNoindexPath).map((m) => m.path));
  const paths = [
    '/',
    ...categories.map((c) => categoryUrl('category', c.slug)),
    ...producers.map((p) => categoryUrl('producer', p.slug)),
    ...pages.map((p) => `/${p.slug}`),
    ...games.map((slug) => `/play/${slug}`),
    '/tournaments',
    ...tournaments.flatMap((slug) => [`/tournaments/${slug}`, `/tournaments/${slug}/games`]),
    ...series.map((slug) => `/tournaments/series/${slug}`),
    '/promo',
    ...promos.map((slug) => `/promo/${slug}`),
  ].filter((p) => !noindex.has(p) && !isDeepPath(p));
  const host = config.canonicalHost;
  return paths.flatMap((path) => {
    const languages = Object.fromEntries(LOCALES.map((l) => [l, canonicalUrl(host, path, l)]));
    return LOCALES.map((locale) => ({
      url: canonicalUrl(host, path, locale),
      changeFrequency: path === '/' ? ('hourly' as const) : ('daily' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages },
    }));
  });
}

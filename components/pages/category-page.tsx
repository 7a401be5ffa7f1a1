import type { Metadata } from 'next';
import { ArtImage } from '@/components/ui/art-image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { ALL_GAMES_SLUG } from '@/lib/domain/catalog/catalog-types';
import { DEFAULT_PAGE_LIMIT } from '@/lib/domain/constants';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { getDb } from '@croupier/platform/db/client';
import { InfiniteGameGrid } from '@/components/games/infinite-game-grid';
import { tileGame } from '@/components/games/game-tile';
import { CategoryChips } from '@/components/lobby/category-chips';
import { categoriesOf, categoryBySlug, gamesPage } from '@/components/page-data/data';
import { Breadcrumbs, PageHeading } from './page-parts';
import styles from './pages.module.css';

export interface CategoryPageProps {
  locale: Locale;
  variant: SiteVariant;
  slug: string;
  /** 1 for /games/{slug}; N for /games/{slug}/page/N. */
  page: number;
}

async function load(locale: Locale, slug: string, page: number) {
  const category = await categoryBySlug('category', slug, locale);
  if (!category) return null;
  const games = await gamesPage({ categories: [slug], page, limit: DEFAULT_PAGE_LIMIT }, locale);
  if (page > 1 && games.items.length === 0) return null;
  return { category, games };
}

/** /games/{slug}: a category's games, first page on the server, the rest while scrolling. */
export async function CategoryPage({ locale, variant, slug, page }: CategoryPageProps) {
  const data = await load(locale, slug, page);
  if (!data) notFound();
  const { category, games } = data;
  const [categories, t] = await Promise.all([categoriesOf('category', locale), getTranslations({ locale, namespace: 'catalog' })]);
  const chips = categories.filter((c) => c.showInLobby || c.slug === ALL_GAMES_SLUG);
  const title = page > 1 ? `${category.name} · ${t('pageNumber', { page })}` : category.name;

  return (
    <div className={styles.stack}>
      <Breadcrumbs items={[{ label: t('lobby'), href: sitePath('/', locale, variant) }, { label: category.name }]} />
      <PageHeading
        id="catalog-title"
        title={title}
        media={category.image ? <ArtImage src={category.image} alt="" width={56} height={56} /> : undefined}
        facts={<span className={styles.fact}>{t('gamesCount', { count: games.totalItems })}</span>}
      />
      <CategoryChips categories={chips} active={slug} locale={locale} variant={variant} />
      <InfiniteGameGrid
        key={`${slug}-${page}`}
        initialGames={games.items.map(tileGame)}
        initialPage={page}
        pageSize={DEFAULT_PAGE_LIMIT}
        filter={{ categories: [slug] }}
        locale={locale}
        variant={variant}
        basePath={sitePath(`/games/${slug}`, locale, variant)}
        label={category.name}
      />
    </div>
  );
}

export async function categoryMetadata({ locale, slug, page }: Omit<CategoryPageProps, 'variant'>): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const data = await load(locale, slug, page);
  if (!data) return { title: t('notFoundTitle'), robots: { index: false } };
  const { category, games } = data;
  const base = `/games/${slug}`;
  const title = t('categoryTitle', { name: category.name });
  return buildPageMetadata(await getDb(), {
    locale,
    path: page > 1 ? `${base}/page/${page}` : base,
    fallbackTitle: page > 1 ? t('pagedTitle', { title: category.name, page }) : title,
    fallbackDescription: t('categoryDescription', { name: category.name, count: games.totalItems }),
  });
}

import type { Metadata } from 'next';
import { ArtImage } from '@/components/ui/art-image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { ALL_GAMES_SLUG, type CategoryDto } from '@/lib/domain/catalog/catalog-types';
import { DEFAULT_PAGE_LIMIT } from '@/lib/domain/constants';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { listBanners } from '@croupier/platform/content/banners';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { getDb } from '@croupier/platform/db/client';
import { InfiniteGameGrid } from '@/components/games/infinite-game-grid';
import { tileGame } from '@/components/games/game-tile';
import { CategoryChips } from '@/components/lobby/category-chips';
import { PlayersOnline } from '@/components/lobby/players-online';
import { categoriesOf, categoryBySlug, gamesPage } from '@/components/page-data/data';
import { Breadcrumbs, PageHeading } from './page-parts';
import styles from './pages.module.css';

export interface ProducerPageProps {
  locale: Locale;
  variant: SiteVariant;
  slug: string;
  /** Set on /producers/{slug}/{category}. */
  category?: string;
  page: number;
}

async function load(locale: Locale, slug: string, categorySlug: string | undefined, page: number) {
  const [producer, category] = await Promise.all([
    categoryBySlug('producer', slug, locale),
    categorySlug ? categoryBySlug('category', categorySlug, locale) : Promise.resolve(null),
  ]);
  if (!producer || (categorySlug && !category)) return null;
  const games = await gamesPage({ producer: slug, ...(categorySlug ? { categories: [categorySlug] } : {}), page, limit: DEFAULT_PAGE_LIMIT }, locale);
  if (page > 1 && games.items.length === 0) return null;
  return { producer, category, games };
}

/** The producer's own category links: "all games" plus every category it has games in. */
async function producerChips(producer: CategoryDto, locale: Locale, allLabel: string): Promise<CategoryDto[]> {
  const categories = (await categoriesOf('category', locale)).filter((c) => c.slug !== ALL_GAMES_SLUG);
  const counts = await Promise.all(categories.map((c) => gamesPage({ producer: producer.slug, categories: [c.slug], page: 1, limit: 1 }, locale)));
  const withGames = categories.filter((_, i) => counts[i]!.totalItems > 0).map((c) => ({ ...c, url: `${producer.url}/${c.slug}` }));
  return [{ ...producer, name: allLabel, image: null }, ...withGames];
}

/** /producers/{slug} and /producers/{slug}/{category}: a studio's games, with its banner. */
export async function ProducerPage({ locale, variant, slug, category: categorySlug, page }: ProducerPageProps) {
  const data = await load(locale, slug, categorySlug, page);
  if (!data) notFound();
  const { producer, category, games } = data;
  const t = await getTranslations({ locale, namespace: 'catalog' });
  const [banners, chips] = await Promise.all([listBanners(await getDb(), { type: 'gameProvider', providerSlug: slug }, locale), producerChips(producer, locale, t('allOfProducer'))]);
  const banner = banners[0];
  const baseTitle = category ? t('producerCategoryTitle', { producer: producer.name, category: category.name }) : producer.name;
  const title = page > 1 ? `${baseTitle} · ${t('pageNumber', { page })}` : baseTitle;
  const base = category ? `/producers/${slug}/${category.slug}` : `/producers/${slug}`;
  const link = (path: string) => sitePath(path, locale, variant);

  const crumbs = [
    { label: t('lobby'), href: link('/') },
    { label: t('producers'), href: link('/producers') },
    category ? { label: producer.name, href: link(producer.url) } : { label: producer.name },
    ...(category ? [{ label: category.name }] : []),
  ];

  return (
    <div className={styles.stack}>
      <Breadcrumbs items={crumbs} />
      {banner && page === 1 && (
        <div className={styles.providerBanner}>
          <ArtImage src={banner.image} alt="" fill priority />
          <div className={styles.providerBannerText}>
            <p className={styles.providerBannerTitle}>{banner.title}</p>
            {banner.subtitle && <p className={styles.providerBannerSub}>{banner.subtitle}</p>}
          </div>
        </div>
      )}
      <PageHeading
        id="catalog-title"
        title={title}
        media={producer.image ? <ArtImage src={producer.image} alt="" width={120} height={60} className={styles.logoBox} /> : undefined}
        facts={
          <>
            <span className={styles.fact}>{t('gamesCount', { count: games.totalItems })}</span>
            <PlayersOnline slug={producer.slug} count={producer.playersOnline ?? 0} className={styles.onlineFact} />
          </>
        }
      />
      {chips.length > 2 && (
        <CategoryChips categories={chips} active={category?.slug ?? producer.slug} locale={locale} variant={variant} label={t('producerCategories')} alwaysVisible />
      )}
      <InfiniteGameGrid
        key={`${base}-${page}`}
        initialGames={games.items.map(tileGame)}
        initialPage={page}
        pageSize={DEFAULT_PAGE_LIMIT}
        filter={category ? { producer: slug, categories: [category.slug] } : { producer: slug }}
        locale={locale}
        variant={variant}
        basePath={link(base)}
        label={baseTitle}
      />
    </div>
  );
}

export async function producerMetadata({ locale, slug, category: categorySlug, page }: Omit<ProducerPageProps, 'variant'>): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  const data = await load(locale, slug, categorySlug, page);
  if (!data) return { title: t('notFoundTitle'), robots: { index: false } };
  const { producer, category } = data;
  const base = category ? `/producers/${slug}/${category.slug}` : `/producers/${slug}`;
  const title = category ? t('producerCategoryTitle', { producer: producer.name, category: category.name }) : t('producerTitle', { name: producer.name });
  const description = category ? t('producerCategoryDescription', { producer: producer.name, category: category.name }) : t('producerDescription', { name: producer.name });
  return buildPageMetadata(await getDb(), {
    locale,
    path: page > 1 ? `${base}/page/${page}` : base,
    fallbackTitle: page > 1 ? t('pagedTitle', { title: category ? `${producer.name}: ${category.name}` : producer.name, page }) : title,
    fallbackDescription: description,
  });
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { ALL_GAMES_SLUG } from '@/lib/domain/catalog/catalog-types';
import { LOBBY_ROW_LIMIT, WINNERS_LIMIT } from '@/lib/domain/constants';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { listBanners } from '@croupier/platform/content/banners';
import { listWinners } from '@croupier/platform/content/winners';
import { getCurrentBlock } from '@croupier/platform/content/content-blocks';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { getDb } from '@croupier/platform/db/client';
import { BannerCarousel } from '@/components/lobby/banner-carousel';
import { CategoryChips } from '@/components/lobby/category-chips';
import { CategoryRow } from '@/components/lobby/category-row';
import { GameSearch } from '@/components/lobby/game-search';
import { ProvidersStrip } from '@/components/lobby/providers-strip';
import { WinnersList } from '@/components/lobby/winners-list';
import { TimedBlock } from '@/components/lobby/timed-block';
import { LiveAfterHydration } from '@/components/lobby/live-after-hydration';
import { categoriesOf, gamesPage } from '@/components/page-data/data';

/** Where the providers strip sits among the category rows. */
const PROVIDERS_AFTER_ROW = 2;

/** The main lobby (spec §2 "/"): banners, search, each lobby category's first games, the timed content block, providers, winners. */
export async function LobbyPage({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const [banners, categories, producers, winners, block, t] = await Promise.all([
    listBanners(await getDb(), { type: 'startPage' }, locale),
    categoriesOf('category', locale),
    categoriesOf('producer', locale),
    listWinners(await getDb(), WINNERS_LIMIT),
    getCurrentBlock(await getDb(), locale),
    getTranslations({ locale, namespace: 'lobby' }),
  ]);
  const lobbyCategories = categories.filter((c) => c.showInLobby);
  const rows = await Promise.all(lobbyCategories.map((c) => gamesPage({ categories: [c.slug], page: 1, limit: LOBBY_ROW_LIMIT }, locale)));
  const chips = categories.filter((c) => c.showInLobby || c.slug === ALL_GAMES_SLUG);

  const rowElements = lobbyCategories.map((category, i) => (
    <CategoryRow key={category.slug} category={category} games={rows[i]!.items} total={rows[i]!.totalItems} locale={locale} variant={variant} />
  ));

  return (
    <>
      <h1 className="visually-hidden">{t('heading')}</h1>
      <BannerCarousel banners={banners.map((b) => ({ id: b.id, title: b.title, subtitle: b.subtitle, buttonText: b.buttonText, image: b.image, href: b.url.startsWith('/') ? sitePath(b.url, locale, variant) : b.url }))} />
      <CategoryChips categories={chips} locale={locale} variant={variant} />
      <GameSearch locale={locale} variant={variant} />
      {variant === 'main' && <LiveAfterHydration island={{ kind: 'recentGames', locale, variant }} />}
      {rowElements.slice(0, PROVIDERS_AFTER_ROW)}
      {block && <TimedBlock block={block} locale={locale} variant={variant} />}
      <ProvidersStrip producers={producers} locale={locale} variant={variant} />
      {rowElements.slice(PROVIDERS_AFTER_ROW)}
      {/* The server's list first; live once the page has loaded (new big wins on top). */}
      <LiveAfterHydration island={{ kind: 'winners', locale, variant }}>
        <WinnersList winners={winners} locale={locale} variant={variant} />
      </LiveAfterHydration>
    </>
  );
}

export async function lobbyMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return buildPageMetadata(await getDb(), { locale, path: '/', fallbackTitle: t('lobbyTitle'), fallbackDescription: t('lobbyDescription') });
}

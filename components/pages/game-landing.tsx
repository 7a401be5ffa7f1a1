import { cache, type ReactNode } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { categoryUrl, type GameDto } from '@/lib/domain/catalog/catalog-types';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { getCanonicalHost } from '@croupier/platform/content/seo';
import { breadcrumbJsonLd, type JsonLdCrumb } from '@croupier/platform/seo/breadcrumb-json-ld';
import { getDb } from '@croupier/platform/db/client';
import { getGameLanding } from '@croupier/platform/seo/game-landing';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { GameAbout, formatRtp } from '@/components/games/game-about';
import { Breadcrumbs } from './page-parts';
import styles from './pages.module.css';

/**
 * /play/<slug> as a landing page (search engines rank casinos by their game pages): the trail
 * lobby › category › game with the provider's link above the game, the text about the game
 * below it, and title and description of their own. Everything here comes from the catalogue,
 * never from the visitor, so the page stays one cacheable document.
 */
const landingOf = cache(async (id: number, slug: string, locale: Locale) => getGameLanding(await getDb(), { id, slug }, locale));

export async function GameLanding({ game, locale, children }: { game: GameDto; locale: Locale; children: ReactNode }) {
  const [landing, t, tc, host] = await Promise.all([
    landingOf(game.id, game.slug, locale),
    getTranslations({ locale, namespace: 'gamePage' }),
    getTranslations({ locale, namespace: 'catalog' }),
    getCanonicalHost(await getDb()),
  ]);
  const trail: JsonLdCrumb[] = [
    { name: tc('lobby'), path: '/' },
    ...(landing.category ? [{ name: landing.category.name, path: landing.category.url }] : []),
    { name: game.name, path: `/play/${game.slug}` },
  ];
  const crumbs = trail.map((c, i) => (i < trail.length - 1 ? { label: c.name, href: localizedPath(c.path, locale) } : { label: c.name }));

  return (
    <div className={styles.stack}>
      <div className={styles.gameTrail}>
        <Breadcrumbs items={crumbs} />
        <Link href={localizedPath(categoryUrl('producer', game.producer.slug), locale)} className={styles.providerLink}>
          {t('providerLink', { producer: game.producer.name })}
        </Link>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(host, locale, trail) }} />
      {children}
      <GameAbout game={game} landing={landing} locale={locale} />
    </div>
  );
}

/** The game's own title and description (SEO meta for its path wins), indexable like any catalogue page. */
export async function gameLandingMetadata(game: GameDto, locale: Locale): Promise<Metadata> {
  const [landing, t, format] = await Promise.all([landingOf(game.id, game.slug, locale), getTranslations({ locale, namespace: 'gamePage' }), getFormatter({ locale })]);
  const facts = {
    name: game.name,
    producer: game.producer.name,
    kind: landing.kind,
    demo: game.has_demo_mode ? 'yes' : 'no',
    rtp: formatRtp(format, landing.rtp),
  };
  return buildPageMetadata(await getDb(), {
    locale,
    path: `/play/${game.slug}`,
    fallbackTitle: t('metaTitle', facts),
    fallbackDescription: t('metaDescription', facts),
  });
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { TOURNAMENT_LIMITS } from '@/lib/domain/tournaments/tournaments';
import { getDb } from '@croupier/platform/db/client';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { tournamentGameList } from '@croupier/platform/tournaments/tournament-games';
import { Breadcrumbs, PageHeading } from '@/components/pages/page-parts';
import { EventHall } from './event-hall';
import { MemberGames } from './member-games';
import { TournamentGamesSearch } from './tournament-games-search';
import { TournamentMessages } from './tournament-messages';
import { tournamentForPage } from './tournament-page';
import styles from './tournaments.module.css';

/** /tournaments/{slug}/games (spec §2 "Tournament games screen: searchable list of the tournament's games"), then the running promotions and tournaments. */
export async function TournamentGamesPage({ slug, locale, variant }: { slug: string; locale: Locale; variant: SiteVariant }) {
  const tournament = await tournamentForPage(slug, locale);
  // The visitor's view: a private tournament's games are not in the shared HTML (MemberGames asks for a player).
  const [games, t, tc] = await Promise.all([
    tournament.isBlockedForUser ? null : tournamentGameList(await getDb(), slug, { page: 1, limit: TOURNAMENT_LIMITS.gameSearch }, locale, null),
    getTranslations({ locale, namespace: 'tournaments' }),
    getTranslations({ locale, namespace: 'catalog' }),
  ]);
  const path = (p: string) => sitePath(p, locale, variant);
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: tc('lobby'), href: path('/') },
          { label: t('list.heading'), href: path('/tournaments') },
          { label: tournament.title, href: path(`/tournaments/${slug}`) },
          { label: t('games.heading') },
        ]}
      />
      <PageHeading id="tournament-games-title" title={t('meta.gamesTitle', { title: tournament.title })} />
      <TournamentMessages>
        {games ? (
          <TournamentGamesSearch slug={slug} initial={games.items} total={games.totalItems} locale={locale} variant={variant} />
        ) : (
          <MemberGames tournament={tournament} locale={locale} variant={variant} mode="search" />
        )}
      </TournamentMessages>
      {/* The list's game-hall mode: what else the games here count for. */}
      <EventHall locale={locale} variant={variant} exclude={slug} />
    </div>
  );
}

export async function tournamentGamesMetadata(slug: string, locale: Locale): Promise<Metadata> {
  const tournament = await tournamentForPage(slug, locale);
  const t = await getTranslations({ locale, namespace: 'tournaments.meta' });
  return buildPageMetadata(await getDb(), {
    locale,
    path: `/tournaments/${slug}/games`,
    fallbackTitle: t('gamesTitle', { title: tournament.title }),
    fallbackDescription: t('gamesDescription', { title: tournament.title }),
  });
}

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { TOURNAMENT_LIMITS, type TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { useMemberGames } from '@/lib/client/tournaments/tournament-data';
import { GameGrid } from '@/components/games/game-grid';
import { BlockedNote } from './blocked-note';
import { TournamentGamesSearch } from './tournament-games-search';
import styles from './tournaments.module.css';

interface MemberGamesProps {
  /** The server's copy: the visitor's view, blocked. */
  tournament: TournamentDto;
  locale: Locale;
  variant: SiteVariant;
  /** `preview`: the tournament page's few games and the link to them all; `search`: the games screen. */
  mode: 'preview' | 'search';
}

/**
 * A private tournament's games (spec §6: blocked for all but its invited players and members). The
 * server's page is the same for everyone and carries none; here the browser asks for them when the
 * player's own view is not blocked, and otherwise says who sees them.
 */
export function MemberGames({ tournament, locale, variant, mode }: MemberGamesProps) {
  const t = useTranslations('tournaments');
  const limit = mode === 'preview' ? TOURNAMENT_LIMITS.gamesShown : TOURNAMENT_LIMITS.gameSearch;
  const { page, blocked, failed, viewer, loaded } = useMemberGames(tournament, locale, limit);
  const back = mode === 'preview' ? `/tournaments/${tournament.slug}` : `/tournaments/${tournament.slug}/games`;
  // The server's HTML (viewer unknown) and a visitor get the note; a player waits for their own view.
  if (typeof viewer === 'number' && (!loaded || (!blocked && !page && !failed))) return <p className={styles.muted}>{t('page.loading')}</p>;
  if (blocked || !page) return <BlockedNote part="gamesBlocked" viewer={viewer} locale={locale} back={back} />;
  if (mode === 'search') return <TournamentGamesSearch slug={tournament.slug} initial={page.data} total={page.meta.totalItems} locale={locale} variant={variant} />;
  return (
    <>
      <GameGrid games={page.data} locale={locale} variant={variant} label={t('page.games')} />
      <Link href={sitePath(`/tournaments/${tournament.slug}/games`, locale, variant)} className={styles.textLink}>
        {t('page.allGames', { count: page.meta.totalItems })}
      </Link>
    </>
  );
}

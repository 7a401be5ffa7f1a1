'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { TOURNAMENT_LIMITS } from '@/lib/domain/tournaments/tournaments';
import { fetchTournamentGames } from '@/lib/client/tournaments/tournament-data';
import { GameGrid } from '@/components/games/game-grid';
import styles from './tournaments.module.css';

interface SearchProps {
  slug: string;
  initial: GameDto[];
  total: number;
  locale: Locale;
  variant: SiteVariant;
}

/** How long typing pauses before the search is sent. */
const TYPING_MS = 300;

/**
 * The tournament games screen's search (spec §2, §9: 10 a page): the name filter asks the server
 * (GET …/{slug}/games?q) once typing pauses, "more" appends the next page; the first page is the
 * server's.
 */
export function TournamentGamesSearch({ slug, initial, total, locale, variant }: SearchProps) {
  const t = useTranslations('tournaments.games');
  const [q, setQ] = useState('');
  const [games, setGames] = useState(initial);
  const [totalItems, setTotal] = useState(total);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      fetchTournamentGames(slug, { q: q.trim() || undefined, page: 1, limit: TOURNAMENT_LIMITS.gameSearch }, locale, controller.signal)
        .then((answer) => {
          setGames(answer.data);
          setTotal(answer.meta.totalItems);
          setPage(1);
        })
        .catch(() => undefined)
        .finally(() => setBusy(false));
    }, TYPING_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, slug, locale]);

  const more = () => {
    setBusy(true);
    fetchTournamentGames(slug, { q: q.trim() || undefined, page: page + 1, limit: TOURNAMENT_LIMITS.gameSearch }, locale)
      .then((answer) => {
        setGames((shown) => [...shown, ...answer.data.filter((g) => !shown.some((s) => s.id === g.id))]);
        setPage((n) => n + 1);
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.listBlock}>
      <label className={styles.search}>
        <span className={styles.visuallyHidden}>{t('search')}</span>
        <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('search')} maxLength={100} className={styles.searchInput} data-testid="tournament-games-search" />
      </label>
      {games.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('empty')}
        </p>
      ) : (
        <GameGrid games={games} locale={locale} variant={variant} busy={busy} label={t('heading')} />
      )}
      {games.length < totalItems && (
        <button type="button" className={styles.more} onClick={more} disabled={busy}>
          {t('more')}
        </button>
      )}
    </div>
  );
}

'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { onAuthEvent } from '@/lib/client/session/auth-events';
import { getSessionState, useSession } from '@/lib/client/session/session-store';
import { useRecentGames } from '@/lib/client/session/recent-games';
import { GameTile, GameTileSkeleton } from '@/components/games/game-tile';
import { PlayIcon } from '@/components/ui/icons';
import styles from './lobby.module.css';

/** Placeholders while the first list loads: one desktop line of the row. */
const SKELETON_TILES = 6;
const HEADING_ID = 'row-recent-games';

/** The row of the session's player; nothing while the session is unknown or a guest's. */
export function RecentGamesOfSession({ locale, variant }: { locale: Locale; variant: SiteVariant }) {
  const session = useSession();
  if (session.status !== 'player') return null;
  return <RecentGamesRow hash={session.profile.hash} locale={locale} variant={variant} />;
}

/**
 * "Recently played" above the lobby's category rows, in the look of CategoryRow. Only for a
 * logged-in player (components/lobby/live-after-hydration.tsx loads it then); it asks for the list on mount, when the
 * player comes back from a game (`game-exit`) and after a login (one request for the two events a
 * login fires together), and hides when the list is empty.
 */
export function RecentGamesRow({ hash, locale, variant }: { hash: string; locale: Locale; variant: SiteVariant }) {
  const t = useTranslations('lobby');
  const { games, refresh } = useRecentGames(locale);

  useEffect(() => {
    const onEvent = () => {
      const session = getSessionState();
      if (session.status === 'player' && session.profile.hash === hash) refresh();
    };
    const offExit = onAuthEvent('game-exit', onEvent);
    const offLogin = onAuthEvent('login', onEvent);
    return () => {
      offExit();
      offLogin();
    };
  }, [hash, refresh]);

  if (games !== null && games.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby={HEADING_ID} aria-busy={games === null || undefined} data-testid="recent-games">
      <div className={styles.rowHead}>
        <h2 id={HEADING_ID} className={styles.rowTitle}>
          <span className={styles.rowIconBox}>
            <PlayIcon size={18} />
          </span>
          <span>{t('recentGames')}</span>
        </h2>
      </div>
      <ul className={styles.rowGames}>
        {games === null
          ? Array.from({ length: SKELETON_TILES }, (_, i) => (
              <li key={i}>
                <GameTileSkeleton />
              </li>
            ))
          : games.map((game) => (
              <li key={game.id}>
                <GameTile game={game} locale={locale} variant={variant} />
              </li>
            ))}
      </ul>
    </section>
  );
}

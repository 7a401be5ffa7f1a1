import type { ReactNode } from 'react';
import type { GameDto } from '@/lib/domain/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/site-paths';
import { GameTile } from './game-tile';
import styles from './game-grid.module.css';

interface GameGridProps {
  games: GameDto[];
  locale: Locale;
  variant: SiteVariant;
  /** Extra cells after the games (skeletons while the next page loads). */
  after?: ReactNode;
  busy?: boolean;
  label?: string;
}

/** The responsive grid of game tiles used by category, producer and search pages. */
export function GameGrid({ games, locale, variant, after, busy, label }: GameGridProps) {
  return (
    <ul className={styles.grid} aria-busy={busy || undefined} aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} locale={locale} variant={variant} />
        </li>
      ))}
      {after}
    </ul>
  );
}

import type { ReactNode } from 'react';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
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

/**
 * Tiles whose pictures load at once: the first screen of a phone (two columns, three rows)
 * and the first row of a desktop. Lazy pictures in view wait for layout, and one of them is
 * the page's largest paint (Lighthouse "LCP request discovery").
 */
const EAGER_TILES = 6;

/** The responsive grid of game tiles used by category, producer and search pages. */
export function GameGrid({ games, locale, variant, after, busy, label }: GameGridProps) {
  return (
    <ul className={styles.grid} aria-busy={busy || undefined} aria-label={label}>
      {games.map((game, i) => (
        <li key={game.id}>
          <GameTile game={game} locale={locale} variant={variant} eager={i < EAGER_TILES} />
        </li>
      ))}
      {after}
    </ul>
  );
}

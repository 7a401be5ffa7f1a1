import type { ReactNode } from 'react';
import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { tileGame, type TileGame } from './game-tile';
import { GameTileItems } from './game-tile-items';
import styles from './game-grid.module.css';

interface GameGridProps {
  games: TileGame[];
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
      <GameTileItems games={games.map(tileGame)} locale={locale} variant={variant} eager={EAGER_TILES} />
      {after}
    </ul>
  );
}

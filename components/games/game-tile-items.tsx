'use client';

import type { Locale } from '@/lib/domain/locales';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { GameTile, type TileGame } from './game-tile';

/**
 * The `<li>` tiles of a server-rendered list of games (the lobby's rows, the game grids). A client
 * component on purpose: its props are the games' few fields (`tileGame`), so the page's RSC payload
 * carries about 150 bytes a game rather than the ~1.1 KB of a tile's element tree, which it
 * repeated beside the same tile's HTML (57 tiles on the lobby). The tiles render from the props on
 * the server and hydrate as before.
 */
export function GameTileItems({ games, locale, variant, eager = 0 }: { games: TileGame[]; locale: Locale; variant: SiteVariant; eager?: number }) {
  return games.map((game, i) => (
    <li key={game.id}>
      <GameTile game={game} locale={locale} variant={variant} eager={i < eager} />
    </li>
  ));
}

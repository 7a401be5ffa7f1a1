import 'server-only';
import type { GameTheme } from '@/lib/platform/catalog/game-list';
import type { Palette } from './art-svg';
import * as slots from './art-emblems-slots';
import * as table from './art-emblems-table';

/** The emblem of each game theme (a drawing in a 100x100 box). */
export const EMBLEMS: Record<GameTheme, (p: Palette) => string> = {
  fruit: slots.cherries,
  sevens: slots.seven,
  gems: slots.gem,
  egypt: slots.pyramid,
  pirates: slots.skull,
  space: slots.rocket,
  dragons: slots.dragon,
  vikings: slots.helmet,
  candy: slots.lollipop,
  wildwest: slots.sheriffStar,
  ocean: slots.shell,
  irish: slots.clover,
  aztec: slots.aztecSun,
  vampires: slots.bat,
  royal: slots.crown,
  myth: slots.lightning,
  roulette: table.roulette,
  blackjack: table.cards,
  baccarat: table.chipsAndCard,
  poker: table.fan,
  dice: table.dice,
  crash: table.crash,
};

/** Base hue of each theme; a game's own hue wanders around it (from its slug) so no two look alike. */
export const THEME_HUES: Record<GameTheme, number> = {
  fruit: 330, sevens: 350, gems: 200, egypt: 38, pirates: 210, space: 250, dragons: 5, vikings: 205,
  candy: 310, wildwest: 25, ocean: 190, irish: 130, aztec: 160, vampires: 290, royal: 270, myth: 225,
  roulette: 140, blackjack: 150, baccarat: 355, poker: 120, dice: 265, crash: 235,
};

import type { SlotThemeId } from '@/lib/domain/studio/slot-themes';
import { CANDY_ART } from './candy-symbols';
import { DRAGONS_ART } from './dragons-symbols';
import { EGYPT_ART } from './egypt-symbols';
import { FRUITS_ART } from './fruits-symbols';
import { GEMS_ART } from './gems-symbols';
import { OCEAN_ART } from './ocean-symbols';
import { SPACE_ART } from './space-symbols';
import type { ThemeArt } from './symbol-kit';
import { VIKINGS_ART } from './vikings-symbols';

/**
 * Every theme's art, by theme id (lib/domain/studio/slot-themes.ts): its pen, the colour of the
 * wild/scatter mark and a drawing for each of its symbol ids.
 */
export const THEME_ART: Readonly<Record<SlotThemeId, ThemeArt>> = {
  fruits: FRUITS_ART,
  egypt: EGYPT_ART,
  ocean: OCEAN_ART,
  space: SPACE_ART,
  dragons: DRAGONS_ART,
  vikings: VIKINGS_ART,
  gems: GEMS_ART,
  candy: CANDY_ART,
};


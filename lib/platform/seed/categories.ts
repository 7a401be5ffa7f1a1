import 'server-only';
import type { LocalizedText } from '@/lib/domain/locales';
import { artUrl, categoryIconPath } from './urls';

/** Icon drawn for a category (see art-icons.ts). */
export type CategoryIcon = 'star' | 'sparkle' | 'thumb' | 'cherries' | 'spade' | 'coins' | 'gift' | 'bolt' | 'grid';

export interface CategorySeed {
  slug: string;
  name: LocalizedText;
  showInLobby: boolean;
  icon: CategoryIcon;
  hue: number;
}

/** In lobby order: the lobby shows the showInLobby ones by position, top first. */
export const CATEGORIES: readonly CategorySeed[] = [
  { slug: 'top', name: { ru: 'Топ игр', en: 'Top games', it: 'Giochi top' }, showInLobby: true, icon: 'star', hue: 45 },
  { slug: 'newgames', name: { ru: 'Новинки', en: 'New games', it: 'Novità' }, showInLobby: true, icon: 'sparkle', hue: 150 },
  { slug: 'recommended', name: { ru: 'Рекомендуем', en: 'Recommended', it: 'Consigliati' }, showInLobby: true, icon: 'thumb', hue: 200 },
  { slug: 'slots', name: { ru: 'Слоты', en: 'Slots', it: 'Slot' }, showInLobby: true, icon: 'cherries', hue: 340 },
  { slug: 'table', name: { ru: 'Настольные игры', en: 'Table games', it: 'Giochi da tavolo' }, showInLobby: true, icon: 'spade', hue: 120 },
  { slug: 'jackpot', name: { ru: 'Джекпоты', en: 'Jackpots', it: 'Jackpot' }, showInLobby: true, icon: 'coins', hue: 38 },
  { slug: 'otygrat_bonus', name: { ru: 'Отыграть бонус', en: 'Play with bonus', it: 'Gioca con bonus' }, showInLobby: true, icon: 'gift', hue: 290 },
  { slug: 'instant', name: { ru: 'Быстрые игры', en: 'Instant games', it: 'Giochi istantanei' }, showInLobby: false, icon: 'bolt', hue: 15 },
  { slug: 'allgames', name: { ru: 'Все игры', en: 'All games', it: 'Tutti i giochi' }, showInLobby: false, icon: 'grid', hue: 230 },
];

export function categoryRows() {
  return CATEGORIES.map((c, i) => ({
    type: 'category' as const,
    slug: c.slug,
    name: c.name,
    image: artUrl(categoryIconPath(c.slug)),
    position: i + 1,
    showInLobby: c.showInLobby,
    playersOnline: 0,
    active: true,
  }));
}

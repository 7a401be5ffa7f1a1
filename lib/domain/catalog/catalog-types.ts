/**
 * Shapes the catalogue API answers with (spec platform §3). Field names follow the spec:
 * snake_case where the spec names them so (desktop_name, has_demo_mode …), camelCase elsewhere.
 */
export type CategoryType = 'category' | 'producer';

export interface CategoryDto {
  id: number;
  type: CategoryType;
  slug: string;
  name: string;
  image: string | null;
  url: string;
  position: number;
  showInLobby: boolean;
  playersOnline?: number;
}

export type GameBadge = 'top' | 'new' | 'jackpot';

export interface GameDto {
  id: number;
  slug: string;
  name: string;
  desktop_name: string;
  preview: string;
  tall_preview: string;
  active: boolean;
  badges: GameBadge[];
  disabled: boolean;
  has_demo_mode: boolean;
  allow_bonus_balance: boolean;
  producer: { slug: string; name: string };
}

export interface GamePage {
  items: GameDto[];
  page: number;
  limit: number;
  totalItems: number;
}

/** The route of a category or producer page. */
export function categoryUrl(type: CategoryType, slug: string): string {
  return type === 'producer' ? `/producers/${slug}` : `/games/${slug}`;
}

/** Category slugs the spec names (platform §3). */
export const TOP_CATEGORIES = ['slots', 'table', 'otygrat_bonus'] as const;
export const ALL_GAMES_SLUG = 'allgames';
/** The category whose games the studio plays as table games (dice); it plays every other game as a slot. */
export const TABLE_CATEGORY: (typeof TOP_CATEGORIES)[number] = 'table';

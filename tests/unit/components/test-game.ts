import type { GameDto } from '@/lib/domain/catalog/catalog-types';

/** A catalogue game as the API answers it, for the tile, grid and recent-games tests. */
export function testGame(id: number, name = `Game ${id}`): GameDto {
  return {
    id,
    slug: `game-${id}`,
    name,
    desktop_name: name,
    preview: `/generated/games/game-${id}.webp`,
    tall_preview: `/generated/games/game-${id}-tall.webp`,
    active: true,
    badges: [],
    disabled: false,
    has_demo_mode: true,
    allow_bonus_balance: true,
    producer: { slug: 'lucky-lynx', name: 'Lucky Lynx' },
  };
}

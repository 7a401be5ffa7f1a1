import { screen } from '@testing-library/react';
import { GameGrid } from '@/components/game/game-grid';
import type { GameDto } from '@/lib/domain/catalog-types';
import { renderRu } from './intl';

const game = (i: number): GameDto => ({
  id: i,
  slug: `game-${i}`,
  name: `Game ${i}`,
  desktop_name: `Game ${i}`,
  preview: `/generated/games/game-${i}.webp`,
  tall_preview: `/generated/games/game-${i}-tall.webp`,
  active: true,
  badges: [],
  disabled: false,
  has_demo_mode: true,
  allow_bonus_balance: true,
  producer: { slug: 'lucky-lynx', name: 'Lucky Lynx' },
});

describe('game grid', () => {
  it('loads the pictures of the first screen at once and the rest lazily', () => {
    renderRu(<GameGrid games={Array.from({ length: 10 }, (_, i) => game(i))} locale="ru" variant="main" />);
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    // One of the first tiles is the category page's largest paint (Lighthouse LCP).
    expect(loading).toEqual([...Array(6).fill('eager'), ...Array(4).fill('lazy')]);
    expect(screen.getAllByRole('img').every((img) => img.getAttribute('fetchpriority') === null)).toBe(true);
  });
});

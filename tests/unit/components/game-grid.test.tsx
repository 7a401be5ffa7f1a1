import { screen } from '@testing-library/react';
import { GameGrid } from '@/components/games/game-grid';
import { testGame } from './test-game';
import { renderRu } from './intl';

const game = (id: number) => testGame(id);

describe('game grid', () => {
  it('loads the pictures of the first screen at once and the rest lazily', () => {
    renderRu(<GameGrid games={Array.from({ length: 10 }, (_, i) => game(i))} locale="ru" variant="main" />);
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    // One of the first tiles is the category page's largest paint (Lighthouse LCP).
    expect(loading).toEqual([...Array(6).fill('eager'), ...Array(4).fill('lazy')]);
    expect(screen.getAllByRole('img').every((img) => img.getAttribute('fetchpriority') === null)).toBe(true);
  });
});

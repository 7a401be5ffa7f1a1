import { screen, within } from '@testing-library/react';
import { GameTile } from '@/components/games/game-tile';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import { renderRu } from './intl';

const game: GameDto = {
  id: 7,
  slug: 'cherry-blaze',
  name: 'Cherry Blaze',
  desktop_name: 'Cherry Blaze Deluxe',
  preview: '/generated/games/cherry-blaze.webp',
  tall_preview: '/generated/games/cherry-blaze-tall.webp',
  active: true,
  badges: ['top', 'jackpot'],
  disabled: false,
  has_demo_mode: true,
  allow_bonus_balance: true,
  producer: { slug: 'lucky-lynx', name: 'Lucky Lynx' },
};

describe('game tile', () => {
  it('links to the game page with its preview, name and producer', () => {
    renderRu(<GameTile game={game} locale="ru" variant="main" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/play/cherry-blaze');
    const preview = within(link).getByRole('img', { name: 'Cherry Blaze' });
    // The generated preview itself, lazily loaded, with its size reserved (no layout shift).
    expect(preview).toHaveAttribute('src', '/generated/games/cherry-blaze.webp');
    expect(preview).toHaveAttribute('loading', 'lazy');
    expect([preview.getAttribute('width'), preview.getAttribute('height')]).toEqual(['320', '240']);
    expect(within(link).getByText('Cherry Blaze')).toBeInTheDocument();
    expect(within(link).getByText('Lucky Lynx')).toBeInTheDocument();
  });

  it('shows its labels and the demo hint', () => {
    renderRu(<GameTile game={game} locale="ru" variant="main" />);
    expect(screen.getByText('Топ')).toBeInTheDocument();
    expect(screen.getByText('Джекпот')).toBeInTheDocument();
    expect(screen.queryByText('Новинка')).not.toBeInTheDocument();
    expect(screen.getByText('Демо')).toBeInTheDocument();
  });

  it('shows the new label and no demo hint for a game without demo', () => {
    renderRu(<GameTile game={{ ...game, badges: ['new'], has_demo_mode: false }} locale="ru" variant="main" />);
    expect(screen.getByText('Новинка')).toBeInTheDocument();
    expect(screen.queryByText('Демо')).not.toBeInTheDocument();
  });

  it('is not a link when the game is disabled, and says it is unavailable', () => {
    renderRu(<GameTile game={{ ...game, disabled: true }} locale="ru" variant="main" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Недоступна')).toBeInTheDocument();
    expect(screen.getByTestId('game-tile')).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends a guest to the main game page in their locale (there is no guest play page)', () => {
    renderRu(<GameTile game={game} locale="en" variant="guest" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/play/cherry-blaze');
  });
});

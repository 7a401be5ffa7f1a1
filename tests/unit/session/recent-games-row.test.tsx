import { act, screen, waitFor } from '@testing-library/react';
import { testGame } from '../components/test-game';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import { emitAuthEvent } from '@/lib/client/session/auth-events';
import { getRecentGames, RECENT_GAMES_LIMIT } from '@/lib/client/session/recent-games';
import { completeLogin, logout, startSession } from '@/lib/client/session/session-store';
import { LiveAfterHydration } from '@/components/lobby/live-after-hydration';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, type Answer, type FetchMock } from '../contacts/test-helpers';

const RECENT = '/json-api/v2/games/recent';
const heading = MESSAGES.ru.lobby.recentGames;

const game = testGame;

const answer = (games: unknown[]): Answer => ({ body: { data: { data: games } } });
const tileNames = () => screen.queryAllByTestId('game-tile').map((tile) => tile.querySelector('img')?.getAttribute('alt'));

let api: FetchMock;

beforeAll(() => {
  api = mockFetch();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

// One file walks one tab in order: guest → player (list, game exit, empty list) → logout.
describe('recent games row', () => {
  it('shows nothing to a guest and asks for nothing', async () => {
    act(() => startSession()); // no auth hint cookie: a guest
    const { container } = renderIntl(<LiveAfterHydration island={{ kind: 'recentGames', locale: 'ru', variant: 'main' }} />);
    await act(async () => {});
    expect(container).toBeEmptyDOMElement();
    expect(api.callsTo('GET', RECENT)).toHaveLength(0);
  });

  it('shows skeleton tiles while loading, then the player’s games, most recent first', async () => {
    await signIn(api, makeProfile({ hash: 'h4sh' }));
    // The server's login answer sets the auth hint cookie beside the session (lib/domain/auth/auth-hint).
    document.cookie = `${AUTH_HINT_COOKIE}=1; path=/`;
    let reply!: (a: Answer) => void;
    api.on('GET', RECENT, () => new Promise<Answer>((resolve) => (reply = resolve)));
    renderIntl(<LiveAfterHydration island={{ kind: 'recentGames', locale: 'ru', variant: 'main' }} />);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getAllByTestId('game-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByTestId('recent-games')).toHaveAttribute('aria-busy', 'true');

    // Malformed items are left out, duplicates shown once.
    await act(async () => reply(answer([game(3, 'Cherry Blaze'), { id: 9 }, game(1, 'Lucky Seven'), game(3, 'Cherry Blaze')])));
    expect(screen.queryAllByTestId('game-skeleton')).toHaveLength(0);
    expect(tileNames()).toEqual(['Cherry Blaze', 'Lucky Seven']);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/play/game-3');
    expect(screen.getByTestId('recent-games')).not.toHaveAttribute('aria-busy');
    expect(api.callsTo('GET', RECENT)).toHaveLength(1);
  });

  it('refreshes when the player comes back from a game, showing the last list meanwhile', async () => {
    api.on('GET', RECENT, answer([game(3, 'Cherry Blaze'), game(1, 'Lucky Seven')]));
    renderIntl(<LiveAfterHydration island={{ kind: 'recentGames', locale: 'ru', variant: 'main' }} />);
    // Kept from the last visit: no skeleton on the way back to the lobby.
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(tileNames()).toEqual(['Cherry Blaze', 'Lucky Seven']);
    await waitFor(() => expect(api.callsTo('GET', RECENT)).toHaveLength(2));

    api.on('GET', RECENT, answer([game(5, 'Gold Rush'), game(3, 'Cherry Blaze'), game(1, 'Lucky Seven')]));
    await act(async () => emitAuthEvent('game-exit'));
    await waitFor(() => expect(tileNames()).toEqual(['Gold Rush', 'Cherry Blaze', 'Lucky Seven']));
    expect(api.callsTo('GET', RECENT)).toHaveLength(3);
  });

  it('shows at most 12 games', async () => {
    api.on('GET', RECENT, answer(Array.from({ length: 20 }, (_, i) => game(i + 1))));
    renderIntl(<LiveAfterHydration island={{ kind: 'recentGames', locale: 'ru', variant: 'main' }} />);
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(RECENT_GAMES_LIMIT));
  });

  it('renders nothing when the list is empty', async () => {
    api.on('GET', RECENT, answer([]));
    const { container } = renderIntl(<LiveAfterHydration island={{ kind: 'recentGames', locale: 'ru', variant: 'main' }} />);
    await waitFor(() => expect(getRecentGames('h4sh', 'ru')).toEqual([]));
    expect(container).toBeEmptyDOMElement();
  });

  it('is cleared on logout, and a login with its game-exit event asks once', async () => {
    api.on('GET', RECENT, answer([game(2, 'Night Fox')]));
    renderIntl(<LiveAfterHydration island={{ kind: 'recentGames', locale: 'ru', variant: 'main' }} />);
    await waitFor(() => expect(tileNames()).toEqual(['Night Fox']));

    api.on('POST', '/json-api/logout', { body: {} });
    await act(async () => logout());
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    expect(getRecentGames('h4sh', 'ru')).toBeNull();

    const before = api.callsTo('GET', RECENT).length;
    await act(async () => completeLogin()); // signIn's answers are still set: the same player
    await waitFor(() => expect(tileNames()).toEqual(['Night Fox']));
    expect(api.callsTo('GET', RECENT).length - before).toBe(1);
  });
});

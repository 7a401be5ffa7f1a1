import { fireEvent, screen } from '@testing-library/react';
import { GameStage, type StageGame } from '@/components/game-frame/game-stage';
import { MissingGame } from '@/components/game-frame/missing-game';
import { getGameFrameState, leaveGamePage, openGame, resetGameFrame } from '@/lib/client/game-frame/game-frame-store';
import { getFrameSlot } from '@/lib/client/game-frame/frame-slot';
import { recordRoute } from '@/lib/client/route-history-store';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, signIn, type FetchMock } from '../contacts/test-helpers';
import { fakeNavigation, installFrameBrowserApis, makeRun, settle } from './helpers';

const mockPush = jest.fn();
const mockReplace = jest.fn();
let mockPath = '/play/lucky-sevens';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useRouter: () => ({ push: mockPush, replace: mockReplace, back: jest.fn() }),
}));

const ru = MESSAGES.ru.gameFrame;
const RUN = '/json-api/eapi/game-run/lucky-sevens';
let api: FetchMock;
let nav: ReturnType<typeof fakeNavigation>;

function stageGame(overrides: Partial<StageGame> = {}): StageGame {
  return { slug: 'lucky-sevens', name: 'Lucky Sevens', preview: '/generated/games/lucky-sevens.webp', producer: 'Croupier Studio', allowBonusBalance: true, hasDemo: true, disabled: false, ...overrides };
}

beforeEach(() => {
  installFrameBrowserApis();
  resetGameFrame();
  sessionStorage.clear();
  mockPath = '/play/lucky-sevens';
  mockPush.mockClear();
  mockReplace.mockClear();
  api = mockFetch();
  nav = fakeNavigation();
});

afterEach(() => nav.restore());

// One file walks the session from guest to player (the session store starts once per page).
describe('the game page', () => {
  it('runs the demo for a guest, offers login for real play and provides the frame slot', async () => {
    recordRoute({ path: '/games/slots', isError: false });
    recordRoute({ path: '/play/lucky-sevens', isError: false });
    api.on('POST', RUN, { body: { data: makeRun() } });
    const view = renderIntl(<GameStage game={stageGame()} locale="ru" />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Sevens' })).toBeInTheDocument();
    expect(api.callsTo('POST', RUN)).toEqual([{ method: 'POST', path: RUN, body: { platform: 'desktop', type: 'demo', exitUrl: '/games/slots' } }]);
    expect(getFrameSlot()).toBe(screen.getByTestId('game-slot'));
    expect(screen.getByText(ru.demoMode)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.loginForReal })).toHaveAttribute('href', '/login?redirect=%2Fplay%2Flucky-sevens');

    // Minimize goes back where the player came from; unmounting the page docks the game.
    fireEvent.click(screen.getByRole('button', { name: ru.minimize }));
    expect(mockPush).toHaveBeenCalledWith('/games/slots');
    view.unmount();
    expect(getGameFrameState().phase).toBe('minimized');
    expect(getFrameSlot()).toBeNull();
  });

  it('asks a guest to log in for a game without demo, without running it', async () => {
    renderIntl(<GameStage game={stageGame({ hasDemo: false })} locale="ru" />);
    await settle();
    expect(screen.getByTestId('stage-panel')).toHaveTextContent(ru.loginRequired);
    expect(screen.getByRole('link', { name: ru.login })).toHaveAttribute('href', '/login?redirect=%2Fplay%2Flucky-sevens');
    expect(screen.getByRole('link', { name: ru.registration })).toHaveAttribute('href', '/registration');
    expect(api.calls).toEqual([]);
  });

  it("leaves another, minimized game alone when this page's close is used", async () => {
    api.on('POST', '/json-api/eapi/game-run/book-of-luck', { body: { data: makeRun({ runToken: 'tok-9' }) } });
    openGame({ slug: 'book-of-luck', name: 'Book of Luck', allowBonusBalance: true, locale: 'ru' }, { type: 'demo' });
    await settle();
    leaveGamePage('book-of-luck');
    renderIntl(<GameStage game={stageGame({ hasDemo: false })} locale="ru" />);
    fireEvent.click(screen.getByRole('button', { name: ru.closeGame.replace('{name}', 'Lucky Sevens') }));
    expect(getGameFrameState()).toMatchObject({ phase: 'minimized', game: { slug: 'book-of-luck' } });
    expect(mockPush).toHaveBeenCalled();
  });

  it('says the device is not supported when the browser cannot host the frame', async () => {
    Object.assign(window, { ResizeObserver: undefined });
    renderIntl(<GameStage game={stageGame()} locale="ru" />);
    await settle();
    expect(screen.getByTestId('stage-panel')).toHaveTextContent(ru.device_not_supported);
    expect(api.calls).toEqual([]);
  });

  it('shows why a stopped game stopped, with a way to play again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.on('POST', RUN, { status: 400, body: { errors: [{ code: 'game_disabled' }] } }, { body: { data: makeRun() } });
    renderIntl(<GameStage game={stageGame()} locale="ru" />);
    await settle();
    expect(screen.getByTestId('stage-panel')).toHaveTextContent(ru.errors.cannot_run_game);
    fireEvent.click(screen.getByRole('button', { name: ru.tryAgain }));
    await settle();
    expect(getGameFrameState()).toMatchObject({ phase: 'loading', run: { runToken: 'tok-1' } });
    expect(screen.queryByTestId('stage-panel')).toBeNull();
    error.mockRestore();
  });

  it('runs real for a player, lets them pick the demo, and closes back to main', async () => {
    await signIn(api);
    api.on('POST', RUN, { body: { data: makeRun({ type: 'real' }) } });
    renderIntl(<GameStage game={stageGame()} locale="en" />, 'en');
    await settle();
    expect(api.callsTo('POST', RUN).map((c) => (c.body as { type: string }).type)).toEqual(['real']);

    const en = MESSAGES.en.gameFrame;
    expect(screen.getByRole('button', { name: en.playReal })).toHaveAttribute('aria-pressed', 'true');
    api.on('POST', RUN, { body: { data: makeRun({ type: 'demo', runToken: 'tok-2' }) } });
    fireEvent.click(screen.getByRole('button', { name: en.playDemo }));
    await settle();
    expect(api.callsTo('POST', RUN).map((c) => (c.body as { type: string }).type)).toEqual(['real', 'demo']);
    expect(screen.getByRole('button', { name: en.playDemo })).toHaveAttribute('aria-pressed', 'true');

    sessionStorage.clear(); // no earlier route: main
    fireEvent.click(screen.getByRole('button', { name: en.closeGame.replace('{name}', 'Lucky Sevens') }));
    expect(getGameFrameState().phase).toBe('closed');
    expect(mockPush).toHaveBeenCalledWith('/en');
  });
});

describe('a missing game route', () => {
  it('logs a warning and falls back to main', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderIntl(<MissingGame slug="no-such-game" mainHref="/it" />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-game'));
    expect(mockReplace).toHaveBeenCalledWith('/it');
    expect(screen.getByRole('link', { name: ru.toMain })).toHaveAttribute('href', '/it');
    warn.mockRestore();
  });
});

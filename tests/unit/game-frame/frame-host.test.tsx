import { act, fireEvent, screen } from '@testing-library/react';
import GameFrameRoot from '@/components/game-frame/game-frame-root';
import { GameFrameHost } from '@/components/game-frame/game-frame-host';
import { MinimizedShell } from '@/components/game-frame/minimized-shell';
import { endLoading, getGameFrameState, leaveGamePage, openGame, resetGameFrame } from '@/lib/client/game-frame/game-frame-store';
import { setFrameSlot } from '@/lib/client/game-frame/frame-slot';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';
import { fakeNavigation, installFrameBrowserApis, makeGame, makeRun, settle } from './helpers';

const mockPush = jest.fn();
let mockPath = '/play/lucky-sevens';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useRouter: () => ({ push: mockPush, replace: jest.fn(), back: jest.fn() }),
}));

const ru = MESSAGES.ru.gameFrame;
let api: FetchMock;
let nav: ReturnType<typeof fakeNavigation>;
let slot: HTMLElement;

beforeEach(() => {
  installFrameBrowserApis();
  resetGameFrame();
  mockPath = '/play/lucky-sevens';
  mockPush.mockClear();
  api = mockFetch();
  nav = fakeNavigation();
  slot = document.createElement('div');
  document.body.appendChild(slot);
  setFrameSlot(slot);
});

afterEach(() => {
  nav.restore();
  setFrameSlot(null);
  slot.remove();
});

/** A game running on its page, the host's root rendered. */
async function playOnPage() {
  api.on('POST', '/json-api/eapi/game-run/lucky-sevens', { body: { data: makeRun() } });
  openGame(makeGame(), { type: 'demo' });
  const view = renderIntl(<GameFrameRoot />);
  await settle();
  return view;
}

describe('the frame host', () => {
  it('renders nothing until a game starts, then loads the frame', async () => {
    const { container } = renderIntl(<GameFrameHost />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[data-testid="game-frame-box"]')).toBeNull();

    api.on('POST', '/json-api/eapi/game-run/lucky-sevens', { body: { data: makeRun() } });
    act(() => openGame(makeGame(), { type: 'demo' }));
    expect(await screen.findByTestId('game-frame-box')).toBeInTheDocument();
    expect(screen.getByTestId('game-loader')).toHaveTextContent('Lucky Sevens');
  });

  it('shows the loader, then the iframe of run_url over the page slot', async () => {
    await playOnPage();
    const box = screen.getByTestId('game-frame-box');
    expect(box).toHaveAttribute('data-mode', 'slot');
    expect(screen.getByTestId('game-loader')).toBeInTheDocument();
    expect(screen.getByTestId('game-iframe')).toHaveAttribute('src', '/studio/lucky-sevens?token=tok-1');
    expect(screen.getByTitle(ru.frameTitle.replace('{name}', 'Lucky Sevens'))).toBe(screen.getByTestId('game-iframe'));
    act(() => endLoading());
    expect(screen.queryByTestId('game-loader')).toBeNull();
  });

  it('minimizes into the dock without replacing the iframe; resume goes back to the game page', async () => {
    await playOnPage();
    act(() => endLoading());
    const iframe = screen.getByTestId('game-iframe');

    mockPath = '/games/slots';
    act(() => {
      setFrameSlot(null);
      leaveGamePage('lucky-sevens');
    });
    const dock = screen.getByRole('complementary', { name: ru.dockLabel });
    expect(dock).toHaveTextContent('Lucky Sevens');
    expect(screen.getByTestId('game-iframe')).toBe(iframe);
    const box = screen.getByTestId('game-frame-box');
    expect(box).toHaveAttribute('data-mode', 'dock');
    expect(box).toHaveAttribute('inert');

    fireEvent.click(screen.getByRole('button', { name: ru.resumeGame.replace('{name}', 'Lucky Sevens') }));
    expect(mockPush).toHaveBeenCalledWith('/play/lucky-sevens');

    act(() => {
      setFrameSlot(slot);
      openGame(makeGame(), { type: 'demo' });
    });
    expect(screen.queryByRole('complementary', { name: ru.dockLabel })).toBeNull();
    expect(screen.getByTestId('game-iframe')).toBe(iframe);
    expect(api.calls).toHaveLength(1);
  });

  it('closes from the dock', async () => {
    await playOnPage();
    act(() => leaveGamePage('lucky-sevens'));
    fireEvent.click(screen.getByRole('button', { name: ru.closeGame.replace('{name}', 'Lucky Sevens') }));
    expect(getGameFrameState().phase).toBe('closed');
    expect(screen.queryByTestId('game-iframe')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('removes the iframe of a blocked session and shows the blocked modal', async () => {
    await playOnPage();
    act(() => dispatchRealtime({ type: REALTIME_EVENTS.gameSessionDeactivated, runToken: 'tok-1' }));
    expect(screen.queryByTestId('game-iframe')).toBeNull();
    expect(screen.getByRole('dialog', { name: ru.blockedTitle })).toBeInTheDocument();
  });

  it('closes the game on the way to login or registration', async () => {
    const view = await playOnPage();
    mockPath = '/en/registration';
    view.rerender(<GameFrameRoot />);
    expect(getGameFrameState().phase).toBe('closed');
  });

  it('sends a game exit to main through the router (the root registers it over the fake)', async () => {
    await playOnPage();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'lobby', origin: window.location.origin }));
    });
    expect(mockPush).toHaveBeenCalledWith('/');
    expect(getGameFrameState().phase).toBe('closed');
  });
});

describe('MinimizedShell', () => {
  it('has the game name, resume and close, all keyboard reachable buttons', () => {
    const onResume = jest.fn();
    const onClose = jest.fn();
    renderIntl(<MinimizedShell name="Book of Luck" ratio={16 / 9} onResume={onResume} onClose={onClose} />, 'en');
    const en = MESSAGES.en.gameFrame;
    expect(screen.getByRole('complementary', { name: en.dockLabel })).toHaveTextContent('Book of Luck');
    const resume = screen.getByRole('button', { name: en.resumeGame.replace('{name}', 'Book of Luck') });
    const close = screen.getByRole('button', { name: en.closeGame.replace('{name}', 'Book of Luck') });
    resume.focus();
    expect(document.activeElement).toBe(resume);
    fireEvent.click(resume);
    fireEvent.click(close);
    expect(onResume).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

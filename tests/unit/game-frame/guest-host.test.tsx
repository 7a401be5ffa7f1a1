import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Link from 'next/link';
import { ArtImage } from '@/components/ui/art-image';
import { GuestGameFrameHost } from '@/components/game-frame/guest-game-frame-host';
import { forgetGameFacts } from '@/components/game-frame/guest-game-facts';
import { getGameFrameState, resetGameFrame } from '@/lib/client/game-frame/game-frame-store';
import { setFrameSlot } from '@/lib/client/game-frame/frame-slot';
import { rememberFocusReturn } from '@/lib/client/game-frame/frame-focus';
import { getGuestStage, guestPlayClick, hideGuestStage, playSlugOf } from '@/lib/client/game-frame/guest-stage';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';
import { fakeNavigation, gameDto, installFrameBrowserApis, makeRun, settle } from './helpers';

const mockPush = jest.fn();
let mockPath = '/guest/games/slots';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useRouter: () => ({ push: mockPush, replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

const ru = MESSAGES.ru.gameFrame;
const ORIGIN = window.location.origin;
const FACTS = '/json-api/v2/games/lucky-sevens';
const RUN = '/json-api/eapi/game-run/lucky-sevens';
const closeName = ru.closeGame.replace('{name}', 'Lucky Sevens');
const resumeName = ru.resumeGame.replace('{name}', 'Lucky Sevens');
let api: FetchMock;
let nav: ReturnType<typeof fakeNavigation>;

/** A guest page: the host (as the guest shell mounts it) and a tile (next/link, like GameTile) to the main site's game page. */
function guestPage(href = '/play/lucky-sevens', locale: 'ru' | 'en' = 'ru') {
  const view = renderIntl(
    <>
      <GuestGameFrameHost />
      <main id="main" tabIndex={-1}>
        <Link href={href} prefetch={false}>
          <ArtImage src="/generated/games/lucky-sevens.webp" alt="Lucky Sevens" width={320} height={240} />
        </Link>
        <Link href="/games/slots" prefetch={false}>
          Slots
        </Link>
      </main>
    </>,
    locale,
  );
  const tile = screen.getByRole('link', { name: 'Lucky Sevens' });
  return { view, tile };
}

/** Clicks like a browser would; returns whether the click was left to the browser (not prevented). */
function click(target: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  let leftToBrowser = false;
  // Stands in for the browser's own navigation (jsdom has none): notes what it would have seen.
  const browser = (e: Event) => {
    leftToBrowser = !e.defaultPrevented;
    e.preventDefault();
  };
  document.addEventListener('click', browser);
  act(() => {
    target.dispatchEvent(event);
  });
  document.removeEventListener('click', browser);
  return leftToBrowser;
}

async function openFromTile(tile: HTMLElement) {
  tile.focus();
  expect(click(tile.querySelector('img')!)).toBe(false);
  await screen.findByTestId('guest-stage');
  // The facts are in once the stage stops "getting the game ready".
  const preparing = new RegExp(`^(${MESSAGES.ru.gameFrame.preparing}|${MESSAGES.en.gameFrame.preparing})$`);
  await waitFor(() => expect(screen.queryByRole('status', { name: preparing })).toBeNull());
  await settle();
}

beforeEach(() => {
  installFrameBrowserApis();
  resetGameFrame();
  hideGuestStage();
  forgetGameFacts();
  rememberFocusReturn({});
  sessionStorage.clear();
  mockPath = '/guest/games/slots';
  window.history.replaceState(null, '', '/guest/games/slots');
  mockPush.mockClear();
  api = mockFetch();
  nav = fakeNavigation();
});

afterEach(() => {
  nav.restore();
  setFrameSlot(null);
});

describe('which clicks the guest host takes', () => {
  it('reads the game links playPath builds, in every locale, of this site only', () => {
    expect(playSlugOf('/play/lucky-sevens', ORIGIN)).toBe('lucky-sevens');
    expect(playSlugOf('/en/play/lucky-sevens', ORIGIN)).toBe('lucky-sevens');
    expect(playSlugOf(`${ORIGIN}/it/play/book-of-luck/`, ORIGIN)).toBe('book-of-luck');
    expect(playSlugOf('/play/caf%C3%A9', ORIGIN)).toBe('café');
    expect(playSlugOf('/games/slots', ORIGIN)).toBeNull();
    expect(playSlugOf('/de/play/x', ORIGIN)).toBeNull();
    expect(playSlugOf('/play/x/extra', ORIGIN)).toBeNull();
    expect(playSlugOf('https://elsewhere.example/play/x', ORIGIN)).toBeNull();
  });

  it('takes plain primary clicks only; modified clicks and other windows keep the browser meaning', () => {
    document.body.innerHTML = '<a id="a" href="/play/x"><span id="s">x</span></a><a id="blank" href="/play/x" target="_blank">x</a><a id="other" href="/promo">x</a>';
    const at = (id: string, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      Object.defineProperty(event, 'target', { value: document.getElementById(id) });
      return guestPlayClick(event, ORIGIN);
    };
    expect(at('s')).toMatchObject({ slug: 'x', href: '/play/x', link: document.getElementById('a') });
    expect(at('a', { ctrlKey: true })).toBeNull();
    expect(at('a', { metaKey: true })).toBeNull();
    expect(at('a', { shiftKey: true })).toBeNull();
    expect(at('a', { button: 1 })).toBeNull();
    expect(at('blank')).toBeNull();
    expect(at('other')).toBeNull();
    document.body.innerHTML = '';
  });
});

describe('the guest frame host', () => {
  it('is empty and loads nothing until a game link is clicked', async () => {
    const { view } = guestPage();
    await settle();
    expect(view.container.querySelector('[data-testid="guest-stage"]')).toBeNull();
    expect(api.calls).toEqual([]);
    // Another link is the router's business.
    expect(click(screen.getByRole('link', { name: 'Slots' }))).toBe(true);
    expect(getGuestStage()).toBeNull();
  });

  it('opens the demo in a stage on the guest page: the frame over its box, focus on its close button', async () => {
    api.on('GET', FACTS, { body: { data: { data: gameDto() } } });
    api.on('POST', RUN, { body: { data: makeRun() } });
    const { tile } = guestPage();
    await openFromTile(tile);

    expect(api.callsTo('POST', RUN)).toEqual([{ method: 'POST', path: RUN, body: { platform: 'desktop', type: 'demo', exitUrl: '/guest/games/slots' } }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Lucky Sevens' })).toBeInTheDocument();
    expect(screen.getByText(ru.demoMode)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ru.loginForReal })).toHaveAttribute('href', '/login?redirect=%2Fplay%2Flucky-sevens');
    expect(screen.getByTestId('game-iframe')).toHaveAttribute('src', '/studio/lucky-sevens?token=tok-1');
    expect(screen.getByTestId('game-frame-box')).toHaveAttribute('data-mode', 'slot');
    expect(getGameFrameState()).toMatchObject({ phase: 'loading', game: { slug: 'lucky-sevens', variant: 'guest' } });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: closeName }));
    expect(mockPush).not.toHaveBeenCalled(); // the guest stays on the guest page
  });

  it('minimizes into the dock with focus back on the tile, and resumes the same iframe from the dock', async () => {
    api.on('GET', FACTS, { body: { data: { data: gameDto() } } });
    api.on('POST', RUN, { body: { data: makeRun() } });
    const { tile } = guestPage();
    await openFromTile(tile);
    const iframe = screen.getByTestId('game-iframe');

    fireEvent.click(screen.getByRole('button', { name: ru.minimize }));
    expect(screen.queryByTestId('guest-stage')).toBeNull();
    expect(getGameFrameState().phase).toBe('minimized');
    expect(screen.getByRole('complementary', { name: ru.dockLabel })).toHaveTextContent('Lucky Sevens');
    expect(screen.getByTestId('game-iframe')).toBe(iframe);
    expect(document.activeElement).toBe(tile);

    fireEvent.click(screen.getByRole('button', { name: resumeName }));
    expect(await screen.findByTestId('guest-stage')).toBeInTheDocument();
    expect(screen.getByTestId('game-iframe')).toBe(iframe);
    expect(getGameFrameState().phase).not.toBe('minimized');
    expect(api.callsTo('POST', RUN)).toHaveLength(1);
    expect(api.callsTo('GET', FACTS)).toHaveLength(1);
    expect(mockPush).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: closeName }));

    // Closed after a resume: focus still goes back to the tile that opened it.
    fireEvent.click(screen.getByRole('button', { name: closeName }));
    expect(document.activeElement).toBe(tile);
  });

  it('closes with focus back on the tile', async () => {
    api.on('GET', FACTS, { body: { data: { data: gameDto() } } });
    api.on('POST', RUN, { body: { data: makeRun() } });
    const { tile } = guestPage();
    await openFromTile(tile);
    fireEvent.click(screen.getByRole('button', { name: closeName }));
    expect(getGameFrameState().phase).toBe('closed');
    expect(screen.queryByTestId('guest-stage')).toBeNull();
    expect(screen.queryByTestId('game-iframe')).toBeNull();
    expect(document.activeElement).toBe(tile);
  });

  it('a guest route change minimizes the game, as leaving the game page does', async () => {
    api.on('GET', FACTS, { body: { data: { data: gameDto() } } });
    api.on('POST', RUN, { body: { data: makeRun() } });
    const { view, tile } = guestPage();
    await openFromTile(tile);
    mockPath = '/guest/promo';
    view.rerender(
      <>
        <GuestGameFrameHost />
        <main id="main" tabIndex={-1} />
      </>,
    );
    await settle();
    expect(screen.queryByTestId('guest-stage')).toBeNull();
    expect(getGameFrameState().phase).toBe('minimized');
    expect(screen.getByTestId('game-dock')).toBeInTheDocument();
  });

  it('offers login and registration for a game without demo, without running it', async () => {
    api.on('GET', FACTS, { body: { data: { data: gameDto({ has_demo_mode: false }) } } });
    const { tile } = guestPage('/en/play/lucky-sevens', 'en');
    await openFromTile(tile);
    const en = MESSAGES.en.gameFrame;
    expect(screen.getByTestId('stage-panel')).toHaveTextContent(en.loginRequired);
    expect(screen.getByRole('link', { name: en.login })).toHaveAttribute('href', '/en/login?redirect=%2Fen%2Fplay%2Flucky-sevens');
    expect(api.callsTo('POST', RUN)).toEqual([]);
  });

  it('says a game gone from the catalogue is unavailable (with a warning), and retries a failed look-up', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.on('GET', FACTS, { status: 404, body: { errors: [{ code: 'not_found' }] } });
    const { tile } = guestPage();
    await openFromTile(tile);
    expect(screen.getByTestId('stage-panel')).toHaveAttribute('data-kind', 'unavailable');
    expect(screen.getByRole('heading', { level: 2, name: ru.errors.title })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('lucky-sevens'));
    fireEvent.click(screen.getByRole('button', { name: ru.close }));

    forgetGameFacts();
    api.on('GET', FACTS, { status: 500, body: {} }, { body: { data: { data: gameDto() } } });
    api.on('POST', RUN, { body: { data: makeRun() } });
    await openFromTile(tile);
    expect(screen.getByTestId('stage-panel')).toHaveAttribute('data-kind', 'error');
    fireEvent.click(screen.getByRole('button', { name: ru.tryAgain }));
    expect(await screen.findByTestId('game-iframe')).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });

  it("the game's exit closes the stage and goes to the guest variant's main page", async () => {
    api.on('GET', FACTS, { body: { data: { data: gameDto() } } });
    api.on('POST', RUN, { body: { data: makeRun({ run_url: '/en/studio/lucky-sevens?token=tok-1' }) } });
    mockPath = '/guest/en/games/slots';
    const { tile } = guestPage('/en/play/lucky-sevens', 'en');
    await openFromTile(tile);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'goto-url' }, origin: ORIGIN }));
    });
    await settle();
    expect(mockPush).toHaveBeenCalledWith('/guest/en');
    expect(getGameFrameState().phase).toBe('closed');
    expect(screen.queryByTestId('guest-stage')).toBeNull();
  });
});

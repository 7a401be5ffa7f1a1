import { act, fireEvent, screen } from '@testing-library/react';
import Link from 'next/link';
import { SiteShell } from '@/components/layout/site-shell';
import GuestLayout from '@/app/[locale]/guest/layout';
import { GameStage, type StageGame } from '@/components/game-frame/game-stage';
import GameFrameRoot from '@/components/game-frame/game-frame-root';
import { endLoading, leaveGamePage, openGame, resetGameFrame } from '@/lib/client/game-frame/game-frame-store';
import { setFrameSlot } from '@/lib/client/game-frame/frame-slot';
import { hideGuestStage } from '@/lib/client/game-frame/guest-stage';
import { forgetGameFacts } from '@/components/game-frame/guest-game-facts';
import {
  FOCUS_RETURN_WAIT_MS,
  flushFocusReturn,
  focusIsFree,
  focusReturnPending,
  rememberFocusReturn,
  returnFocus,
  returnFocusAfterNavigation,
} from '@/lib/client/game-frame/frame-focus';
import { recordRoute } from '@/lib/client/route-history-store';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';
import { fakeNavigation, gameDto, installFrameBrowserApis, makeGame, makeRun, nextTask, settle, tabOrder } from './helpers';

const mockPush = jest.fn();
let mockPath = '/play/lucky-sevens';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useRouter: () => ({ push: mockPush, replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

// The shell's server reads (catalogue, SEO footer, server config) without a database.
jest.mock('@/components/page-data/data', () => ({
  enterLocale: (locale: string) => locale,
  categoriesOf: async () => [],
  visibleStaticPages: async () => [{ slug: 'faq', url: '/faq', pageType: 'static', title: 'FAQ' }],
}));
jest.mock('@/lib/platform/db/client', () => ({ getDb: async () => ({}) }));
jest.mock('@/lib/platform/content/seo', () => ({ listFooterImages: async () => [], listFooterBlocks: async () => [] }));
jest.mock('@/lib/platform/content/server-config', () => ({ getServerConfig: async () => ({ messengerLinks: { telegram: null, viber: null }, callCenterChat: { provider: 'none' }, marketing: { isActive: false, affiliateUrl: null, project: '' } }) }));
jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const ru = MESSAGES.ru.gameFrame;
const RUN = '/json-api/eapi/game-run/lucky-sevens';
const closeName = ru.closeGame.replace('{name}', 'Lucky Sevens');
let api: FetchMock;
let nav: ReturnType<typeof fakeNavigation>;

function stageGame(overrides: Partial<StageGame> = {}): StageGame {
  return { slug: 'lucky-sevens', name: 'Lucky Sevens', preview: '/generated/games/lucky-sevens.webp', producer: 'Croupier Studio', allowBonusBalance: true, hasDemo: true, disabled: false, ...overrides };
}

/** The last / first element of `order` inside `container`. */
function lastIn(order: HTMLElement[], container: Element) {
  return order.filter((el) => container.contains(el)).at(-1)!;
}
function firstIn(order: HTMLElement[], container: Element) {
  return order.find((el) => container.contains(el))!;
}

beforeEach(() => {
  installFrameBrowserApis();
  // The shell's drawer asks for its breakpoint; jsdom has no matchMedia.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  resetGameFrame();
  hideGuestStage();
  forgetGameFacts();
  rememberFocusReturn({});
  sessionStorage.clear();
  mockPath = '/play/lucky-sevens';
  mockPush.mockClear();
  api = mockFetch();
  nav = fakeNavigation();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  nav.restore();
  setFrameSlot(null);
  document.body.innerHTML = '';
});

describe('Tab order with a game open', () => {
  it('main site: header, then the game page controls, then the iframe, then the footer; focus starts on Close', async () => {
    api.on('POST', RUN, { body: { data: makeRun() } });
    const shell = await SiteShell({ locale: 'ru', variant: 'main', children: <GameStage game={stageGame()} locale="ru" /> });
    renderIntl(shell);
    const iframe = await screen.findByTestId('game-iframe');
    await settle();

    const order = tabOrder();
    const close = screen.getByRole('button', { name: closeName });
    const minimize = screen.getByRole('button', { name: ru.minimize });
    const header = document.querySelector('header')!;
    const footer = document.querySelector('footer')!;
    const at = (el: HTMLElement) => order.indexOf(el);
    expect(at(lastIn(order, header))).toBeLessThan(at(minimize));
    expect(at(minimize)).toBeLessThan(at(close));
    expect(at(close)).toBeLessThan(at(iframe));
    expect(at(iframe)).toBeLessThan(at(firstIn(order, footer)));
    // Nothing relies on a positive tabindex.
    expect(document.querySelectorAll('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])')).toHaveLength(0);
    expect(document.activeElement).toBe(close);
  });

  it('main site: a minimized game keeps its dock before the footer too', async () => {
    api.on('POST', RUN, { body: { data: makeRun() } });
    mockPath = '/games/slots';
    const page = (
      <Link href="/games/slots" prefetch={false}>
        Slots
      </Link>
    );
    const shell = await SiteShell({ locale: 'ru', variant: 'main', children: page });
    renderIntl(shell);
    act(() => openGame(makeGame(), { type: 'demo' }));
    await settle();
    act(() => leaveGamePage('lucky-sevens'));
    const resume = await screen.findByRole('button', { name: ru.resumeGame.replace('{name}', 'Lucky Sevens') });
    const order = tabOrder();
    expect(order).not.toContain(screen.getByTestId('game-iframe')); // docked: inert, the dock's buttons stand for it
    expect(order.indexOf(resume)).toBeLessThan(order.indexOf(firstIn(order, document.querySelector('footer')!)));
    expect(order.indexOf(screen.getByRole('link', { name: 'Slots' }))).toBeLessThan(order.indexOf(resume));
  });

  it('guest variant (its layout): the stage of a game opened on the page comes right after the header, before the page and the footer', async () => {
    window.history.replaceState(null, '', '/guest/games/slots');
    mockPath = '/guest/games/slots';
    api.on('GET', '/json-api/v2/games/lucky-sevens', { body: { data: { data: gameDto() } } });
    api.on('POST', RUN, { body: { data: makeRun() } });
    const page = (
      <Link href="/play/lucky-sevens" prefetch={false}>
        Lucky Sevens
      </Link>
    );
    // The guest layout hands its host to the shared shell; the shell (async) is rendered here.
    const layout = await GuestLayout({ params: Promise.resolve({ locale: 'ru' }), children: page });
    expect(layout.type).toBe(SiteShell);
    renderIntl(await SiteShell(layout.props as Parameters<typeof SiteShell>[0]));
    const tile = screen.getByRole('link', { name: 'Lucky Sevens' });
    tile.focus();
    fireEvent.click(tile);
    const iframe = await screen.findByTestId('game-iframe');
    await settle();

    const order = tabOrder();
    const close = screen.getByRole('button', { name: closeName });
    const at = (el: HTMLElement) => order.indexOf(el);
    expect(at(lastIn(order, document.querySelector('header')!))).toBeLessThan(at(close));
    expect(at(close)).toBeLessThan(at(iframe));
    expect(at(iframe)).toBeLessThan(at(tile));
    expect(at(tile)).toBeLessThan(at(firstIn(order, document.querySelector('footer')!)));
    expect(document.activeElement).toBe(close);

    fireEvent.click(close);
    expect(document.activeElement).toBe(tile);
    expect(screen.queryByTestId('game-iframe')).toBeNull();
  });
});


describe('focus on the main game page', () => {
  it('does not take focus the player has put elsewhere before the game started', async () => {
    api.on('POST', RUN, { body: { data: makeRun() } });
    const outside = document.createElement('button');
    outside.textContent = 'elsewhere';
    document.body.appendChild(outside);
    outside.focus();
    renderIntl(<GameStage game={stageGame()} locale="ru" />);
    await settle();
    expect(document.activeElement).toBe(outside);
  });

  it('Close goes back to the previous route and focus back to the tile the player came from', async () => {
    recordRoute({ path: '/games/slots', isError: false });
    recordRoute({ path: '/play/lucky-sevens', isError: false });
    api.on('POST', RUN, { body: { data: makeRun() } });
    const view = renderIntl(<GameStage game={stageGame()} locale="ru" />);
    await settle();
    const close = screen.getByRole('button', { name: closeName });
    expect(document.activeElement).toBe(close);

    fireEvent.click(close);
    expect(mockPush).toHaveBeenCalledWith('/games/slots');
    // The router shows the previous page: the game page goes, the category with its tiles comes.
    view.unmount();
    document.body.innerHTML = `<main id="main" tabindex="-1">
      <a href="/play/lucky-sevens" tabindex="-1" aria-hidden="true">thumbnail</a>
      <a href="/games/slots">Slots</a>
      <a href="/play/lucky-sevens">Lucky Sevens</a>
    </main>`;
    await nextTask();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Lucky Sevens' }));
  });

  it('Minimize to a page without a link to the game puts focus on the main content', async () => {
    recordRoute({ path: '/promo', isError: false });
    recordRoute({ path: '/play/lucky-sevens', isError: false });
    api.on('POST', RUN, { body: { data: makeRun() } });
    const view = renderIntl(<GameStage game={stageGame()} locale="ru" />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: ru.minimize }));
    expect(mockPush).toHaveBeenCalledWith('/promo');
    view.unmount();
    document.body.innerHTML = '<main id="main" tabindex="-1"><a href="/promo/summer">Summer</a></main>';
    await nextTask();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('a page left by other means (a link in the sidebar) keeps the focus the player gave it', async () => {
    api.on('POST', RUN, { body: { data: makeRun() } });
    const view = renderIntl(<GameStage game={stageGame()} locale="ru" />);
    await settle();
    const sidebarLink = document.createElement('a');
    sidebarLink.href = '/promo';
    document.body.appendChild(sidebarLink);
    sidebarLink.focus();
    view.unmount();
    await nextTask();
    expect(document.activeElement).toBe(sidebarLink);
  });
});

describe('focus and the dock', () => {
  it("the dock's Close sends focus back where the game was opened from", async () => {
    const slot = document.createElement('div');
    document.body.appendChild(slot);
    setFrameSlot(slot);
    api.on('POST', RUN, { body: { data: makeRun() } });
    openGame(makeGame(), { type: 'demo' });
    renderIntl(<GameFrameRoot />);
    await settle();
    act(() => endLoading());
    const tile = document.createElement('a');
    tile.setAttribute('href', '/play/lucky-sevens');
    document.body.prepend(tile);
    rememberFocusReturn({ gameHref: '/play/lucky-sevens' });
    act(() => {
      setFrameSlot(null);
      leaveGamePage('lucky-sevens');
    });
    const close = screen.getByRole('button', { name: closeName });
    close.focus();
    fireEvent.click(close);
    expect(document.activeElement).toBe(tile);
    expect(screen.queryByTestId('game-dock')).toBeNull();
  });

  it("the game's own exit, taken while it had focus, brings focus back once main is shown", async () => {
    const slot = document.createElement('div');
    document.body.appendChild(slot);
    setFrameSlot(slot);
    api.on('POST', RUN, { body: { data: makeRun() } });
    openGame(makeGame(), { type: 'demo' });
    renderIntl(<GameFrameRoot />);
    await settle();
    screen.getByTestId('game-iframe').focus();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'lobby', origin: window.location.origin }));
    });
    expect(mockPush).toHaveBeenCalledWith('/');
    expect(focusReturnPending()).toBe(true);
    document.body.insertAdjacentHTML('beforeend', '<main id="main" tabindex="-1"><a href="/games/slots">Slots</a></main>');
    flushFocusReturn();
    await nextTask();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});

describe('the focus rule (frame-focus.ts)', () => {
  function page(html: string) {
    document.body.innerHTML = html;
  }

  it('returns to the opener while it is on the page, else to a tabbable link to the game, else to main', () => {
    page('<main id="main" tabindex="-1"><a id="opener" href="/en/play/x">X</a><a id="thumb" href="/en/play/x" tabindex="-1">.</a><a id="tile" href="/en/play/x">X</a></main>');
    const opener = document.getElementById('opener')!;
    rememberFocusReturn({ opener, gameHref: '/en/play/x' });
    returnFocus();
    expect(document.activeElement).toBe(opener);

    opener.remove();
    returnFocus();
    expect(document.activeElement).toBe(document.getElementById('tile'));

    page('<main id="main" tabindex="-1"><div inert><a href="/en/play/x">X</a></div></main>');
    returnFocus();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('lets an opening game take focus only from nothing, the opener, its own stage or the frame', () => {
    page('<button id="opener">o</button><section id="stage"><button id="inside">i</button></section><button id="other">x</button><div data-game-frame><button id="dock">d</button></div>');
    const byId = (id: string) => document.getElementById(id)!;
    rememberFocusReturn({ opener: byId('opener') });
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusIsFree(byId('stage'))).toBe(true);
    byId('opener').focus();
    expect(focusIsFree(byId('stage'))).toBe(true);
    byId('inside').focus();
    expect(focusIsFree(byId('stage'))).toBe(true);
    byId('dock').focus();
    expect(focusIsFree(byId('stage'))).toBe(true);
    byId('other').focus();
    expect(focusIsFree(byId('stage'))).toBe(false);
  });

  it('forgets a return after navigation that did not come in time', async () => {
    page('<main id="main" tabindex="-1"></main><button id="b">b</button>');
    document.getElementById('b')!.focus();
    returnFocusAfterNavigation(1_000);
    expect(focusReturnPending(1_000 + FOCUS_RETURN_WAIT_MS - 1)).toBe(true);
    flushFocusReturn(1_000 + FOCUS_RETURN_WAIT_MS + 1);
    await nextTask();
    expect(document.activeElement).toBe(document.getElementById('b'));
  });
});

import { act } from '@testing-library/react';
import { GAME_LOADER_DELAY_MS } from '@/lib/domain/games/game-run';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { emitAuthEvent } from '@/lib/client/session/auth-events';
import {
  closeGame,
  continueWithoutWager,
  dismissModal,
  endLoading,
  getGameFrameState,
  leaveGamePage,
  openGame,
  resetGameFrame,
  subscribeGameFrame,
} from '@/lib/client/game-frame/game-frame-store';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';
import { fakeNavigation, makeGame, makeRun, postFromWindow, settle } from './helpers';

const RUN_PATH = (slug: string) => `/json-api/eapi/game-run/${slug}`;
let api: FetchMock;
let nav: ReturnType<typeof fakeNavigation>;

beforeEach(() => {
  jest.useFakeTimers();
  resetGameFrame();
  sessionStorage.clear();
  api = mockFetch();
  nav = fakeNavigation();
});

afterEach(() => {
  nav.restore();
  jest.useRealTimers();
});

const state = () => getGameFrameState();

async function startPlaying(game = makeGame(), run = makeRun()) {
  api.on('POST', RUN_PATH(game.slug), { body: { data: run } });
  openGame(game, { type: run.type, exitUrl: '/games/slots' });
  await settle();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(GAME_LOADER_DELAY_MS);
  });
}

describe('game frame store: running and resuming', () => {
  it('runs a new game: loading, the run call, the run info, then playing 1 s later', async () => {
    const notified = jest.fn();
    const unsubscribe = subscribeGameFrame(notified);
    api.on('POST', RUN_PATH('lucky-sevens'), { body: { data: makeRun() } });
    openGame(makeGame(), { type: 'demo', exitUrl: '/games/slots' });
    expect(state()).toMatchObject({ phase: 'loading', run: null, loaded: false, game: { slug: 'lucky-sevens' } });

    await settle();
    expect(api.callsTo('POST', RUN_PATH('lucky-sevens'))).toEqual([
      { method: 'POST', path: RUN_PATH('lucky-sevens'), body: { platform: 'desktop', type: 'demo', exitUrl: '/games/slots' } },
    ]);
    expect(state()).toMatchObject({ phase: 'loading', run: { runToken: 'tok-1' } });

    await act(async () => {
      await jest.advanceTimersByTimeAsync(GAME_LOADER_DELAY_MS - 1);
    });
    expect(state().phase).toBe('loading');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(state()).toMatchObject({ phase: 'playing', loaded: true });
    expect(notified).toHaveBeenCalled();
    unsubscribe();
  });

  it('ends the loader early on the page-show event', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { body: { data: makeRun() } });
    openGame(makeGame(), { type: 'demo' });
    await settle();
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(state().phase).toBe('playing');
  });

  it('only resumes the same slug: no second run, minimized and back', async () => {
    await startPlaying();
    openGame(makeGame(), { type: 'demo' });
    expect(state().phase).toBe('playing');

    leaveGamePage('lucky-sevens');
    expect(state().phase).toBe('minimized');
    openGame(makeGame(), { type: 'real' }); // the page's default type, not the player's pick
    expect(state()).toMatchObject({ phase: 'playing', run: { runToken: 'tok-1' } });
    expect(api.callsTo('POST', RUN_PATH('lucky-sevens'))).toHaveLength(1);
  });

  it('keeps a game that finished loading while minimized minimized, and shows it at once on resume', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { body: { data: makeRun() } });
    openGame(makeGame(), { type: 'demo' });
    leaveGamePage('lucky-sevens');
    await settle();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GAME_LOADER_DELAY_MS);
    });
    expect(state()).toMatchObject({ phase: 'minimized', loaded: true });
    openGame(makeGame(), { type: 'demo' });
    expect(state().phase).toBe('playing');
  });

  it('runs a different slug, and an explicitly picked other type of the same one', async () => {
    await startPlaying();
    api.on('POST', RUN_PATH('book-of-luck'), { body: { data: makeRun({ run_url: '/studio/book-of-luck?token=tok-2', runToken: 'tok-2' }) } });
    openGame(makeGame({ slug: 'book-of-luck', name: 'Book of Luck' }), { type: 'demo' });
    expect(state()).toMatchObject({ phase: 'loading', run: null, game: { slug: 'book-of-luck' } });
    await settle();
    expect(state().run?.runToken).toBe('tok-2');

    api.on('POST', RUN_PATH('book-of-luck'), { body: { data: makeRun({ runToken: 'tok-3', type: 'real' }) } });
    openGame(makeGame({ slug: 'book-of-luck' }), { type: 'real', explicit: true });
    await settle();
    expect(state()).toMatchObject({ type: 'real', run: { runToken: 'tok-3' } });
    expect(api.callsTo('POST', RUN_PATH('book-of-luck'))).toHaveLength(2);
  });

  it('ignores the answer of a run that was closed meanwhile', async () => {
    let answer!: (a: { body: unknown }) => void;
    api.on('POST', RUN_PATH('lucky-sevens'), () => new Promise((resolve) => (answer = resolve)));
    openGame(makeGame(), { type: 'demo' });
    await settle();
    closeGame();
    await act(async () => answer({ body: { data: makeRun() } }));
    expect(state()).toMatchObject({ phase: 'closed', run: null });
  });
});

describe('game frame store: redirect games', () => {
  it('navigates the window to run_url when the game allows bonus balance', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { body: { data: makeRun({ redirect: true, run_url: 'https://provider.example/play?t=1' }) } });
    openGame(makeGame({ allowBonusBalance: true }), { type: 'real' });
    await settle();
    expect(nav.assignLocation).toHaveBeenCalledWith('https://provider.example/play?t=1');
    expect(state().modal).toBeNull();
    // The loader stays until the window leaves (no 1 s end for a redirect).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(GAME_LOADER_DELAY_MS * 3);
    });
    expect(state().phase).toBe('loading');
  });

  it('does not run it again when Back reloads the game page, and ends on a restored page-show', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { body: { data: makeRun({ redirect: true }) } });
    openGame(makeGame(), { type: 'real' });
    await settle();
    resetGameFrame(); // a fresh page load: the store starts empty
    openGame(makeGame(), { type: 'real' });
    expect(state()).toMatchObject({ phase: 'closed', stop: 'redirected' });
    expect(api.callsTo('POST', RUN_PATH('lucky-sevens'))).toHaveLength(1);

    openGame(makeGame(), { type: 'real', force: true });
    await settle();
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(state()).toMatchObject({ phase: 'closed', stop: 'redirected' });
  });

  it('shows the no-wager modal without bonus; Continue then navigates to run_url', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { body: { data: makeRun({ redirect: true, run_url: '/external/lucky?t=2' }) } });
    openGame(makeGame({ allowBonusBalance: false }), { type: 'real' });
    await settle();
    expect(state().modal).toBe('no-wager');
    expect(nav.assignLocation).not.toHaveBeenCalled();

    continueWithoutWager();
    expect(nav.assignLocation).toHaveBeenCalledWith('/external/lucky?t=2');
    expect(state().modal).toBeNull();
  });

  it('closes the game when the no-wager modal is dismissed', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { body: { data: makeRun({ redirect: true }) } });
    openGame(makeGame({ allowBonusBalance: false }), { type: 'real' });
    await settle();
    dismissModal();
    expect(state()).toMatchObject({ phase: 'closed', modal: null });
    expect(nav.assignLocation).not.toHaveBeenCalled();
  });
});

describe('game frame store: failures', () => {
  it('shows the error modal when the run fails; Close dismisses it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.on('POST', RUN_PATH('lucky-sevens'), { status: 400, body: { errors: [{ code: 'game_disabled' }] } });
    openGame(makeGame(), { type: 'demo' });
    await settle();
    expect(state()).toMatchObject({ phase: 'closed', modal: 'error', stop: 'error' });
    dismissModal();
    expect(state()).toMatchObject({ phase: 'closed', modal: null, stop: 'error' });
    error.mockRestore();
  });

  it('asks for login instead when a guest cannot play (no demo) and tells a device it is not supported', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { status: 400, body: { errors: [{ code: 'demo_not_available' }] } });
    openGame(makeGame(), { type: 'demo' });
    await settle();
    expect(state()).toMatchObject({ phase: 'closed', modal: null, stop: 'login-required' });

    api.on('POST', RUN_PATH('lucky-sevens'), { status: 400, body: { errors: [{ code: 'platform_not_supported' }] } });
    openGame(makeGame(), { type: 'demo' });
    await settle();
    expect(state()).toMatchObject({ phase: 'closed', modal: null, stop: 'unsupported' });
  });
});

describe('game frame store: events from outside', () => {
  it('blocks the session on game_session_deactivated with its runToken only', async () => {
    await startPlaying();
    dispatchRealtime({ type: REALTIME_EVENTS.gameSessionDeactivated, runToken: 'someone-else' });
    expect(state()).toMatchObject({ blocked: false, modal: null });

    dispatchRealtime({ type: REALTIME_EVENTS.gameSessionDeactivated, runToken: 'tok-1' });
    expect(state()).toMatchObject({ phase: 'playing', blocked: true, modal: 'blocked' });

    dismissModal();
    expect(state()).toMatchObject({ phase: 'closed', blocked: false, modal: null, stop: 'blocked' });
  });

  it('closes and goes to main on an exit message from the run_url origin, not from another one', async () => {
    await startPlaying(makeGame({ locale: 'en' }));
    postFromWindow('closeGame', 'https://evil.example');
    postFromWindow({ type: 'goto-url', url: '/' }, 'https://evil.example');
    expect(state().phase).toBe('playing');
    postFromWindow('hello', window.location.origin);
    expect(state().phase).toBe('playing');

    postFromWindow({ type: 'goto-url', url: '/' }, window.location.origin);
    expect(state().phase).toBe('closed');
    expect(nav.navigate).toHaveBeenCalledWith('/en');
  });

  it('takes origin "null" (the sandboxed studio frame) only from the window of the frame showing run_url', async () => {
    await startPlaying(makeGame({ locale: 'en' }));
    const post = (source: Window | null) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: 'closeGame', origin: 'null', source }));
      });
    const other = document.createElement('iframe');
    other.src = '/studio/other-game?token=tok-2';
    const game = document.createElement('iframe');
    game.src = '/studio/lucky-sevens?token=tok-1';
    document.body.append(other, game);
    try {
      post(null);
      post(other.contentWindow);
      expect(state().phase).toBe('playing');
      post(game.contentWindow);
      expect(state().phase).toBe('closed');
    } finally {
      other.remove();
      game.remove();
    }
  });

  it('checks the origin of an absolute run_url', async () => {
    await startPlaying(makeGame(), makeRun({ run_url: 'https://games.provider.example/run?t=9' }));
    postFromWindow('exit', window.location.origin);
    expect(state().phase).toBe('playing');
    postFromWindow('exit', 'https://games.provider.example');
    expect(state().phase).toBe('closed');
    expect(nav.navigate).toHaveBeenCalledWith('/');
  });

  it('closes on the game-exit and logout auth events', async () => {
    await startPlaying();
    emitAuthEvent('game-exit');
    expect(state()).toMatchObject({ phase: 'closed', run: null });

    await startPlaying();
    leaveGamePage('lucky-sevens');
    emitAuthEvent('logout');
    expect(state().phase).toBe('closed');
    expect(nav.navigate).not.toHaveBeenCalled();
  });

  it('keeps the reason of a stopped game when an auth event closes nothing', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { status: 400, body: { errors: [{ code: 'demo_not_available' }] } });
    openGame(makeGame(), { type: 'demo' });
    await settle();
    emitAuthEvent('game-exit');
    endLoading();
    expect(state().stop).toBe('login-required');
  });
});

describe('game frame store: telling the server a game was left', () => {
  const LEAVE = '/json-api/eapi/game-sessions/leave';
  const left = () => api.callsTo('POST', LEAVE).map((call) => call.body);

  beforeEach(() => api.on('POST', LEAVE, { body: { success: true } }));

  it('closing a game in the frame sends its run token once', async () => {
    await startPlaying();
    closeGame();
    closeGame();
    expect(left()).toEqual([{ runToken: 'tok-1' }]);
  });

  it('the page going away with the game running sends it; with no game, nothing', async () => {
    window.dispatchEvent(new Event('pagehide'));
    expect(left()).toEqual([]);
    await startPlaying();
    leaveGamePage('lucky-sevens');
    window.dispatchEvent(new Event('pagehide'));
    expect(left()).toEqual([{ runToken: 'tok-1' }]);
  });

  it('another game replacing the one shown leaves that one', async () => {
    await startPlaying();
    await startPlaying(makeGame({ slug: 'book-of-luck' }), makeRun({ runToken: 'tok-2', run_url: '/studio/book-of-luck?token=tok-2' }));
    expect(left()).toEqual([{ runToken: 'tok-1' }]);
  });

  it('a run closed or replaced before its answer came is left once the answer comes', async () => {
    const answers: Array<(a: { body: unknown }) => void> = [];
    api.on('POST', RUN_PATH('lucky-sevens'), () => new Promise((resolve) => answers.push(resolve)));
    openGame(makeGame(), { type: 'demo' });
    await settle();
    closeGame();
    expect(left()).toEqual([]);
    await act(async () => answers[0]!({ body: { data: makeRun() } }));
    expect(left()).toEqual([{ runToken: 'tok-1' }]);
    // Replaced by another type of the same game while asking: the first one's session is left.
    openGame(makeGame(), { type: 'demo', force: true });
    await settle();
    openGame(makeGame(), { type: 'real', explicit: true, force: true });
    await settle();
    await act(async () => answers[1]!({ body: { data: makeRun({ runToken: 'tok-2' }) } }));
    await act(async () => answers[2]!({ body: { data: makeRun({ runToken: 'tok-3', type: 'real' }) } }));
    expect(left()).toEqual([{ runToken: 'tok-1' }, { runToken: 'tok-2' }]);
    expect(state()).toMatchObject({ type: 'real', run: { runToken: 'tok-3' } });
  });

  it('a game played in the whole window, or one a newer session stopped, is not left from here', async () => {
    api.on('POST', RUN_PATH('lucky-sevens'), { body: { data: makeRun({ redirect: true, run_url: 'https://provider.example/run' }) } });
    openGame(makeGame(), { type: 'demo' });
    await settle();
    closeGame();
    await startPlaying();
    dispatchRealtime({ type: REALTIME_EVENTS.gameSessionDeactivated, runToken: 'tok-1' });
    dismissModal();
    expect(left()).toEqual([]);
  });
});

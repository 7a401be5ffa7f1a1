import { GAME_LOADER_DELAY_MS, type GameRunInfo, type GameRunType } from '@/lib/domain/games/game-run';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { createStore, useStore } from '@/lib/client/store';
import { setFrameActive } from './frame-activity';
import { focusInFrame, returnFocusAfterNavigation } from './frame-focus';
import { installFrameListeners } from './frame-listeners';
import { frameNavigation } from './frame-navigation';
import { sendGameLeft } from './game-leave';
import { classifyRunFailure, requestGameRun } from './game-run-request';
import { clearRedirectMark, consumeRedirectMark, markRedirect } from './redirect-mark';

/**
 * The game frame's state (spec §4 "Game run"), one per tab and outside React, because the game
 * outlives the page that started it: minimized, it keeps running under other routes.
 *
 *   hidden ──open──▶ loading ──1 s or pageshow──▶ playing
 *                      │  ▲                         │  ▲
 *               leave page│resume        leave page │  │ resume (back on /play/<slug>)
 *                      ▼  │                         ▼  │
 *                    minimized ◀────────────────────┘
 *   any of them ──close / exit message / game-exit / failure──▶ closed
 */
export type FramePhase = 'hidden' | 'loading' | 'playing' | 'minimized' | 'closed';
export type GameModalKind = 'error' | 'no-wager' | 'blocked';
/** Why a game page shows a panel instead of the frame (see game-stage.tsx). */
export type GameStop = 'closed' | 'error' | 'blocked' | 'login-required' | 'unsupported' | 'redirected';

export interface FrameGame {
  slug: string;
  name: string;
  preview?: string;
  /** The catalogue's allow_bonus_balance: a redirect game without it gets the no-wager modal. */
  allowBonusBalance: boolean;
  /** The locale of the page that started it: "go to main" stays in that language. */
  locale: Locale;
  /** The variant of the page that started it (main when absent): "go to main" stays in it too. */
  variant?: SiteVariant;
}

export interface GameFrameState {
  phase: FramePhase;
  game: FrameGame | null;
  /** The run type asked for (real when logged in, demo otherwise, or the player's pick). */
  type: GameRunType | null;
  run: GameRunInfo | null;
  /** The loader is over (it may end while minimized; resuming then shows the game at once). */
  loaded: boolean;
  /** A newer session stopped this one: the iframe is removed so the game cannot go on. */
  blocked: boolean;
  modal: GameModalKind | null;
  stop: GameStop | null;
}

export interface OpenOptions {
  type: GameRunType;
  /** The player picked the type (Play for fun / for real): a running game of another type restarts. */
  explicit?: boolean;
  /** A click on "play again": runs even right after a redirect (redirect-mark.ts). */
  force?: boolean;
  /** Where the game sends the player on exit: a path of this site ("/en/games/slots"). */
  exitUrl?: string;
}

const HIDDEN: GameFrameState = { phase: 'hidden', game: null, type: null, run: null, loaded: false, blocked: false, modal: null, stop: null };

const store = createStore<GameFrameState>(HIDDEN);
const current = () => store.get();
/** Each run gets a number; an answer for an older run (closed or replaced since) is ignored. */
let runSeq = 0;
let loaderTimer: ReturnType<typeof setTimeout> | null = null;

const RUNNING: readonly FramePhase[] = ['loading', 'playing', 'minimized'];
export const isRunning = (phase: FramePhase) => RUNNING.includes(phase);

function set(patch: Partial<GameFrameState>): void {
  const next = { ...current(), ...patch };
  store.set(next);
  setFrameActive(isRunning(next.phase) || next.modal !== null);
}

export function getGameFrameState(): GameFrameState {
  return current();
}

export function subscribeGameFrame(listener: () => void): () => void {
  return store.subscribe(listener);
}

export function useGameFrame(): GameFrameState {
  return useStore(store);
}

function clearLoaderTimer(): void {
  if (loaderTimer !== null) clearTimeout(loaderTimer);
  loaderTimer = null;
}

/**
 * The game page asks for its game. The same slug, still running, only resumes (spec §4); a
 * different slug (or a closed game, or another type the player picked) shows the loader,
 * runs the game and keeps the run info.
 */
export function openGame(game: FrameGame, options: OpenOptions): void {
  installFrameListeners(eventHandlers);
  const state = current();
  const same = state.game?.slug === game.slug && isRunning(state.phase) && !state.blocked;
  if (same && (!options.explicit || options.type === state.type)) {
    set({ phase: state.loaded ? 'playing' : 'loading', game: { ...game } });
    return;
  }
  if (!options.force && consumeRedirectMark(game.slug)) {
    stopGame({ game, stop: 'redirected' });
    return;
  }
  void run(game, options);
}

async function run(game: FrameGame, options: OpenOptions): Promise<void> {
  const seq = ++runSeq;
  clearLoaderTimer();
  // Another game (or another type) replaces the one shown: that one is left.
  const previous = current();
  if (isRunning(previous.phase)) tellGameLeft(previous);
  set({ phase: 'loading', game, type: options.type, run: null, loaded: false, blocked: false, modal: null, stop: null });
  let info: GameRunInfo;
  try {
    info = await requestGameRun({ slug: game.slug, type: options.type, exitUrl: options.exitUrl });
  } catch (error) {
    if (seq !== runSeq) return;
    const failure = classifyRunFailure(error);
    if (failure === 'error') console.error(`game run ${game.slug} failed`, error);
    stopGame({ stop: failure, modal: failure === 'error' ? 'error' : null });
    return;
  }
  if (seq !== runSeq) {
    // Closed or replaced while it was asked for: the server opened its session all the same, and
    // nobody will show it; left untold, it would count among the players online for ten minutes.
    if (!info.redirect) sendGameLeft(info.runToken);
    return;
  }
  set({ run: info });
  if (info.redirect) {
    // Nobody is looking at a game that was minimized while it loaded: no surprise navigation.
    if (current().phase === 'minimized') stopGame({ stop: 'closed' });
    else if (game.allowBonusBalance) leaveForRedirect(info);
    else set({ modal: 'no-wager' });
    return;
  }
  loaderTimer = setTimeout(() => endLoading(), GAME_LOADER_DELAY_MS);
}

function leaveForRedirect(info: GameRunInfo): void {
  const state = current();
  if (state.game) markRedirect(state.game.slug);
  frameNavigation().assignLocation(info.run_url);
}

/**
 * Loading ends 1 s after the run or on the page-show event (spec §4). `restored`: the page came
 * back from the back/forward cache.
 */
export function endLoading(restored = false): void {
  const state = current();
  if (state.phase !== 'loading' && state.phase !== 'minimized') return;
  if (state.loaded) return;
  if (state.run?.redirect) {
    // A redirect game's loader lasts until the window leaves; the page shown again from the
    // back/forward cache means the game was played elsewhere. The first load's own pageshow
    // (which may come while the run is answered) is not a return.
    if (!restored) return;
    clearRedirectMark();
    stopGame({ stop: 'redirected' });
    return;
  }
  if (!state.run) return; // still asking: the timer after the answer ends it
  clearLoaderTimer();
  set({ loaded: true, phase: state.phase === 'loading' ? 'playing' : state.phase });
}

/** The player left the game page while the game runs: it keeps running, minimized (spec §2). */
export function leaveGamePage(slug: string): void {
  const state = current();
  if (state.game?.slug !== slug || !isRunning(state.phase) || state.phase === 'minimized') return;
  // A redirect game has no frame to keep, and its no-wager question belongs to its page.
  if (state.run?.redirect || state.modal === 'no-wager') {
    stopGame({ stop: 'closed' });
    return;
  }
  set({ phase: 'minimized' });
}

function stopGame(patch: Partial<GameFrameState> & { stop: GameStop }): void {
  runSeq += 1;
  clearLoaderTimer();
  set({ phase: 'closed', run: null, loaded: false, blocked: false, modal: null, ...patch });
}

/** Close, from the frame's controls, the dock, a modal or an auth event. */
export function closeGame(): void {
  const state = current();
  // A game already stopped keeps its reason (the page's panel says why).
  if (!isRunning(state.phase) && state.modal === null) return;
  tellGameLeft(state);
  stopGame({ stop: 'closed' });
}

/** A game shown in the frame is being closed or left: its session no longer counts online (game-leave.ts). */
function tellGameLeft(state: GameFrameState): void {
  // A redirect game is played in the whole window, not here; a blocked one is stopped already.
  if (state.run && !state.run.redirect && !state.blocked) sendGameLeft(state.run.runToken);
}

/** The modal's Close (error, blocked) or dismissal; a blocked session is over then (spec §4). */
export function dismissModal(): void {
  const state = current();
  if (state.modal === 'blocked') stopGame({ stop: 'blocked' });
  else if (state.modal === 'no-wager') stopGame({ stop: 'closed' });
  else if (state.modal !== null) set({ modal: null });
}

/** No-wager modal's Continue: the redirect game is played without bonus (spec §2). */
export function continueWithoutWager(): void {
  const state = current();
  if (state.modal !== 'no-wager' || !state.run) return;
  const info = state.run;
  set({ modal: null });
  leaveForRedirect(info);
}

const eventHandlers = {
  currentRunUrl: () => {
    const state = current();
    return isRunning(state.phase) && state.run && !state.blocked ? state.run.run_url : null;
  },
  onExitMessage: () => {
    const game = current().game;
    // The game had focus (its iframe): it goes back where it was once main is shown.
    if (focusInFrame()) returnFocusAfterNavigation();
    closeGame();
    if (game) frameNavigation().navigate(sitePath('/', game.locale, game.variant ?? 'main'));
  },
  onSessionDeactivated: (runToken: string) => {
    const state = current();
    if (!state.run || state.run.runToken !== runToken || !isRunning(state.phase)) return;
    clearLoaderTimer();
    set({ blocked: true, modal: 'blocked' });
  },
  onGameExit: () => closeGame(),
  onPageShow: (restored: boolean) => endLoading(restored),
  // The tab closes or leaves the site with the game running. From the back/forward cache the
  // page plays on: its next round counts it again.
  onPageHide: () => {
    const state = current();
    if (isRunning(state.phase)) tellGameLeft(state);
  },
};

/** Back to nothing (tests; nothing in the site needs it). */
export function resetGameFrame(): void {
  runSeq += 1;
  clearLoaderTimer();
  store.set(HIDDEN);
  setFrameActive(false);
}

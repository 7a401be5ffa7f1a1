import { isGameExitMessage } from '@/lib/domain/games/game-run';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { onAuthEvent } from '@/lib/client/session/auth-events';
import { runOrigin } from './frame-size';

/**
 * The outside events a running game listens to (spec §4, platform §4), wired once, the first
 * time a game starts; each handler asks the store whether it concerns the current game.
 */
export interface FrameEventHandlers {
  /** The current run's URL, or null when no game runs. */
  currentRunUrl: () => string | null;
  /** The game asked to close (exit value or goto-url), from the run_url's origin. */
  onExitMessage: () => void;
  /** `game_session_deactivated`: a newer session of this player stopped the one with this token. */
  onSessionDeactivated: (runToken: string) => void;
  /** Login and logout fire `game-exit`; logout closes the game as well. */
  onGameExit: () => void;
  /** The page is shown (first load, or again from the back/forward cache: `restored`). */
  onPageShow: (restored: boolean) => void;
  /** The page goes away (closed, reloaded, left for another site, or into the back/forward cache). */
  onPageHide: () => void;
}

let installed = false;

/**
 * A game's message counts only from the origin its run_url points to: any other window (an ad
 * frame inside the game, another site) must not be able to close it. A game of this origin runs
 * in the sandboxed frame without allow-same-origin (components/game-frame/frame-sandbox.ts), so
 * it speaks as origin "null": then it counts only from the window of the frame showing run_url.
 */
function isFromGame(event: MessageEvent, runUrl: string): boolean {
  const origin = runOrigin(runUrl, window.location.href);
  if (event.origin === origin) return true;
  if (event.origin !== 'null' || origin !== window.location.origin || event.source === null) return false;
  const runHref = new URL(runUrl, window.location.href).href;
  return Array.from(document.querySelectorAll('iframe')).some((frame) => frame.contentWindow === event.source && frame.src === runHref);
}

export function installFrameListeners(handlers: FrameEventHandlers): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;

  window.addEventListener('message', (event: MessageEvent) => {
    const runUrl = handlers.currentRunUrl();
    if (!runUrl) return;
    if (!isFromGame(event, runUrl)) return;
    if (isGameExitMessage(event.data)) handlers.onExitMessage();
  });
  window.addEventListener('pageshow', (event: PageTransitionEvent) => handlers.onPageShow(event.persisted));
  window.addEventListener('pagehide', () => handlers.onPageHide());

  onRealtimeEvent(REALTIME_EVENTS.gameSessionDeactivated, (message) => {
    // Checked although typed: the socket is a way in like any other.
    const runToken: unknown = message.runToken;
    if (typeof runToken === 'string') handlers.onSessionDeactivated(runToken);
  });
  onAuthEvent('game-exit', handlers.onGameExit);
  onAuthEvent('logout', handlers.onGameExit);
}

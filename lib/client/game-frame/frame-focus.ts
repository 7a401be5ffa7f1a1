/**
 * Keyboard focus around the game frame (WCAG 2.4.3, focus order). The frame's parts sit in the
 * DOM where Tab meets them in reading order — after the game page's toolbar and before the
 * footer (components/layout/site-shell.tsx) — so no positive tabindex is needed; this module only
 * moves focus when the frame opens and when it goes away:
 *
 * - opening a game moves focus into it (the stage's close button), unless the player has put
 *   focus somewhere else meanwhile (`focusIsFree`);
 * - closing or minimizing it with its own controls, or the game's own exit while it had focus,
 *   sends focus back where it was before: the element that opened it when it is still on the
 *   page, else a link to the game on the page shown now (the tile the player came from), else
 *   the page's main content. When the control navigates (the main site's game page goes back to
 *   the previous route), focus goes back once the new page is there (`flushFocusReturn`).
 */

/** Marks the frame's own UI (stage, frame box, dock): focus inside it belongs to the game. */
export const FRAME_UI_ATTRIBUTE = 'data-game-frame';
/** A navigation that takes longer than this is not the one the return was waiting for. */
export const FOCUS_RETURN_WAIT_MS = 10_000;

export interface FocusReturnPoint {
  /** What had focus (or was clicked) when the game opened. */
  opener: HTMLElement | null;
  /** The game page's path ("/en/play/x"): a link to it stands for the opener once that is gone. */
  gameHref: string | null;
}

let point: FocusReturnPoint = { opener: null, gameHref: null };
let pendingUntil = 0;

/** Notes where focus goes back to when the game that is opening closes. */
export function rememberFocusReturn(next: Partial<FocusReturnPoint>): void {
  point = { opener: next.opener ?? null, gameHref: next.gameHref ?? null };
}

function activeElement(): Element | null {
  return typeof document === 'undefined' ? null : document.activeElement;
}

/** True when focus is on the frame's own UI, the game's iframe included. */
export function focusInFrame(): boolean {
  return activeElement()?.closest(`[${FRAME_UI_ATTRIBUTE}]`) != null;
}

/**
 * May an opening game take focus? Yes when nothing holds it (the body, after a navigation
 * removed the focused link), when the opener holds it, or when it is inside `container` or the
 * frame's UI already (a "play again" button that just disappeared).
 */
export function focusIsFree(container?: Element | null): boolean {
  const active = activeElement();
  if (!active || active === document.body || active === document.documentElement) return true;
  if (active === point.opener) return true;
  return (container?.contains(active) ?? false) || focusInFrame();
}

/** Reachable with Tab, on the page and not hidden from it (an inert dock, aria-hidden thumbnails). */
function tabbable(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected || element.tabIndex < 0) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return element.closest(`[inert], [aria-hidden="true"], [${FRAME_UI_ATTRIBUTE}]`) === null;
}

function tryFocus(element: HTMLElement | null): boolean {
  if (!element) return false;
  element.focus();
  return activeElement() === element;
}

/** Sends focus back where it was before the game opened (see the module comment). */
export function returnFocus(): void {
  if (typeof document === 'undefined') return;
  pendingUntil = 0;
  const { opener, gameHref } = point;
  if (tabbable(opener) && tryFocus(opener)) return;
  if (gameHref) {
    for (const link of document.querySelectorAll('a[href]')) {
      if (link.getAttribute('href') === gameHref && tabbable(link) && tryFocus(link)) return;
    }
  }
  tryFocus(document.getElementById('main'));
}

/** The control that closed the game also navigates: focus goes back once the next page is shown. */
export function returnFocusAfterNavigation(now = Date.now()): void {
  pendingUntil = now + FOCUS_RETURN_WAIT_MS;
}

export function focusReturnPending(now = Date.now()): boolean {
  return pendingUntil > now;
}

/**
 * The page changed: a pending return happens now. Deferred by a task, so it comes after every
 * effect of the navigation (the route tracker scrolls to the top; focusing the tile then scrolls
 * it back into view).
 */
export function flushFocusReturn(now = Date.now()): void {
  if (!focusReturnPending(now)) return;
  pendingUntil = 0;
  setTimeout(returnFocus, 0);
}

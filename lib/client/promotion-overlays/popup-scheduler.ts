import { popupAllowedOn, popupDue, parsePopupCookie, POPUP_COOKIE, readCookie, type PopupTimes } from './popup-rules';

/**
 * When the promo popup opens (spec platform §2 "appears 3000 ms after load", §4): a page is given
 * its delay; then, if the visitor is still on that page, the page is one the popup may cover, the
 * popup is due (active, not over, not closed at this stamp) and no other dialog is open, it shows.
 * A dialog already open (a drawer, a confirm) is waited out: the popup never stacks on another
 * modal by surprise. Kept apart from React so the timing is tested with fake timers.
 */
export interface PopupSchedule<P extends PopupTimes> {
  /** The popup as the server has it now (null when it could not be read). */
  load: () => Promise<P | null>;
  /** The page's pathname now. */
  path: () => string;
  /** The route the visitor came from (lib/client/route-history-store). */
  previous: () => string | null;
  /** `document.cookie`. */
  cookies: () => string;
  now: () => number;
  /** Whether another dialog is open. */
  busy: () => boolean;
  show: (popup: P) => void;
}

/** How often an open dialog is looked at again before the popup takes the stage. */
export const BUSY_RETRY_MS = 1000;

/** Whether `popup` may show now on the page, by the rules and the visitor's cookie. */
export function popupShowsNow<P extends PopupTimes>(popup: P | null, deps: Pick<PopupSchedule<P>, 'path' | 'previous' | 'cookies' | 'now'>): popup is P {
  if (!popup || !popupAllowedOn(deps.path(), deps.previous())) return false;
  return popupDue(popup, deps.now(), parsePopupCookie(readCookie(deps.cookies(), POPUP_COOKIE)));
}

/** Nothing to cancel. */
const NOTHING = () => undefined;

/**
 * Starts the wait on the current page: after `delayMs` (the read of the popup runs meanwhile) it
 * shows the popup if it may. On a page the popup never covers (the lobby, a category, a game…)
 * nothing is read or scheduled: the visitor's landing page costs no request for it. Returns the
 * cancel (a navigation away cancels it).
 */
export function schedulePopup<P extends PopupTimes>(deps: PopupSchedule<P>, delayMs: number): () => void {
  const startedOn = deps.path();
  if (!popupAllowedOn(startedOn, deps.previous())) return NOTHING;
  const data = deps.load().catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = async () => {
    const popup = await data;
    if (cancelled || deps.path() !== startedOn || !popupShowsNow(popup, deps)) return;
    if (deps.busy()) {
      timer = setTimeout(() => void attempt(), BUSY_RETRY_MS);
      return;
    }
    deps.show(popup);
  };
  timer = setTimeout(() => void attempt(), Math.max(0, delayMs));
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}

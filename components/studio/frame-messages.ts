import { GAME_EXIT_VALUES } from '@/lib/domain/games/game-run';
import { safeRedirectPath } from '@/lib/domain/routing/route-rules';

/**
 * What a game page says to the site around it (spec play-promos §4). The messages carry no
 * data worth hiding, and the site checks the sender's origin itself, so they go to any origin:
 * the page cannot know which host of the site framed it.
 */

export const STUDIO_READY_MESSAGE = { type: 'studio-ready' } as const;
const CLOSE_MESSAGE: (typeof GAME_EXIT_VALUES)[number] = 'closeGame';

export function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

export function postToParent(message: unknown): void {
  if (isFramed()) window.parent.postMessage(message, '*');
}

/**
 * Leaves the game: in a frame the site closes it; a game opened in the whole window (a redirect
 * game) goes back to its exitUrl; a page opened by hand goes to the lobby. The exitUrl is checked
 * again here: a session stored before the API refused unsafe values may still hold one.
 */
export function closeGame(exitUrl: string | null, lobbyUrl: string, navigate: (url: string) => void = (url) => window.location.assign(url)): void {
  if (isFramed()) {
    postToParent(CLOSE_MESSAGE);
    return;
  }
  navigate(safeRedirectPath(exitUrl, lobbyUrl));
}

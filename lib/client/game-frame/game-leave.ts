/**
 * Tells the server the player closed the game of this run (the frame's close, or the page going
 * away while it runs): the producers' players online stop counting it at once rather than ten
 * minutes after its last round. `navigator.sendBeacon` is the one request that outlives a page
 * (a text body, no header: the call skips the CSRF rule, the run token being its credential);
 * where it is missing or refuses, a keepalive fetch. Nothing waits for the answer.
 */
export const GAME_LEAVE_URL = '/json-api/eapi/game-sessions/leave';

export function sendGameLeft(runToken: string): void {
  const body = JSON.stringify({ runToken });
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(GAME_LEAVE_URL, body)) return;
  } catch {
    // Some browsers throw rather than refuse: the fetch below tries instead.
  }
  if (typeof fetch !== 'function') return;
  void fetch(GAME_LEAVE_URL, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * A redirect game replaces this page with the game's own. When the player comes back with the
 * browser's Back button and the browser did not keep this page (no back/forward cache), the
 * game page loads afresh and would run the game and leave again at once: Back would be a trap.
 * So before leaving, the slug is noted in sessionStorage; the next automatic start of that
 * game in this tab finds the note, removes it and waits for the player to ask again.
 */
const KEY = 'croupier:game-redirect';
/** A note older than this is not about the visit that just came back. */
export const REDIRECT_MARK_TTL_MS = 10 * 60 * 1000;

interface Mark {
  slug: string;
  at: number;
}

export function markRedirect(slug: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ slug, at: now } satisfies Mark));
  } catch {
    // Storage disabled: Back may run the game again, nothing worse.
  }
}

export function clearRedirectMark(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See markRedirect.
  }
}

/** True (once) when this tab just left for `slug`'s redirect game. */
export function consumeRedirectMark(slug: string, now = Date.now()): boolean {
  let mark: Partial<Mark> | null = null;
  try {
    const raw = sessionStorage.getItem(KEY);
    mark = raw ? (JSON.parse(raw) as Partial<Mark>) : null;
  } catch {
    return false;
  }
  if (!mark) return false;
  clearRedirectMark();
  return mark.slug === slug && typeof mark.at === 'number' && now - mark.at < REDIRECT_MARK_TTL_MS;
}

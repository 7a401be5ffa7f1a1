import { localizedPath, type Locale } from '@/lib/domain/locales';
import type { RouteEntry } from '@/lib/domain/routing/route-history';
import { requiresGuest } from '@/lib/domain/routing/route-rules';
import { splitSitePath } from '@/lib/domain/routing/site-paths';

/** True for a game page path in any locale ("/play/x", "/en/play/x"). */
export function isGamePagePath(pathname: string): boolean {
  return /^\/play\/[^/]+\/?$/.test(splitSitePath(pathname).path);
}

/** Login and registration (and the other guest-only screens) close a running game (spec §2). */
export function isAuthScreenPath(pathname: string): boolean {
  return requiresGuest(splitSitePath(pathname).path);
}

/**
 * Where closing or minimizing the game from its page goes (spec §2): the route the player came
 * from, or main. The history's last entry is the game page itself; error pages, other game
 * pages (they would start that game) and auth screens (a player is bounced from them) are skipped.
 */
export function leaveTarget(history: readonly RouteEntry[], locale: Locale): string {
  const earlier = history.slice(0, -1);
  for (let i = earlier.length - 1; i >= 0; i--) {
    const entry = earlier[i]!;
    if (entry.isError || isGamePagePath(entry.path) || isAuthScreenPath(entry.path)) continue;
    return entry.path;
  }
  return localizedPath('/', locale);
}

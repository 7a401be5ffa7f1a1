import { pushRoute, previousRoute, type RouteEntry } from '@/lib/domain/routing/route-history';

/**
 * The tab's route history (spec platform §2), kept in sessionStorage so a reload keeps it.
 * Read it with getRouteHistory() / getPreviousRoute(), e.g. to leave a game to where the
 * player came from.
 */
const KEY = 'croupier:route-history';
let memory: RouteEntry[] = [];

function load(): RouteEntry[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as RouteEntry[]).filter((e) => typeof e?.path === 'string') : [];
  } catch {
    return memory;
  }
}

export function getRouteHistory(): RouteEntry[] {
  return typeof window === 'undefined' ? [] : load();
}

export function getPreviousRoute(): RouteEntry | undefined {
  return previousRoute(getRouteHistory());
}

export function recordRoute(entry: RouteEntry): RouteEntry[] {
  memory = pushRoute(getRouteHistory(), entry);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage may be full or disabled (private mode): the in-memory copy still works.
  }
  return memory;
}

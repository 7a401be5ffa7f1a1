import { ROUTE_HISTORY_SIZE } from '../constants';

/**
 * Navigation rules of spec platform §2: a history of the last 5 routes in which an error page
 * is never kept as the last route once the visitor moves on, and scroll to the top on every
 * navigation unless the route asks to keep the position (savePosition) or the browser is
 * restoring a history entry (back/forward).
 */
export interface RouteEntry {
  /** Path with query, as the browser shows it. */
  path: string;
  isError: boolean;
}

export const SAVE_POSITION_PARAM = 'savePosition';

export function pushRoute(history: readonly RouteEntry[], entry: RouteEntry, size = ROUTE_HISTORY_SIZE): RouteEntry[] {
  const last = history[history.length - 1];
  // A second navigation to the same place is a duplicate, not a new entry.
  if (last && last.path === entry.path) return last.isError === entry.isError ? [...history] : [...history.slice(0, -1), entry];
  const kept = last?.isError ? history.slice(0, -1) : [...history];
  return [...kept, entry].slice(-size);
}

/** The route the visitor came from (the one before the current), never an error page. */
export function previousRoute(history: readonly RouteEntry[]): RouteEntry | undefined {
  return history.slice(0, -1).filter((e) => !e.isError).pop();
}

export function hasSavePosition(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(SAVE_POSITION_PARAM);
  return value !== null && value !== 'false' && value !== '0';
}

export function shouldScrollToTop(input: { search: string | URLSearchParams; restoringHistory: boolean }): boolean {
  return !input.restoringHistory && !hasSavePosition(input.search);
}

/** Error screens carry this attribute, so the route they are shown on is known to be an error page. */
export const ERROR_PAGE_ATTRIBUTE = 'data-error-page';

/**
 * The attribute RouteTracker sets on `<html>` once the framework has hydrated the page; the
 * framework loader (scripts/boot-after-paint.ts) replays a tap made before it, and the end-to-end
 * tests wait for it.
 */
export const HYDRATED_MARK = 'data-hydrated';

/**
 * The User Timing mark (`performance.mark`) RouteTracker sets at the same moment as HYDRATED_MARK:
 * the bench reads it from Lighthouse's `user-timings` audit as the page's time to hydrated.
 */
export const HYDRATED_TIMING = 'croupier:hydrated';

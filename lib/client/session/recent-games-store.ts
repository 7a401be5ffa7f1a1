import { useSyncExternalStore } from 'react';
import type { GameDto } from '@/lib/domain/catalog-types';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { getSessionState } from './session-store';

/**
 * The player's recently played games (spec platform §7 GET /json-api/v2/games/recent, most
 * recent first), kept between lobby visits so coming back shows the last list at once while
 * it refreshes. Player state: logout clears it (session-listeners), and a list is only ever
 * shown to the player and in the language it was loaded for.
 */
export const RECENT_GAMES_LIMIT = 12;

interface RecentGamesAnswer {
  data: { data: unknown };
}

interface Loaded {
  key: string;
  games: GameDto[];
}

let loaded: Loaded | null = null;
let request: { key: string; controller: AbortController; done: Promise<void> } | null = null;
let scheduled: { hash: string; locale: string } | null = null;
const subscribers = new Set<() => void>();

const keyOf = (hash: string, locale: string) => `${hash}|${locale}`;

function set(next: Loaded | null): void {
  loaded = next;
  for (const notify of [...subscribers]) notify();
}

function subscribe(listener: () => void): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

/** Enough of a GameDto for a tile to render; anything else in the answer is left out. */
function isGame(value: unknown): value is GameDto {
  if (!value || typeof value !== 'object') return false;
  const g = value as Record<string, unknown>;
  const producer = g.producer as Record<string, unknown> | null | undefined;
  return (
    typeof g.id === 'number' &&
    typeof g.slug === 'string' &&
    typeof g.name === 'string' &&
    typeof g.preview === 'string' &&
    Array.isArray(g.badges) &&
    typeof g.disabled === 'boolean' &&
    typeof g.has_demo_mode === 'boolean' &&
    typeof producer?.name === 'string'
  );
}

function gamesOf(answer: RecentGamesAnswer | null): GameDto[] {
  const list = answer?.data?.data;
  if (!Array.isArray(list)) return [];
  const seen = new Set<number>();
  return list.filter((g): g is GameDto => isGame(g) && !seen.has(g.id) && Boolean(seen.add(g.id))).slice(0, RECENT_GAMES_LIMIT);
}

/** The list for this player and language; null while it has not been loaded yet. */
export function getRecentGames(hash: string, locale: string): GameDto[] | null {
  return loaded?.key === keyOf(hash, locale) ? loaded.games : null;
}

export function useRecentGames(hash: string, locale: string): GameDto[] | null {
  return useSyncExternalStore(
    subscribe,
    () => getRecentGames(hash, locale),
    () => null,
  );
}

/**
 * Asks for the list again. Calls in the same tick, or while a request for the same player and
 * language is still running, share one request (a login fires `login` and `game-exit` right as
 * the row mounts); a request for another player or language replaces the running one.
 */
export function refreshRecentGames(hash: string, locale: string): Promise<void> {
  if (request?.key === keyOf(hash, locale)) return request.done;
  const first = scheduled === null;
  scheduled = { hash, locale };
  if (!first) return Promise.resolve();
  return Promise.resolve().then(() => {
    const next = scheduled;
    scheduled = null;
    return next ? load(next.hash, next.locale) : undefined; // cleared meanwhile (logout)
  });
}

function load(hash: string, locale: string): Promise<void> {
  const key = keyOf(hash, locale);
  if (request?.key === key) return request.done;
  request?.controller.abort();
  const controller = new AbortController();
  const entry = { key, controller, done: Promise.resolve() };
  request = entry; // before the fetch starts: fetchInto compares against it
  entry.done = fetchInto(key, hash, locale, controller);
  return entry.done;
}

async function fetchInto(key: string, hash: string, locale: string, controller: AbortController): Promise<void> {
  const stillWanted = () => {
    const session = getSessionState();
    return request?.controller === controller && session.status === 'player' && session.profile.hash === hash;
  };
  try {
    const answer = await jsonApi<RecentGamesAnswer>('/json-api/v2/games/recent', { locale, signal: controller.signal });
    if (stillWanted()) set({ key, games: gamesOf(answer) });
  } catch (error) {
    if (!stillWanted()) return;
    // Spec §8: a failed load is logged and swallowed; the last list stays, or the row hides.
    // (A 401 that survived the token refresh ends the session, which hides the row anyway.)
    if (!(error instanceof JsonApiError && error.status === 401)) console.warn('recent games: load failed', error);
    if (loaded?.key !== key) set({ key, games: [] });
  } finally {
    if (request?.controller === controller) request = null;
  }
}

/** Logout: the list belongs to the player who left. */
export function clearRecentGames(): void {
  request?.controller.abort();
  request = null;
  scheduled = null;
  if (loaded !== null) set(null);
}

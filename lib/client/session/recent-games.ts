import { useCallback } from 'react';
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { readCached } from '@/lib/client/swr/player-cache';
import { getSessionState } from './session-store';

/**
 * The player's recently played games (spec platform §7 GET /json-api/v2/games/recent, most
 * recent first), in SWR's cache between lobby visits so coming back shows the last list at once
 * while it revalidates. Player data: logout clears it with the rest of the cache, and a list is
 * keyed by the language it was loaded in.
 */
export const RECENT_GAMES_LIMIT = 12;

interface RecentGamesAnswer {
  data: { data: unknown };
}

type RecentGamesKey = readonly [path: string, locale: string];

const keyOf = (locale: string): RecentGamesKey => [API_KEYS.recentGames, locale];

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

async function fetchRecentGames([path, locale]: RecentGamesKey): Promise<GameDto[]> {
  return gamesOf(await jsonApi<RecentGamesAnswer>(path, { locale }));
}

function logFailure(error: unknown): void {
  // Spec §8: a failed load is logged and swallowed. A 401 that survived the token refresh ends
  // the session, which hides the row anyway.
  if (!(error instanceof JsonApiError && error.status === 401)) console.warn('recent games: load failed', error);
}

/** The list for this player and language; null while it has not been loaded yet. */
export function getRecentGames(hash: string, locale: string): GameDto[] | null {
  const session = getSessionState();
  if (session.status !== 'player' || session.profile.hash !== hash) return null;
  return readCached<GameDto[]>(keyOf(locale)) ?? null;
}

export interface RecentGames {
  /** null while the first list loads; after a failed first load, empty (the row hides). */
  games: GameDto[] | null;
  /**
   * Asks again unless a request for the list is running (a login fires `login` and `game-exit`
   * together, as the row mounts); the last list stays on screen meanwhile.
   */
  refresh: () => void;
}

export function useRecentGames(locale: string): RecentGames {
  const key = keyOf(locale);
  const { cache } = useSWRConfig();
  const { data, error, mutate } = useSWR(key, fetchRecentGames, { ...PLAYER_DATA, onError: logFailure });
  const serialized = unstable_serialize(key);
  const refresh = useCallback(() => {
    if (!cache.get(serialized)?.isValidating) void mutate();
  }, [cache, serialized, mutate]);
  return { games: data ?? (error ? [] : null), refresh };
}

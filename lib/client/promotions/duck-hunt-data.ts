import useSWR from 'swr';
import type { DuckHuntGameDto, DuckShotDto } from '@/lib/domain/promotions/duck-hunt';
import { jsonApi } from '@/lib/client/json-api';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import type { ViewerKey } from './promotion-data';

/**
 * The duck hunt in the browser (docs/API.md "GET /json-api/duck-hunt/games/{gameId}, POST …/shots"):
 * the game as the viewer sees it — a member's answer holds the shots left today, so the viewer is
 * in the key — and one shot, sent with an idempotency key (a retried shot spends no second one).
 */
type DuckKey = readonly [string, ViewerKey];

/** The API path, here rather than in swr/api-keys.ts (every page's first load), as balance-log-data.ts says. */
const DUCK_HUNT_PATH = '/json-api/duck-hunt/games';

const gamePath = (gameId: number) => `${DUCK_HUNT_PATH}/${gameId}`;

const fetchGame = async ([path]: DuckKey) => (await jsonApi<{ data: DuckHuntGameDto }>(path)).data;

export function useDuckHunt(gameId: number, viewer: ViewerKey | null) {
  const key: DuckKey | null = viewer === null ? null : [gamePath(gameId), viewer];
  const { data, error, isLoading, mutate } = useSWR<DuckHuntGameDto>(key, fetchGame, PLAYER_DATA);
  return {
    game: data,
    loading: isLoading,
    failed: error !== undefined && !isLoading,
    reload: () => void mutate(),
    /** Writes a shot's shots left into the cached game. */
    afterShot: (shot: DuckShotDto) => void mutate((g) => (g ? { ...g, shotsLeft: shot.shotsLeft } : g), { revalidate: false }),
  };
}

/** POST …/shots: the duck brought down, the shots left and the player's points after it. */
export async function shootDuck(gameId: number): Promise<DuckShotDto> {
  return (await jsonApi<{ data: DuckShotDto }>(`${gamePath(gameId)}/shots`, { method: 'POST', idempotent: true })).data;
}

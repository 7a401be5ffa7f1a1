import useSWR from 'swr';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';

/** A level as GET /json-api/levels answers it (public). */
export interface PublicLevel {
  index: number;
  name: string;
  image: string;
  pointsRequired: number;
}

export type LevelsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; levels: PublicLevel[] };

const byIndex = (levels: PublicLevel[]) => [...levels].sort((a, b) => a.index - b.index);

/** Every level of the site, lowest first, through SWR; `retry` asks again after a failure. */
export function useLevels(): { state: LevelsState; retry: () => void } {
  const { data, error, isLoading, mutate } = useSWR<PublicLevel[]>(API_KEYS.levels, fetchData, PLAYER_DATA);
  const state: LevelsState = data ? { status: 'ready', levels: byIndex(data) } : error && !isLoading ? { status: 'failed' } : { status: 'loading' };
  return { state, retry: () => void mutate() };
}

/** GET /json-api/levels/user-level (lib/platform/levels/user-level.ts). */
export interface UserLevel {
  index: number;
  experience: number;
  next: { index: number; pointsRequired: number } | null;
  progress: number;
}

/** The player's experience and progress to the next level, through SWR (revalidated when a level is reached). */
export function useUserLevel(): UserLevel | undefined {
  return useSWR<UserLevel>(API_KEYS.userLevel, fetchData, PLAYER_DATA).data;
}

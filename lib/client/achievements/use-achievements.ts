import { useEffect } from 'react';
import useSWR from 'swr';
import { updateCached } from '@/lib/client/swr/update-cached';
import { isAchievementProgress, type UserAchievementDto } from '@/lib/domain/achievements/achievements';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { jsonApi } from '@/lib/client/json-api';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { PLAYER_DATA } from '@/lib/client/swr/options';

/**
 * The player's achievements (GET /json-api/user-achievements) through SWR, keyed
 * `[path, locale]`, kept live: an `achievement_progress` event writes its progress into the
 * cached list (no request). Progress only rises, so an event that arrives after a fresher list
 * changes nothing.
 */
type AchievementsKey = readonly [path: string, locale: string];

const keyOf = (locale: string): AchievementsKey => [API_KEYS.userAchievements, locale];

async function fetchAchievements([path, locale]: AchievementsKey): Promise<UserAchievementDto[]> {
  return (await jsonApi<{ data: { data: UserAchievementDto[] } }>(path, { locale })).data.data;
}

/** The list with one achievement's live progress applied. */
export function withProgress(list: readonly UserAchievementDto[], event: { achievementId: number; progress: number; isCompleted: boolean }): UserAchievementDto[] {
  return list.map((a) =>
    a.id === event.achievementId
      ? { ...a, progress: Math.max(a.progress, event.progress), isCompleted: a.isCompleted || event.isCompleted, completedAt: a.completedAt ?? (event.isCompleted ? new Date().toISOString() : null) }
      : a,
  );
}

export type AchievementsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: UserAchievementDto[] };

export function useAchievements(locale: string): { state: AchievementsState; retry: () => void } {
  const key = keyOf(locale);
  const { data, error, isLoading, mutate: revalidate } = useSWR(key, fetchAchievements, PLAYER_DATA);
  useEffect(
    () =>
      onRealtimeEvent(REALTIME_EVENTS.achievementProgress, (event) => {
        if (!isAchievementProgress(event)) return;
        // Nothing cached yet: the list is asked for again (its first answer may be on its way, update-cached.ts).
        void updateCached<UserAchievementDto[]>(keyOf(locale), (current) => current && withProgress(current, event));
      }),
    [locale],
  );
  const state: AchievementsState = data ? { status: 'ready', list: data } : error && !isLoading ? { status: 'failed' } : { status: 'loading' };
  return { state, retry: () => void revalidate() };
}

import { updateCached } from '@/lib/client/swr/update-cached';
import type { REALTIME_EVENTS, RealtimeEventOf } from '@/lib/domain/realtime/realtime-events';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import type { UserLevel } from './use-levels';

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * `miles_notification` { level, experience, progress } (docs/ARCHITECTURE.md "Levels and
 * experience"): the levels view's experience and progress move without asking the server. A
 * message for another level than the cached one (a level reached, or nothing cached yet) makes
 * SWR ask again instead, since the next level's threshold is not in the message.
 */
export async function applyMiles(message: RealtimeEventOf<typeof REALTIME_EVENTS.milesNotification>): Promise<void> {
  const { level, experience, progress } = message as { level: unknown; experience: unknown; progress: unknown };
  if (!isCount(level) || !isCount(experience) || !isCount(progress) || progress > 100) return;
  await updateCached<UserLevel>(API_KEYS.userLevel, (current) => (current && current.index === level ? { ...current, experience, progress } : undefined));
}

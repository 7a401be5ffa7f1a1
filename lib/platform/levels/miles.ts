import 'server-only';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { experienceOf, progressToNext } from '@/lib/domain/levels/experience';
import type { Executor } from '@/lib/platform/db/executor';
import { publish } from '@/lib/platform/realtime/bus';
import { levelSteps } from './level-steps';
import type { ProgressRow } from './progress';
import { log } from '@/lib/platform/log/logger';

/**
 * The miles notification (payload in lib/domain/realtime/realtime-events.ts): after a real-money
 * round committed, `miles_notification` { level, experience, progress } goes to the player's room
 * when the round moved the progress to the next level by at least one whole percent (or reached
 * a level). Computed from the progress row the round's own statement returned and the round's
 * experience (round-record.ts storeRoundWithProgress): the progress before the round is that row
 * minus the round's share, and the level thresholds are cached per process (level-steps.ts), so
 * it costs no query. Small stakes that leave the whole percent where it was publish nothing: the
 * browser's levels view would not change. Never throws.
 */
export async function announceMiles(db: Executor, room: string, progress: Pick<ProgressRow, 'xpMillis' | 'xpBonus'>, roundXpMillis: number): Promise<void> {
  if (roundXpMillis <= 0) return;
  try {
    const experience = experienceOf(progress.xpMillis, progress.xpBonus);
    const before = experienceOf(progress.xpMillis - roundXpMillis, progress.xpBonus);
    if (experience === before) return;
    const steps = await levelSteps(db);
    const now = progressToNext(steps, experience);
    const then = progressToNext(steps, before);
    if (now.level === then.level && now.percent === then.percent) return;
    await publish(room, { type: REALTIME_EVENTS.milesNotification, level: now.level, experience, progress: now.percent });
  } catch (error) {
    log.error('rewards: miles_notification not published', error);
  }
}

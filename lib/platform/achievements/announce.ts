import 'server-only';
import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { announceGrants } from '@/lib/platform/gifts/grant-gift';
import { publishNotice } from '@/lib/platform/notifications/notices';
import { publish } from '@/lib/platform/realtime/bus';
import type { AchievementChange } from './advance';
import { log } from '@/lib/platform/log/logger';

/** A player's hash never changes: kept per process, so a round's live progress costs no query. */
const hashes = new Map<number, string>();
const HASH_CACHE_LIMIT = 100_000;

async function userHash(db: Executor, userId: number): Promise<string | null> {
  const known = hashes.get(userId);
  if (known !== undefined) return known;
  const [row] = await db.select({ hash: users.hash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  if (hashes.size >= HASH_CACHE_LIMIT) hashes.clear();
  hashes.set(userId, row.hash);
  return row.hash;
}

/**
 * After the commit of the fact that moved them: `achievement_progress` for each change, then the
 * gift and the `achievement_completed` notice of a completed one. Costs nothing when nothing
 * moved (the ordinary round); never throws — the progress stands whatever the socket does.
 */
export async function announceAchievements(db: Executor, changes: readonly AchievementChange[]): Promise<void> {
  if (changes.length === 0) return;
  const userIds = [...new Set(changes.map((c) => c.userId))];
  for (const userId of userIds) {
    try {
      const hash = await userHash(db, userId);
      if (hash) {
        for (const change of changes.filter((c) => c.userId === userId)) {
          await publish(userRoom(hash), {
            type: REALTIME_EVENTS.achievementProgress,
            achievementId: change.achievementId,
            progress: change.progress,
            isCompleted: change.isCompleted,
          });
        }
      }
    } catch (error) {
      log.error('achievements: achievement_progress not published', error);
    }
  }
  for (const change of changes) {
    if (change.granted) await announceGrants(db, [change.granted]);
    if (change.notice) await publishNotice(db, change.notice, change.userId);
  }
}

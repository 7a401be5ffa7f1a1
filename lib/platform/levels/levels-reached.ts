import 'server-only';
import { and, asc, eq, gt, isNotNull, lte, lt } from 'drizzle-orm';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { experienceOf, levelForExperience } from '@/lib/domain/levels/experience';
import type { Executor } from '@/lib/platform/db/executor';
import { levels, playerProgress, users } from '@/lib/platform/db/schema';
import { achievementsOfLevel } from '@/lib/platform/achievements/achievement-events';
import { announceAchievements } from '@/lib/platform/achievements/announce';
import type { AchievementChange } from '@/lib/platform/achievements/advance';
import { announceGrants, grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publish } from '@/lib/platform/realtime/bus';
import { levelSteps } from './level-steps';
import type { ProgressRow } from './progress';
import { log } from '@/lib/platform/log/logger';

/** A level the player just reached, to announce after the commit. */
export interface LevelReached {
  userId: number;
  level: number;
  notice: NoticeData | null;
  /** The gifts of the levels crossed (levels.gift, reason level.changed), to announce with it. */
  gifts: GrantedGift[];
  /** The level goals it moved (achievements), whichever way the level was reached (a round or an XP gift). */
  achieved: AchievementChange[];
}

/** The grant key of a level's gift: one per player and level, however the level is reached again. */
export const levelGiftKey = (userId: number, level: number) => `level:${userId}:${level}`;

/**
 * In the round's transaction, after its progress was counted: when the experience reaches a
 * higher level than the one recorded, records it (a guarded UPDATE: of two rounds at once one
 * records it) and adds its notice (one per level), and grants the gift of every level crossed
 * (several at once for a large XP gift; each under its own key, so a level's gift is given once
 * whoever crosses it). Costs nothing more while no level is crossed: the thresholds are cached
 * (levelSteps) and the levels' gifts are read only when one is.
 */
export async function reachLevel(tx: Executor, userId: number, progress: Pick<ProgressRow, 'xpMillis' | 'xpBonus' | 'level'>): Promise<LevelReached | null> {
  const level = levelForExperience(await levelSteps(tx), experienceOf(progress.xpMillis, progress.xpBonus));
  if (level <= progress.level) return null;
  const [moved] = await tx
    .update(playerProgress)
    .set({ level })
    .where(and(eq(playerProgress.userId, userId), lt(playerProgress.level, level)))
    .returning({ level: playerProgress.level });
  if (!moved) return null;
  const notice = await addNotice(tx, { userId, kind: 'level_reached', params: { level }, link: '/profile/levels', key: `level_reached:${userId}:${level}` });
  const crossed = await tx
    .select({ index: levels.index, gift: levels.gift })
    .from(levels)
    .where(and(gt(levels.index, progress.level), lte(levels.index, level), isNotNull(levels.gift)))
    .orderBy(asc(levels.index));
  const gifts: GrantedGift[] = [];
  for (const row of crossed) {
    if (!row.gift) continue;
    const granted = await grantGift(tx, { userId, reason: 'level.changed', key: levelGiftKey(userId, row.index), spec: row.gift });
    if (granted) gifts.push(granted);
  }
  return { userId, level, notice, gifts, achieved: await achievementsOfLevel(tx, userId, level) };
}

/** After the commit: `gifts_level_changed`, the notice and the levels' gifts to the player's room. Never throws. */
export async function announceLevel(db: Executor, reached: LevelReached | null): Promise<void> {
  if (!reached) return;
  try {
    const [player] = await db.select({ hash: users.hash }).from(users).where(eq(users.id, reached.userId)).limit(1);
    if (player) await publish(userRoom(player.hash), { type: REALTIME_EVENTS.levelChanged, level: reached.level });
  } catch (error) {
    log.error('rewards: gifts_level_changed not published', error);
  }
  await publishNotice(db, reached.notice, reached.userId);
  await announceGrants(db, reached.gifts);
  await announceAchievements(db, reached.achieved);
}

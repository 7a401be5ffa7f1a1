import 'server-only';
import { eq } from 'drizzle-orm';
import { pickText, type Locale } from '@/lib/domain/locales';
import { BONUS_AVAILABILITY_LEVEL, experienceOf, progressToNext } from '@/lib/domain/levels/experience';
import type { Executor } from '@/lib/platform/db/executor';
import { levels, playerProgress } from '@/lib/platform/db/schema';
import { levelSteps } from './level-steps';

export interface UserLevelDto {
  index: number;
  name: string;
  image: string;
  /** Experience points so far (stakes and XP gifts). */
  experience: number;
  /** The next level and the points it needs; null at the top. */
  next: { index: number; pointsRequired: number } | null;
  /** 0-100 from this level to the next (100 at the top). */
  progress: number;
  bonus_availability_level: number;
}

/** GET /json-api/levels/user-level: where the player stands (spec §3 "User level"). */
export async function userLevel(db: Executor, userId: number, locale: Locale): Promise<UserLevelDto> {
  const [row] = await db.select().from(playerProgress).where(eq(playerProgress.userId, userId)).limit(1);
  const experience = row ? experienceOf(row.xpMillis, row.xpBonus) : 0;
  // The level follows the experience; the recorded one (a level's notice and gift) never lags it
  // by more than the round being settled right now.
  const { level: index, next, percent } = progressToNext(await levelSteps(db), experience);
  const [level] = await db.select().from(levels).where(eq(levels.index, index)).limit(1);
  return {
    index,
    name: level ? pickText(level.name, locale) : String(index),
    image: level?.image ?? '',
    experience,
    next,
    progress: percent,
    bonus_availability_level: BONUS_AVAILABILITY_LEVEL,
  };
}

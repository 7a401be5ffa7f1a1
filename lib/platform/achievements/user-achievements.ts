import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { UserAchievementDto } from '@/lib/domain/achievements';
import type { GiftSpec } from '@/lib/domain/gifts';
import { pickText, type Locale, type LocalizedText } from '@/lib/domain/locales';
import type { Executor } from '@/lib/platform/db/executor';
import { achievements, userAchievements } from '@/lib/platform/db/schema';

/** The gift's title of a stored GiftSpec, read defensively (a malformed one shows no reward). */
function rewardOf(gift: unknown, locale: Locale): UserAchievementDto['reward'] {
  if (typeof gift !== 'object' || gift === null) return null;
  const title = (gift as Partial<GiftSpec>).title;
  return title && typeof title === 'object' ? { title: pickText(title, locale) } : null;
}

/**
 * GET /json-api/user-achievements: every achievement, in the seed's order, with the player's
 * progress (0 where the player has none yet). One query: the achievements left-joined with the
 * player's rows.
 */
export async function listUserAchievements(db: Executor, userId: number, locale: Locale): Promise<UserAchievementDto[]> {
  const rows = await db
    .select({ a: achievements, progress: userAchievements.progress, completedAt: userAchievements.completedAt })
    .from(achievements)
    .leftJoin(userAchievements, and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId)))
    .orderBy(asc(achievements.sortOrder), asc(achievements.id));
  return rows.map(({ a, progress, completedAt }) => ({
    id: a.id,
    actionId: a.slug,
    progress: progress ?? 0,
    isCompleted: completedAt !== null,
    title: pickText(a.title as LocalizedText, locale),
    description: pickText(a.description as LocalizedText, locale),
    image: a.image,
    reward: rewardOf(a.gift, locale),
    completedAt: completedAt ? completedAt.toISOString() : null,
  }));
}

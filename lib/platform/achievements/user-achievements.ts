import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { achievementPercent, type UserAchievementDto } from '@/lib/domain/achievements/achievements';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import { pickText, type Locale, type LocalizedText } from '@/lib/domain/locales';
import type { Executor } from '@/lib/platform/db/executor';
import { achievements, playerProgress, userAchievements } from '@/lib/platform/db/schema';

/** The gift's title of a stored GiftSpec, read defensively (a malformed one shows no reward). */
function rewardOf(gift: unknown, locale: Locale): UserAchievementDto['reward'] {
  if (typeof gift !== 'object' || gift === null) return null;
  const title = (gift as Partial<GiftSpec>).title;
  return title && typeof title === 'object' ? { title: pickText(title, locale) } : null;
}

/**
 * A rounds goal not yet completed reads its progress from the player's rounds counter (the round
 * path stores nothing before completion, achievement-events.ts); below 100 until the completion
 * is recorded (a player whose rounds passed a target before the goal existed is completed by the
 * start-up back-fill, backfill.ts).
 */
function progressOf(row: { a: { kind: string; target: number }; progress: number | null; completedAt: Date | null; rounds: number | null }): number {
  const stored = row.progress ?? 0;
  if (row.completedAt !== null || row.a.kind !== 'real_rounds') return stored;
  return Math.max(stored, Math.min(99, achievementPercent('real_rounds', row.rounds ?? 0, row.a.target)));
}

/**
 * GET /json-api/user-achievements: every achievement, in the seed's order, with the player's
 * progress (0 where the player has none yet). One query: the achievements left-joined with the
 * player's rows and rounds counter.
 */
export async function listUserAchievements(db: Executor, userId: number, locale: Locale): Promise<UserAchievementDto[]> {
  const rows = await db
    .select({ a: achievements, progress: userAchievements.progress, completedAt: userAchievements.completedAt, rounds: playerProgress.rounds })
    .from(achievements)
    .leftJoin(userAchievements, and(eq(userAchievements.achievementId, achievements.id), eq(userAchievements.userId, userId)))
    .leftJoin(playerProgress, eq(playerProgress.userId, userId))
    .orderBy(asc(achievements.sortOrder), asc(achievements.id));
  return rows.map(({ a, completedAt, ...row }) => ({
    id: a.id,
    actionId: a.slug,
    progress: progressOf({ a, completedAt, ...row }),
    isCompleted: completedAt !== null,
    title: pickText(a.title as LocalizedText, locale),
    description: pickText(a.description as LocalizedText, locale),
    image: a.image,
    reward: rewardOf(a.gift, locale),
    completedAt: completedAt ? completedAt.toISOString() : null,
  }));
}

import 'server-only';
import { asc } from 'drizzle-orm';
import type { AchievementKind } from '@/lib/domain/achievements';
import type { Executor } from '@/lib/platform/db/executor';
import { achievements } from '@/lib/platform/db/schema';

export type AchievementRow = typeof achievements.$inferSelect;

/**
 * The achievements, read once per process: the round path asks on every real-money round which
 * targets a count crosses, and must not query for it. They are seed data (upserted at start,
 * lib/platform/seed/achievements.ts); an operator who edits the table restarts the server, as
 * for the levels (README).
 */
let cached: Promise<AchievementRow[]> | null = null;

export function achievementCatalogue(db: Executor): Promise<AchievementRow[]> {
  cached ??= db
    .select()
    .from(achievements)
    .orderBy(asc(achievements.sortOrder), asc(achievements.id))
    .then(
      (rows) => rows,
      (error: unknown) => {
        cached = null;
        throw error;
      },
    );
  return cached;
}

export async function achievementsOfKind(db: Executor, kind: AchievementKind): Promise<AchievementRow[]> {
  return (await achievementCatalogue(db)).filter((a) => a.kind === kind);
}

import 'server-only';
import { asc } from 'drizzle-orm';
import type { AchievementKind } from '@/lib/domain/achievements/achievements';
import type { Executor } from '@/lib/platform/db/executor';
import { achievements } from '@/lib/platform/db/schema';
import { cachedOnce } from '@/lib/platform/process-cache';

export type AchievementRow = typeof achievements.$inferSelect;

/**
 * The achievements, read once per process (process-cache.ts): the round path asks on every
 * real-money round which targets a count crosses. They are seed data (upserted at start,
 * lib/platform/seed/achievements.ts). The first caller's executor reads them.
 */
let read: (() => Promise<AchievementRow[]>) | null = null;

export function achievementCatalogue(db: Executor): Promise<AchievementRow[]> {
  read ??= cachedOnce(() => db.select().from(achievements).orderBy(asc(achievements.sortOrder), asc(achievements.id)));
  return read();
}

export async function achievementsOfKind(db: Executor, kind: AchievementKind): Promise<AchievementRow[]> {
  return (await achievementCatalogue(db)).filter((a) => a.kind === kind);
}

import 'server-only';
import { asc } from 'drizzle-orm';
import type { LevelStep } from '@/lib/domain/levels/experience';
import type { Executor } from '@/lib/platform/db/executor';
import { levels } from '@/lib/platform/db/schema';
import { cachedOnce } from '@/lib/platform/process-cache';

/**
 * The levels' thresholds, read once per process (process-cache.ts): the round path checks them on
 * every real-money round, and they are seed data. The first caller's executor reads them.
 */
let read: (() => Promise<LevelStep[]>) | null = null;

export function levelSteps(db: Executor): Promise<LevelStep[]> {
  read ??= cachedOnce(() => db.select({ index: levels.index, pointsRequired: levels.pointsRequired }).from(levels).orderBy(asc(levels.index)));
  return read();
}

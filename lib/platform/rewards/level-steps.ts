import 'server-only';
import { asc } from 'drizzle-orm';
import type { LevelStep } from '@/lib/domain/rewards';
import type { Executor } from '@/lib/platform/db/executor';
import { levels } from '@/lib/platform/db/schema';

/**
 * The levels' thresholds, read once per process: the round path checks them on every real-money
 * round and they are seed data (an operator who edits the table restarts the server, README).
 */
let cached: Promise<LevelStep[]> | null = null;

export function levelSteps(db: Executor): Promise<LevelStep[]> {
  cached ??= db
    .select({ index: levels.index, pointsRequired: levels.pointsRequired })
    .from(levels)
    .orderBy(asc(levels.index))
    .then(
      (rows) => rows,
      (error: unknown) => {
        cached = null;
        throw error;
      },
    );
  return cached;
}

import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { now } from '@/lib/platform/clock';
import { startPeriodicSweep } from '@/lib/platform/periodic-sweep';
import { sweepAnswers } from './stored-answers';

/** Every hour: a stored answer lives IDEMPOTENT_ANSWER_HOURS, and at most an hour more. */
export const IDEMPOTENCY_SWEEP_MS = 3_600_000;

/**
 * Started by server.ts on every instance (lib/platform/periodic-sweep.ts): the expired answers
 * go in one statement an hour, so no call pays for the cleaning. Instances sweeping at once
 * delete the same rows; neither fails.
 */
export function startIdempotencySweeper(db: Db, intervalMs = IDEMPOTENCY_SWEEP_MS): () => void {
  return startPeriodicSweep('idempotency', intervalMs, async () => {
    await sweepAnswers(db, now());
  });
}

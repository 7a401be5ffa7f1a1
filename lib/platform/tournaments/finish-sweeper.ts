import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { startPeriodicSweep } from '@/lib/platform/periodic-sweep';
import { finishDueTournaments } from './finish';
import { log } from '@/lib/platform/log/logger';

/**
 * Started by server.ts on every instance (lib/platform/periodic-sweep.ts): tournaments whose end
 * has come are finished; the claim in the database (finish.ts) lets exactly one run finish each.
 */
export const FINISH_SWEEP_MS = 15_000;

export function startTournamentSweeper(db: Executor, intervalMs = FINISH_SWEEP_MS): () => void {
  return startPeriodicSweep('tournaments', intervalMs, async () => {
    const run = await finishDueTournaments(db);
    if (run.finished.length > 0 || run.seriesFinished.length > 0) {
      log.info(`croupier: finished tournaments [${run.finished.join(', ')}], series [${run.seriesFinished.join(', ')}]`);
    }
  });
}

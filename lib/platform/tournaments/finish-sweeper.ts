import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { finishDueTournaments } from './finish';

/**
 * Started by server.ts on every instance: at start-up (tournaments that ended while no instance
 * ran) and every FINISH_SWEEP_MS after. Safe to run everywhere at once: the claim in the database
 * (finish.ts) lets exactly one run finish a tournament. Runs never overlap within one instance,
 * the timer never holds the process open, and a failed run is logged and retried by the next.
 */
export const FINISH_SWEEP_MS = 15_000;

export function startTournamentSweeper(db: Executor, intervalMs = FINISH_SWEEP_MS): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const run = await finishDueTournaments(db);
      if (run.finished.length > 0 || run.seriesFinished.length > 0) {
        console.log(`croupier: finished tournaments [${run.finished.join(', ')}], series [${run.seriesFinished.join(', ')}]`);
      }
    } catch (error) {
      console.error('tournaments: the finish sweep failed; the next one retries', error);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

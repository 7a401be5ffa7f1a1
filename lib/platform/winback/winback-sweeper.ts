import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { startPeriodicSweep } from '@/lib/platform/periodic-sweep';
import { log } from '@/lib/platform/log/logger';
import { payDueWinback } from './weekly-payout';

/**
 * Started by server.ts on every instance (lib/platform/periodic-sweep.ts): at start (a Monday no
 * instance ran on is paid then) and every minute, the ended weeks not yet marked paid are paid.
 * Between Mondays a run is one small query. Every instance may pay the same week at once: the
 * gift's key keeps each player's payment single (weekly-payout.ts).
 */
export const WINBACK_SWEEP_MS = 60_000;

export function startWinbackSweeper(db: Executor, intervalMs = WINBACK_SWEEP_MS): () => void {
  return startPeriodicSweep('winback', intervalMs, async () => {
    for (const run of await payDueWinback(db)) if (run.paid > 0 || run.failed > 0) log.info(`croupier: weekly winback of ${run.week}: ${run.paid} paid, ${run.failed} failed`);
  });
}

import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { startPeriodicSweep } from '@/lib/platform/periodic-sweep';
import { finishDuePromotions } from './finish';
import { log } from '@/lib/platform/log/logger';

/**
 * Started by server.ts on every instance (lib/platform/periodic-sweep.ts): promotions whose end
 * has come are finished and lotteries drawn; the claim in the database (finish.ts) lets exactly
 * one run finish each.
 */
export const PROMO_SWEEP_MS = 15_000;

export function startPromotionSweeper(db: Executor, intervalMs = PROMO_SWEEP_MS): () => void {
  return startPeriodicSweep('promotions', intervalMs, async () => {
    const run = await finishDuePromotions(db);
    if (run.finished.length > 0) log.info(`croupier: finished promotions [${run.finished.join(', ')}]`);
  });
}

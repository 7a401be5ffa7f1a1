import 'server-only';
import { log } from '@/lib/platform/log/logger';

/**
 * A sweep that server.ts starts on every instance: at once (work that came due while no
 * instance ran) and every `intervalMs` after. Safe everywhere at once because the work claims
 * what it does in the database (tournaments/finish.ts, promotions/finish.ts). Runs never overlap
 * within one instance, the timer never holds the process open, and a failed run is logged and
 * retried by the next. Returns the stop.
 */
export function startPeriodicSweep(label: string, intervalMs: number, run: () => Promise<void>): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log.error(`${label}: the sweep failed; the next one retries`, error);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

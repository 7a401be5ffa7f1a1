import 'server-only';
import { availableParallelism } from 'node:os';
import { WorkPool, type WorkPoolLimits } from './work-pool';

/**
 * The one pool for CPU-heavy work (password hashing and verification; image work later).
 *
 * - K = half the cores, at least 1: the other half stays free for rounds, balance reads and
 *   pages, which must keep their latency while a sign-up storm hashes (issue 11).
 * - Queue: 64 waiting per slot (about half a second of Argon2id work each at ~8 ms a hash) and
 *   no wait beyond 2 s: past that, the caller is better served by a fast 503 `busy` with
 *   Retry-After (the form retries by itself) than by a request that hangs.
 *
 * Kept on globalThis: the custom server and Next's bundles are separate module graphs in one
 * process, and both must share the same K.
 */
export const EXPENSIVE_WORK_LIMITS: WorkPoolLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  queueLimit: 64 * Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaitMs: 2000,
};

const holder = globalThis as typeof globalThis & { __croupierExpensiveWork?: WorkPool };

export function expensiveWork(): WorkPool {
  holder.__croupierExpensiveWork ??= new WorkPool(EXPENSIVE_WORK_LIMITS);
  return holder.__croupierExpensiveWork;
}

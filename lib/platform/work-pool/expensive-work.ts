import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { availableParallelism } from 'node:os';
import { WorkPool, type WorkPoolLimits } from './work-pool';

/** Half the cores, at least 1: the other half stays free for rounds, balance reads and pages. */
const HALF_THE_CORES = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * The pool for CPU-heavy work: password hashing and verification (image work later).
 * - K = half the cores (1 on the 2-core machine): a hash takes a whole core for ~8 ms.
 * - 64 waiting per slot (about half a second of Argon2id work) and no wait beyond 2 s.
 */
export const EXPENSIVE_WORK_LIMITS: WorkPoolLimits = { concurrency: HALF_THE_CORES, queueLimit: 64 * HALF_THE_CORES, maxWaitMs: 2000 };

/**
 * The pool the password calls run in as a whole (sign-up, login, password restore): a sign-up is
 * not only a hash but tens of queries and a transaction (the user, contacts, gifts, welcome
 * money, a session). A storm of them at once queues every round behind those transactions
 * (the bench measured rounds p99 of 2 s with only the hash bounded), so one per slot runs at a
 * time and the rest wait: 64 per slot, 2 s at most. On the merged code (README "Benchmark"),
 * 2 at once let the worst round of a storm second reach 80–100 ms; 1 at once keeps it under
 * 75 ms, and the 2 s wait keeps refusals at 8 % with nobody giving up (1 s: 22 %, 3 gave up).
 */
export const ACCOUNT_FLOW_LIMITS: WorkPoolLimits = { concurrency: HALF_THE_CORES, queueLimit: 64 * HALF_THE_CORES, maxWaitMs: 2000 };

/** One pair per process (process-state.ts): every caller shares the same bounds. */
const pools = processState('work-pools', (): { expensive?: WorkPool; accountFlows?: WorkPool } => ({}));

/** The pool of CPU-heavy work (a password hash or verification is one task). */
export function expensiveWork(): WorkPool {
  pools.expensive ??= new WorkPool(EXPENSIVE_WORK_LIMITS);
  return pools.expensive;
}

/** The pool of whole password calls (a sign-up, a login, a restore is one task). */
export function accountFlows(): WorkPool {
  pools.accountFlows ??= new WorkPool(ACCOUNT_FLOW_LIMITS);
  return pools.accountFlows;
}

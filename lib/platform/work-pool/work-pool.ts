import 'server-only';
import { busy } from './errors';

/** The bounds of a pool: how many tasks run at once and how many may wait, for how long. */
export interface WorkPoolLimits {
  /** Tasks running at once (K). */
  concurrency: number;
  /** Tasks waiting for a slot at most; one more is refused at once. */
  queueLimit: number;
  /** A task that waited this long without a slot is refused (ms). */
  maxWaitMs: number;
}

export interface WorkPoolStats {
  running: number;
  waiting: number;
  /** Tasks that ran to the end (or threw) since the pool was made. */
  completed: number;
  /** Tasks refused busy (queue full or waited too long). */
  refused: number;
}

interface Waiter {
  start: () => void;
  refuse: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/** The first guess of one task's cost before any has run (ms); then a moving average. */
const INITIAL_TASK_MS = 20;
/** Retry-After bounds (s): at least 1 (the header is whole seconds), at most a short wait. */
const MIN_RETRY_AFTER_SECONDS = 1;
const MAX_RETRY_AFTER_SECONDS = 10;

/**
 * A bounded executor: at most `concurrency` tasks at once, at most `queueLimit` waiting, none
 * waiting longer than `maxWaitMs`. Beyond that `run` throws the `busy` DomainError at once (or when
 * the wait runs out), with a Retry-After of about the time the queue needs to drain; a refused
 * task never started, so the caller has done nothing it must undo.
 */
export class WorkPool {
  private limits: WorkPoolLimits;
  private running = 0;
  private readonly queue: Waiter[] = [];
  private completed = 0;
  private refused = 0;
  private averageTaskMs = INITIAL_TASK_MS;

  constructor(limits: WorkPoolLimits) {
    this.limits = { ...limits };
  }

  get currentLimits(): WorkPoolLimits {
    return { ...this.limits };
  }

  /** Changes the bounds (tests, and an operator's tuning); running and waiting tasks stay. */
  setLimits(limits: Partial<WorkPoolLimits>): void {
    this.limits = { ...this.limits, ...limits };
    this.startWaiting();
  }

  stats(): WorkPoolStats {
    return { running: this.running, waiting: this.queue.length, completed: this.completed, refused: this.refused };
  }

  /** Seconds a refused caller should wait: the queue's drain time, rounded up, within bounds. */
  retryAfterSeconds(): number {
    const drainMs = ((this.queue.length + this.running) * this.averageTaskMs) / Math.max(1, this.limits.concurrency);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(MIN_RETRY_AFTER_SECONDS, Math.ceil(drainMs / 1000)));
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.slot();
    const started = performance.now();
    try {
      return await task();
    } finally {
      this.averageTaskMs = 0.8 * this.averageTaskMs + 0.2 * (performance.now() - started);
      this.running--;
      this.completed++;
      this.startWaiting();
    }
  }

  /** Resolves once the task holds a slot (counted in `running`); throws busy instead. */
  private slot(): Promise<void> {
    if (this.running < this.limits.concurrency && this.queue.length === 0) {
      this.running++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.queueLimit) return Promise.reject(this.refusal());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.running++;
          resolve();
        },
        refuse: () => reject(this.refusal()),
        timer: setTimeout(() => {
          const at = this.queue.indexOf(waiter);
          if (at < 0) return;
          this.queue.splice(at, 1);
          waiter.refuse();
        }, this.limits.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  private startWaiting(): void {
    while (this.running < this.limits.concurrency) {
      const next = this.queue.shift();
      if (!next) return;
      next.start();
    }
  }

  private refusal() {
    this.refused++;
    return busy(this.retryAfterSeconds());
  }
}

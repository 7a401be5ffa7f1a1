import 'server-only';

/**
 * At most one run of `work` at a time in this process, and never a stale one: a caller that
 * arrives while a run is going waits for the next run, which starts once that one has ended (so
 * it sees everything committed before the caller asked), and every caller arriving meanwhile
 * shares that next run. N readers at once cost at most two runs, one after the other, and hold at
 * most one database connection between them.
 *
 * Why (promotions/fold.ts): every reader of the promotions' member rows folds the rounds in first,
 * and folds wait for each other on an advisory lock. Uncoalesced, each waiting fold held one of the
 * pool's connections, so under CPU contention, when one fold took most of a second, the waiting
 * folds took the connections the rounds needed and the rounds' rate collapsed.
 *
 * The next run gets the argument of the caller that queued it (callers pass the same pool).
 */
export function trailingFlight<A>(work: (arg: A) => Promise<void>): (arg: A) => Promise<void> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (arg: A): Promise<void> => {
    const run: Promise<void> = work(arg).finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return (arg) => {
    if (next) return next;
    if (!running) return start(arg);
    const queued = running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start(arg);
      });
    next = queued;
    return queued;
  };
}

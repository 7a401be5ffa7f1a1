/**
 * Resolves once `condition` holds, checking on every turn of the event loop: a test waits for
 * what it needs (a caller queued, a place freed), never for a length of time. Jest's own timeout
 * ends a wait that never comes true.
 */
export async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

/** How long `waitUntil` waits by default: far beyond what a busy machine needs, within Jest's 60 s. */
export const WAIT_DEADLINE_MS = 30_000;

/**
 * Reads `read` until `done` holds for what it returned and resolves with that value: a test waits
 * for the state it needs (a row written, a message heard), however slow the machine. Reads every
 * `everyMs` (a poll, not a length of time the test relies on); after `timeoutMs` it fails naming
 * `what` it waited for and the last value read.
 */
export async function waitUntil<T>(
  what: string,
  read: () => T | Promise<T>,
  done: (value: T) => boolean = Boolean,
  { timeoutMs = WAIT_DEADLINE_MS, everyMs = 10 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw new Error(`waited ${timeoutMs} ms for ${what}; last read: ${describe(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 500) ?? String(value);
  } catch {
    return String(value);
  }
}

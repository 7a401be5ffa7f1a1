/**
 * Resolves once `condition` holds, checking on every turn of the event loop: a test waits for
 * what it needs (a caller queued, a place freed), never for a length of time. Jest's own timeout
 * ends a wait that never comes true.
 */
export async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

import 'server-only';

/**
 * A read kept for the life of the process: seed data the round path consults on every round
 * (the level steps, the achievements) and must not query for. A failed read is not kept, so the
 * next call tries again. An operator who edits such a table restarts the server (README).
 */
export function cachedOnce<T>(read: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | null = null;
  return () => {
    cached ??= read().catch((error: unknown) => {
      cached = null;
      throw error;
    });
    return cached;
  };
}

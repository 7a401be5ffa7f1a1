import 'server-only';

/**
 * What one Croupier process holds once, in one registry.
 *
 * Why not module variables: one process loads lib/platform in three module graphs, each with its
 * own module cache — the custom server's (server.ts under tsx) and Next's two server runtimes
 * (route handlers and the proxy; pages) — so a module variable exists once per graph
 * (docs/ARCHITECTURE.md "One process, three module graphs"). Whatever must be one per process (the
 * database handle, the bus, the clock, the work pools, the caches an invalidation must reach
 * everywhere) is an object here, created by the first graph that asks, under a name listed in
 * PROCESS_STATE. Module state that is deliberately one per graph says so where it lives
 * (tournaments/live.ts). No other file of lib/platform touches globalThis (lint).
 */
export const PROCESS_STATE = [
  /** db/client.ts: the database handle (PGlite opens a data folder once). */
  'db',
  /** log/logger.ts: the sink and the request context of every log line. */
  'log',
  /** realtime/bus.ts: the in-process bus, its transport and the held messages. */
  'bus',
  /** clock.ts: the tests' offset of the application clock. */
  'clock',
  /** auth/secrets.ts: the session secret of an in-memory database. */
  'memory-secret',
  /** content/server-config.ts: the cached server configuration (a save drops it everywhere). */
  'server-config',
  /** documents/document-storage.ts: where identity documents are stored. */
  'document-storage',
  /** captcha/index.ts: the sign-up captcha's provider. */
  'captcha',
  /** messenger/index.ts: the codes' messenger. */
  'messenger',
  /** work-pool/expensive-work.ts: the bounds of CPU-heavy work and of whole password calls. */
  'work-pools',
  /** seed/index.ts: the art generation in flight. */
  'art',
  /** games/studio-games.ts: the studio games resolved from the catalogue. */
  'studio-games',
  /** games/game-sessions.ts: the game runs' identities. */
  'run-identities',
  /** catalog/players-online.ts: the running refresher's nudge. */
  'players-online',
  /** gift-activation/winback.ts: the win-back amounts held per player. */
  'winback',
  /** achievements/achievement-events.ts: the player–provider pairs known to be recorded. */
  'providers-played',
  /** window-counter.ts: the per-address one-minute counts, by counter name. */
  'window-counters',
] as const;

export type ProcessStateName = (typeof PROCESS_STATE)[number];

const REGISTRY = Symbol.for('croupier.process-state');
const registry = ((globalThis as typeof globalThis & { [REGISTRY]?: Map<ProcessStateName, object> })[REGISTRY] ??= new Map());

/**
 * The process's object named `name`, made by `init` the first time any module graph asks. Each
 * name belongs to one module (a test holds that), so its type is that module's to say.
 */
export function processState<T extends object>(name: ProcessStateName, init: () => T): T {
  let state = registry.get(name);
  if (!state) {
    state = init();
    registry.set(name, state);
  }
  return state as T;
}

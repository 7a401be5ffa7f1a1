import 'server-only';

/**
 * What one Croupier process holds once, in one registry, and the guard that the process holds
 * one copy of lib/platform.
 *
 * The custom server (server.ts under tsx) and Next's server bundles load the platform as the same
 * modules: the bundles reach it through the package @croupier/platform, which Next leaves to
 * Node's require (scripts/platform-package.ts, docs/decisions/0063). A module variable is therefore
 * one per process; the state listed here is what a newcomer must know is shared by every request
 * (the database handle, the bus, the clock, the work pools, the caches an invalidation must
 * reach), each name owned by one module (a test holds that).
 *
 * Should anything load a second copy (an app file importing the sources by path, which the
 * bundler would compile into its bundle), that copy would open a second database handle and a
 * second bus: this module refuses to be evaluated twice in one process, so the mistake stops the
 * first request that reaches it instead of splitting the process's state.
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

const LOADED = Symbol.for('croupier.platform-loaded');
const processGlobal = globalThis as typeof globalThis & { [LOADED]?: string };
if (processGlobal[LOADED] !== undefined) {
  throw new Error(
    `croupier: a second copy of lib/platform is being loaded (${__filename}; the first came from ${processGlobal[LOADED]}). ` +
      'Code that Next bundles imports the platform as @croupier/platform/…, never by its path (docs/decisions/0063).',
  );
}
processGlobal[LOADED] = __filename;

const registry = new Map<ProcessStateName, object>();

/**
 * The process's object named `name`, made by `init` the first time it is asked for. Each
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

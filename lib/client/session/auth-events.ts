/**
 * The session's events (spec platform §4): login fires `login` and `game-exit`; logout fires
 * `logout` and `game-exit`. Features that keep player state (gifts, tournaments, the live
 * connection, the game frame) subscribe here instead of being called by the session code.
 */
export type AuthEvent = 'login' | 'logout' | 'game-exit';

type Listener = () => void;
const listeners = new Map<AuthEvent, Set<Listener>>();

export function onAuthEvent(event: AuthEvent, listener: Listener): () => void {
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function emitAuthEvent(event: AuthEvent): void {
  for (const listener of [...(listeners.get(event) ?? [])]) {
    try {
      listener();
    } catch (error) {
      console.error(`auth event ${event}: a listener failed`, error);
    }
  }
}

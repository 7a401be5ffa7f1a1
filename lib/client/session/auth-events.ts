import { createEventMap } from '@/lib/client/event-map';

/**
 * The session's events (spec platform §4): login fires `login` and `game-exit`; logout fires
 * `logout` and `game-exit`. Features that keep player state (gifts, tournaments, the live
 * connection, the game frame) subscribe here instead of being called by the session code.
 */
export type AuthEvent = 'login' | 'logout' | 'game-exit';

const events = createEventMap<AuthEvent, void>('auth event');

export function onAuthEvent(event: AuthEvent, listener: () => void): () => void {
  return events.on(event, listener);
}

export function emitAuthEvent(event: AuthEvent): void {
  events.emit(event, undefined);
}

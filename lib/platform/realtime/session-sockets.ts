import 'server-only';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { publish, type RealtimeMessage } from './bus';

/**
 * The sockets of one login. A socket that registers joins, besides its player's room, the private
 * room of the auth session (refresh family) its cookie belongs to; when that session ends the
 * /ws server of every instance hears it through the bus (PostgreSQL NOTIFY with DATABASE_URL)
 * and closes those sockets, so a copied or forgotten socket stops receiving the player's events.
 */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export const isSessionRoom = (room: string) => room.startsWith('session:');

export function isSessionEnd(room: string, message: RealtimeMessage): boolean {
  return isSessionRoom(room) && message.type === REALTIME_EVENTS.sessionEnded;
}

/** Called after the revocation committed: logout, password restore, a reused refresh token. */
export async function endSessionSockets(sessionIds: Iterable<string>): Promise<void> {
  for (const id of sessionIds) await publish(sessionRoom(id), { type: REALTIME_EVENTS.sessionEnded });
}

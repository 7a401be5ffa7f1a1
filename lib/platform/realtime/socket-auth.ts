import 'server-only';
import type { IncomingMessage } from 'node:http';
import { sessionOf } from '@/lib/platform/auth/session-user';
import { readSessionCookie, SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import type { Executor } from '@/lib/platform/db/executor';
import { cookieValue } from '@/lib/platform/http/request-cookies';

/** Who a socket may register as: the player (id, public hash) and the login (auth session) it is under. */
export interface SocketSession {
  userId: number;
  userHash: string;
  sessionId: string;
}

/**
 * The player and session of the cookie sent with the WebSocket upgrade, or null for a guest.
 * The session must still be alive (the same check as server components): a copied cookie must
 * not keep receiving a player's events after logout or a password restore.
 */
export async function resolveSocketSession(db: Executor, req: IncomingMessage): Promise<SocketSession | null> {
  const found = await sessionOf(db, await readSessionCookie(cookieValue(req, SESSION_COOKIE)));
  return found ? { userId: found.user.id, userHash: found.user.hash, sessionId: found.sessionId } : null;
}

import 'server-only';
import type { IncomingMessage } from 'node:http';
import { sessionUserOf } from '@/lib/platform/auth/session-user';
import { readSessionCookie, SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import type { Executor } from '@/lib/platform/db/executor';
import { cookieValue } from '@/lib/platform/http/request-cookies';

/**
 * The player hash of the session cookie sent with the WebSocket upgrade, or null for a guest.
 * The session must still be alive (the same check as server components): a copied cookie must
 * not keep receiving a player's events after logout or a password restore.
 */
export async function resolveSocketUserHash(db: Executor, req: IncomingMessage): Promise<string | null> {
  const session = await readSessionCookie(cookieValue(req, SESSION_COOKIE));
  return (await sessionUserOf(db, session))?.hash ?? null;
}

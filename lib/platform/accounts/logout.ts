import 'server-only';
import { verifyAccessToken } from '@/lib/platform/auth/access-token';
import { bearerToken } from '@/lib/platform/auth/bearer-token';
import { revokeSession, sessionOfRefreshToken } from '@/lib/platform/auth/sessions';
import { endGamesOfLogins } from '@/lib/platform/games/game-sessions';
import { endSessionSockets } from '@/lib/platform/realtime/session-sockets';
import type { Executor } from '@/lib/platform/db/executor';

/**
 * Ends a session, found from whatever the caller holds: a refresh token (body or cookie), or a
 * valid access token (bearer header or cookie), whose `sid` names the session.
 */
export async function logout(db: Executor, input: { refreshToken?: string; bearer: string | null; cookieAccessToken?: string }): Promise<void> {
  const sessions = new Set<string>();
  if (input.refreshToken) {
    const id = await sessionOfRefreshToken(db, input.refreshToken);
    if (id) sessions.add(id);
  }
  const bearer = bearerToken(input.bearer);
  for (const token of [bearer, input.cookieAccessToken]) {
    if (!token) continue;
    const claims = await verifyAccessToken(token);
    if (claims) sessions.add(claims.sessionId);
  }
  for (const id of sessions) await revokeSession(db, id, 'logout');
  await endGamesOfLogins(db, [...sessions]);
  await endSessionSockets(sessions);
}

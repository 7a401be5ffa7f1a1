import { verifyAccessToken } from '@/lib/platform/auth/access-token';
import { revokeSession, sessionOfRefreshToken } from '@/lib/platform/auth/sessions';
import { getDb } from '@/lib/platform/db/client';

/**
 * Ends a session, found from whatever the caller holds: a refresh token (body or cookie), or a
 * valid access token (bearer header or cookie), whose `sid` names the session.
 */
export async function logout(input: { refreshToken?: string; bearer: string | null; cookieAccessToken?: string }): Promise<void> {
  const db = await getDb();
  const sessions = new Set<string>();
  if (input.refreshToken) {
    const id = await sessionOfRefreshToken(db, input.refreshToken);
    if (id) sessions.add(id);
  }
  const bearer = input.bearer?.match(/^Bearer\s+(\S+)$/i)?.[1];
  for (const token of [bearer, input.cookieAccessToken]) {
    if (!token) continue;
    const claims = await verifyAccessToken(token);
    if (claims) sessions.add(claims.sessionId);
  }
  for (const id of sessions) await revokeSession(db, id, 'logout');
}

import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { users } from '@/lib/platform/db/schema';
import { userOfAccessToken } from './request-auth';
import { hasFreshAccessToken, type SessionData } from './session-cookie';
import { refreshTokenOwner } from './sessions';

/**
 * Who a session cookie belongs to, without Next's request APIs, so the custom server (the
 * WebSocket upgrade) can ask too.
 */

/** What a server component needs to know about the player; the full profile is getProfile(id). */
export interface SessionUser {
  id: number;
  hash: string;
  nickName: string | null;
  currency: string;
  firstAuth: boolean;
  registrationContactType: 'email' | 'phone';
}

async function loadUser(db: Executor, id: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      hash: users.hash,
      nickName: users.nickName,
      currency: users.currency,
      firstAuth: users.firstAuth,
      registrationContactType: users.registrationContactType,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * The player of a session cookie, and the session (refresh family) it belongs to: a fresh access
 * token whose session is alive, or else a refresh token that could still be rotated. Never
 * rotates it: a server component cannot set cookies, and using the token up here would log the
 * browser out on its next refresh. The browser's own refresh (POST /json-api/token/refresh)
 * renews the cookie.
 */
export async function sessionOf(db: Executor, session: SessionData): Promise<{ user: SessionUser; sessionId: string } | null> {
  let owner: { userId: number; sessionId: string } | null = null;
  if (session.accessToken && hasFreshAccessToken(session, now().getTime())) {
    const user = await userOfAccessToken(db, session.accessToken);
    if (user) owner = { userId: user.id, sessionId: user.sessionId };
  }
  if (!owner && session.refreshToken) owner = await refreshTokenOwner(db, session.refreshToken);
  if (!owner) return null;
  const user = await loadUser(db, owner.userId);
  return user ? { user, sessionId: owner.sessionId } : null;
}

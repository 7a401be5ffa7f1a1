import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { authSessions, users } from '@/lib/platform/db/schema';
import { verifyAccessToken } from './access-token';
import { bearerToken } from './bearer-token';
import { hasFreshAccessToken, isLoggedIn, readSessionCookie, SESSION_COOKIE, type SessionData } from './session-cookie';

/**
 * Who a request is: from `Authorization: Bearer <access token>` (API clients), else from the
 * sealed session cookie (the browser). A token is good when its signature and expiry hold AND
 * its session (refresh family) is still alive, so logout and password restore end it at once.
 */
export interface AuthUser {
  id: number;
  hash: string;
  sessionId: string;
  via: 'bearer' | 'cookie';
}

export type RequestAuth =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: AuthUser }
  /** Credentials were sent but do not hold (expired, forged, revoked): 401, the client refreshes. */
  | { kind: 'invalid' };

interface RequestLike {
  headers: Headers;
  cookies: { get(name: string): { value: string } | undefined };
}

export async function readRequestSession(req: RequestLike): Promise<SessionData> {
  return readSessionCookie(req.cookies.get(SESSION_COOKIE)?.value);
}

/** The user of a valid access token whose session is alive, or null. */
export async function userOfAccessToken(db: Executor, token: string): Promise<{ id: number; hash: string; sessionId: string } | null> {
  const claims = await verifyAccessToken(token);
  if (!claims) return null;
  const [row] = await db
    .select({ id: users.id, hash: users.hash })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, claims.sessionId),
        eq(authSessions.userId, claims.userId),
        isNull(authSessions.revokedAt),
        // Past its absolute lifetime a login is over even for a 15-minute token issued just before.
        gt(authSessions.createdAt, new Date(now().getTime() - REFRESH_TOKEN_TTL_SECONDS * 1000)),
      ),
    )
    .limit(1);
  if (!row || row.hash !== claims.hash) return null;
  return { id: row.id, hash: row.hash, sessionId: claims.sessionId };
}

export async function authenticateRequest(db: Executor, req: RequestLike): Promise<RequestAuth> {
  const header = req.headers.get('authorization');
  if (header !== null) {
    const token = bearerToken(header);
    const user = token ? await userOfAccessToken(db, token) : null;
    return user ? { kind: 'user', user: { ...user, via: 'bearer' } } : { kind: 'invalid' };
  }
  const session = await readRequestSession(req);
  if (!session.accessToken && !isLoggedIn(session)) return { kind: 'anonymous' };
  // Spec §4 "auth need": only a refresh token, or an expired access token, means refresh first.
  if (!session.accessToken || !hasFreshAccessToken(session, now().getTime())) return { kind: 'invalid' };
  const user = await userOfAccessToken(db, session.accessToken);
  return user ? { kind: 'user', user: { ...user, via: 'cookie' } } : { kind: 'invalid' };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Request headers as both Next's handlers (Headers) and the custom server's hot routes read them. */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * CSRF guard (spec §7, DESIGN): a state-changing call that does not carry a bearer token must
 * carry `X-Requested-With: XMLHttpRequest`. A cross-site form cannot send that header, and a
 * cross-site fetch that does needs a CORS preflight this API never grants. Applies to calls
 * with and without the session cookie (login and registration too: no logging a victim into an
 * attacker's account). Bearer clients are not at risk (browsers never add the header by themselves).
 */
export function violatesCsrfRule(req: { method: string; headers: HeaderReader }): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return false;
  if (req.headers.get('authorization') !== null) return false;
  return req.headers.get('x-requested-with')?.toLowerCase() !== 'xmlhttprequest';
}

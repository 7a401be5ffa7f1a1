import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { ACCESS_EXPIRY_MARGIN_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import { getSessionSecret } from './secrets';

/** The sealed, httpOnly cookie that carries the player's tokens (DESIGN: Auth). */
export const SESSION_COOKIE = 'croupier_session';

/** Cookie lifetime = refresh token lifetime (spec §9: 32140800 s), counted from the login. */
export const SESSION_COOKIE_MAX_AGE = REFRESH_TOKEN_TTL_SECONDS;

/** Max-Age of a session cookie set at `atMs` for a login that ends at `sessionEndsAtMs`. */
export function sessionCookieMaxAge(sessionEndsAtMs: number, atMs: number): number {
  return Math.max(0, Math.min(SESSION_COOKIE_MAX_AGE, Math.ceil((sessionEndsAtMs - atMs) / 1000)));
}

export interface SessionData {
  accessToken?: string;
  refreshToken?: string;
  /** Public per-player hash (spec §3 user info `hash`), used to register on /ws. */
  userHash?: string;
  /**
   * When the access token stops counting, in ms since the epoch: its `exp` minus 5 s (spec §9),
   * so a request never arrives with a token that expires on the way.
   */
  accessExpiresAt?: number;
}

/** Unseals the cookie value; a missing, forged or stale cookie gives an empty session. */
export async function readSessionCookie(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  try {
    return await unsealData<SessionData>(value, { password: getSessionSecret(), ttl: SESSION_COOKIE_MAX_AGE });
  } catch {
    return {};
  }
}

/** A visitor counts as logged in while the session holds a refresh token (spec §4 "auth need"). */
export function isLoggedIn(session: SessionData): boolean {
  return typeof session.refreshToken === 'string' && session.refreshToken.length > 0;
}

/** Whether the session's access token is still usable at `atMs`. */
export function hasFreshAccessToken(session: SessionData, atMs: number): boolean {
  return typeof session.accessToken === 'string' && typeof session.accessExpiresAt === 'number' && session.accessExpiresAt > atMs;
}

/** The session of freshly issued tokens. */
export function sessionFromTokens(tokens: { accessToken: string; refreshToken: string; accessExpiresAt: number; user: { hash: string } }): SessionData {
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    userHash: tokens.user.hash,
    accessExpiresAt: (tokens.accessExpiresAt - ACCESS_EXPIRY_MARGIN_SECONDS) * 1000,
  };
}

export interface SessionCookieSpec {
  name: string;
  value: string;
  options: { httpOnly: boolean; sameSite: 'lax'; secure: boolean; path: '/'; maxAge: number };
}

function options(secure: boolean, maxAge: number, httpOnly = true): SessionCookieSpec['options'] {
  return { httpOnly, sameSite: 'lax', secure, path: '/', maxAge };
}

/**
 * The companion of the session cookie that page scripts may read (lib/domain/auth/auth-hint): set and
 * deleted together with it, holds no secret ("1"), only says a session is probably there.
 */
export function authHintCookie(present: boolean, secure: boolean, maxAge = SESSION_COOKIE_MAX_AGE): SessionCookieSpec {
  return { name: AUTH_HINT_COOKIE, value: present ? '1' : '', options: options(secure, present ? maxAge : 0, false) };
}

/**
 * The Set-Cookie of a session: sealed (iron-session), httpOnly so page scripts never see the
 * tokens, SameSite=Lax, Secure on https, until the login ends (sessionCookieMaxAge).
 */
export async function sessionCookie(session: SessionData, secure: boolean, maxAge = SESSION_COOKIE_MAX_AGE): Promise<SessionCookieSpec> {
  const value = await sealData(session, { password: getSessionSecret(), ttl: SESSION_COOKIE_MAX_AGE });
  return { name: SESSION_COOKIE, value, options: options(secure, maxAge) };
}

/** The Set-Cookie that deletes the session (logout, a refresh that failed). */
export function clearedSessionCookie(secure: boolean): SessionCookieSpec {
  return { name: SESSION_COOKIE, value: '', options: options(secure, 0) };
}

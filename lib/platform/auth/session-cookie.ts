import { unsealData } from 'iron-session';
import { getSessionSecret } from './secrets';

/** The sealed, httpOnly cookie that carries the player's tokens (DESIGN: Auth). */
export const SESSION_COOKIE = 'croupier_session';

export interface SessionData {
  accessToken?: string;
  refreshToken?: string;
  /** Public per-player hash (spec §3 user info `hash`), used to register on /ws. */
  userHash?: string;
}

/** Unseals the cookie value; a missing, forged or stale cookie gives an empty session. */
export async function readSessionCookie(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  try {
    return await unsealData<SessionData>(value, { password: getSessionSecret() });
  } catch {
    return {};
  }
}

/** A visitor counts as logged in while the session holds a refresh token (spec §4 "auth need"). */
export function isLoggedIn(session: SessionData): boolean {
  return typeof session.refreshToken === 'string' && session.refreshToken.length > 0;
}

import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import { now } from '@/lib/platform/clock';
import { derivedKey } from './keys';

/**
 * The short-lived access token: a JWT (HS256) with `sub` (user id), `hash` (the player's public
 * hash), `sid` (the session = refresh family, so revoking a session ends its access tokens at
 * once), `iat` and `exp` (spec §3: the client reads expiry from iat and exp).
 */
export interface AccessClaims {
  userId: number;
  hash: string;
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
}

const ISSUER = 'croupier';
const ALGORITHM = 'HS256';

function key(): Uint8Array {
  return new Uint8Array(derivedKey('access-token'));
}

export async function issueAccessToken(user: { id: number; hash: string }, sessionId: string): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(now().getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ hash: user.hash, sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key());
  return { token, expiresAt: exp };
}

/** The claims of a valid, unexpired token of ours, or null. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALGORITHM], issuer: ISSUER, currentDate: now() });
    const userId = Number(payload.sub);
    const { hash, sid, iat, exp } = payload;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof hash !== 'string' || typeof sid !== 'string') return null;
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    return { userId, hash, sessionId: sid, issuedAt: iat, expiresAt: exp };
  } catch {
    return null;
  }
}

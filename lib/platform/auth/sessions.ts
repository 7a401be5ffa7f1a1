import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '@/lib/domain/auth-limits';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { authSessions, refreshTokens, users } from '@/lib/platform/db/schema';
import { issueAccessToken } from './access-token';
import { keyedDigest } from './keys';
import { REFRESH_REUSE_GRACE_SECONDS } from './limits';

/**
 * Sessions and refresh-token rotation (DESIGN "Auth"). A session is a refresh-token family:
 * login starts one; every refresh uses its token once and gets a new one; a used token
 * presented again after REFRESH_REUSE_GRACE_SECONDS means someone kept a copy, so the whole
 * family is revoked (the thief and the player both have to log in again).
 */

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds. */
  accessExpiresAt: number;
  sessionId: string;
  user: { id: number; hash: string };
}

export type RevokeReason = 'logout' | 'reuse' | 'password_restore';

export type RotateResult = { ok: true; tokens: IssuedTokens } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reuse' };

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function refreshTokenDigest(token: string): string {
  return keyedDigest('refresh-token', token);
}

async function addRefreshToken(db: Executor, sessionId: string, at: Date): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: refreshTokenDigest(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

async function tokensFor(user: { id: number; hash: string }, sessionId: string, refreshToken: string): Promise<IssuedTokens> {
  const access = await issueAccessToken(user, sessionId);
  return { accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken, sessionId, user: { id: user.id, hash: user.hash } };
}

/** Logs a player in: a new session (family) with its first refresh token. */
export async function startSession(db: Executor, user: { id: number; hash: string }): Promise<IssuedTokens> {
  const at = now();
  const sessionId = randomBytes(18).toString('base64url');
  await db.insert(authSessions).values({ id: sessionId, userId: user.id, createdAt: at, lastRefreshedAt: at });
  const refreshToken = await addRefreshToken(db, sessionId, at);
  return tokensFor(user, sessionId, refreshToken);
}

export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now(), revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Every session of the player (password restore). */
export async function revokeAllSessions(db: Executor, userId: number, reason: RevokeReason): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now(), revokeReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** The session a refresh token belongs to (used or not), for logout. */
export async function sessionOfRefreshToken(db: Executor, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, refreshTokenDigest(token)))
    .limit(1);
  return row?.sessionId ?? null;
}

/** Uses a refresh token once: a new pair in the same family, or why not. */
export async function rotateRefreshToken(db: Executor, token: string): Promise<RotateResult> {
  const at = now();
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: authSessions.revokedAt,
        userId: users.id,
        hash: users.hash,
      })
      .from(refreshTokens)
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(refreshTokens.tokenHash, refreshTokenDigest(token)))
      .for('update', { of: refreshTokens })
      .limit(1);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
    if (row.usedAt) {
      if (at.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
        await revokeSession(tx, row.sessionId, 'reuse');
        return { ok: false, reason: 'reuse' };
      }
    } else {
      await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, row.id));
    }
    await tx.update(authSessions).set({ lastRefreshedAt: at }).where(eq(authSessions.id, row.sessionId));
    const refreshToken = await addRefreshToken(tx, row.sessionId, at);
    return { ok: true, tokens: await tokensFor({ id: row.userId, hash: row.hash }, row.sessionId, refreshToken) };
  });
}

/**
 * Whether a refresh token could still be rotated (server components: an expired access token
 * with a live refresh token still means "logged in"), without using it up. A token used
 * within the grace period counts, as rotation would accept it.
 */
export async function refreshTokenOwner(db: Executor, token: string): Promise<{ userId: number; sessionId: string } | null> {
  const at = now();
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: authSessions.revokedAt,
      userId: authSessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, refreshTokenDigest(token)))
    .limit(1);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= at.getTime()) return null;
  if (row.usedAt && at.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) return null;
  return { userId: row.userId, sessionId: row.sessionId };
}

import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { authSessions, refreshTokens, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { issueAccessToken } from './access-token';
import { keyedDigest } from './keys';
import { REFRESH_REUSE_GRACE_SECONDS, sessionIdleSeconds } from './limits';

/**
 * Sessions and refresh-token rotation (DESIGN "Auth"). A session is a refresh-token family, and a
 * family has at most one live token (unused and not replaced; the partial unique index
 * refresh_tokens_one_live holds it in the database). Login starts a family. A token presented
 * to rotateRefreshToken is, in this order of checks:
 *
 * - unknown, of a revoked family, or expired — the token, or its family (sessionEnd: 32140800 s
 *   after the login, or SESSION_IDLE_DAYS without a refresh): refused (401), nothing changes;
 * - live: used; its child (`replaced_by`) becomes the live token — ordinary rotation;
 * - used less than REFRESH_REUSE_GRACE_SECONDS ago: a racing refresh (two tabs saw the same
 *   expired access token and sent the same cookie). It gets a new token too, which supersedes the
 *   family's live token (the first racer's child, or whatever followed it) unused. The family
 *   stays one line, T0 → C1 → C2, with the newest token live; that is also the cookie a browser
 *   keeps, since it takes the last Set-Cookie and the family lock (below) orders the answers;
 * - used longer ago: someone kept a copy, so the whole family is revoked (the thief and the
 *   player both have to log in again);
 * - superseded (replaced without ever being used): the family is revoked as well, at any time. A
 *   browser does not send it back: its cookie holds the newer token. It comes back when two
 *   holders use one family, e.g. a thief who presented a stolen token within the grace and so
 *   pushed the player's token out. We cannot tell which holder is the player, and a plain 401
 *   would leave the family to whoever holds the live token, possibly the thief. The honest holder
 *   loses nothing more by the revocation: their token is dead either way.
 *
 * Concurrency: a rotation locks its family's auth_sessions row first (FOR UPDATE) and only then
 * reads the presented token, so refreshes within one family, of the same token or of two, run one
 * after the other and each sees what the previous committed. Locking only the presented token's
 * row would not do: a racing refresh retires the live token, which another transaction may be
 * creating at that moment.
 */

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Unix seconds. */
  accessExpiresAt: number;
  sessionId: string;
  /** Ms since the epoch: when the login ends at the latest (its absolute lifetime; the cookie's too). */
  sessionEndsAtMs: number;
  user: { id: number; hash: string };
}

export type RevokeReason = 'logout' | 'reuse' | 'password_restore' | 'protection';

export type RotateResult =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  /** The family `revokedSessionId` was revoked just now: its live connections must end too. */
  | { ok: false; reason: 'reuse' | 'superseded'; revokedSessionId: string };

/** What presenting a token would do now (see the rule above). */
type Standing = 'live' | 'grace' | 'reused' | 'superseded' | 'expired' | 'revoked';

interface PresentedToken {
  id: number;
  sessionId: string;
  expiresAt: Date;
  usedAt: Date | null;
  replacedBy: number | null;
  revokedAt: Date | null;
  sessionCreatedAt: Date;
  lastRefreshedAt: Date;
  userId: number;
  hash: string;
}

/**
 * When a login (refresh family) ends by itself: 32140800 s after the login (spec §9: the refresh
 * cookie's lifetime, counted from the login, not from the last refresh, so rotation never makes
 * a login last for ever), or earlier after the idle timeout without a refresh.
 */
export function sessionEnd(session: { createdAt: Date; lastRefreshedAt: Date }): Date {
  const absolute = absoluteEnd(session.createdAt).getTime();
  const idle = sessionIdleSeconds();
  return new Date(idle === null ? absolute : Math.min(absolute, session.lastRefreshedAt.getTime() + idle * 1000));
}

/** One rule for rotation and for refreshTokenOwner, so "logged in" means "could refresh". */
function standingOf(token: PresentedToken, at: Date): Standing {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt.getTime() <= at.getTime()) return 'expired';
  if (sessionEnd({ createdAt: token.sessionCreatedAt, lastRefreshedAt: token.lastRefreshedAt }).getTime() <= at.getTime()) return 'expired';
  if (token.usedAt) return at.getTime() - token.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000 ? 'reused' : 'grace';
  return token.replacedBy === null ? 'live' : 'superseded';
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function refreshTokenDigest(token: string): string {
  return keyedDigest('refresh-token', token);
}

/** The absolute end of a login that began at `createdAt` (spec §9: 32140800 s). */
const absoluteEnd = (createdAt: Date) => new Date(createdAt.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);

/** A new token of the family; it expires with the login, never later. */
async function addRefreshToken(db: Executor, sessionId: string, at: Date, sessionCreatedAt: Date, id?: number): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({
    id,
    sessionId,
    tokenHash: refreshTokenDigest(token),
    createdAt: at,
    expiresAt: absoluteEnd(sessionCreatedAt),
  });
  return token;
}

async function tokensFor(user: { id: number; hash: string }, sessionId: string, refreshToken: string, sessionCreatedAt: Date): Promise<IssuedTokens> {
  const access = await issueAccessToken(user, sessionId);
  return {
    accessToken: access.token,
    accessExpiresAt: access.expiresAt,
    refreshToken,
    sessionId,
    sessionEndsAtMs: absoluteEnd(sessionCreatedAt).getTime(),
    user: { id: user.id, hash: user.hash },
  };
}

/** Logs a player in: a new session (family) with its first refresh token. */
export async function startSession(db: Executor, user: { id: number; hash: string }): Promise<IssuedTokens> {
  const at = now();
  const sessionId = randomBytes(18).toString('base64url');
  await db.insert(authSessions).values({ id: sessionId, userId: user.id, createdAt: at, lastRefreshedAt: at });
  const refreshToken = await addRefreshToken(db, sessionId, at, at);
  return tokensFor(user, sessionId, refreshToken, at);
}

export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now(), revokeReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Every session of the player (password restore, a time-out or self-exclusion); answers the ids of those it ended. */
export async function revokeAllSessions(db: Executor, userId: number, reason: RevokeReason): Promise<string[]> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: now(), revokeReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return ended.map((row) => row.id);
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

async function presentedToken(db: Executor, token: string): Promise<PresentedToken | null> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      replacedBy: refreshTokens.replacedBy,
      revokedAt: authSessions.revokedAt,
      sessionCreatedAt: authSessions.createdAt,
      lastRefreshedAt: authSessions.lastRefreshedAt,
      userId: users.id,
      hash: users.hash,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, refreshTokenDigest(token)))
    .limit(1);
  return row ?? null;
}

/** The family's live token, or the presented one when it is live itself. */
const liveTokenOf = (sessionId: string) =>
  and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt), isNull(refreshTokens.replacedBy));

/**
 * Retires the family's live token (marking it used when it is the one presented) and issues its
 * successor. The same UPDATE reserves the successor's id for `replaced_by`, so the old token is
 * out of service before the new row exists and the family never has two live tokens.
 */
async function replaceLiveToken(tx: Executor, sessionId: string, at: Date, used: boolean, sessionCreatedAt: Date): Promise<string> {
  const [retired] = await tx
    .update(refreshTokens)
    .set({ replacedBy: sql`nextval(pg_get_serial_sequence('refresh_tokens', 'id'))`, ...(used ? { usedAt: at } : {}) })
    .where(liveTokenOf(sessionId))
    .returning({ successorId: refreshTokens.replacedBy });
  return addRefreshToken(tx, sessionId, at, sessionCreatedAt, retired?.successorId ?? undefined);
}

/** Uses a refresh token once: a new pair in the same family, or why not (rule above). */
export async function rotateRefreshToken(db: Executor, token: string): Promise<RotateResult> {
  const at = now();
  return inTransaction(db, async (tx): Promise<RotateResult> => {
    const [found] = await tx
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, refreshTokenDigest(token)))
      .limit(1);
    if (!found) return { ok: false, reason: 'unknown' };
    await tx.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.id, found.sessionId)).for('update');
    // Read after the lock: a rotation that held it before us has committed by now.
    const row = await presentedToken(tx, token);
    if (!row) return { ok: false, reason: 'unknown' };
    const standing = standingOf(row, at);
    if (standing === 'revoked' || standing === 'expired') return { ok: false, reason: standing };
    if (standing === 'reused' || standing === 'superseded') {
      await revokeSession(tx, row.sessionId, 'reuse');
      return { ok: false, reason: standing === 'reused' ? 'reuse' : 'superseded', revokedSessionId: row.sessionId };
    }
    // A live token is the family's live token: it is used and replaced. A grace one is not live:
    // the live token it supersedes stays unused.
    const refreshToken = await replaceLiveToken(tx, row.sessionId, at, standing === 'live', row.sessionCreatedAt);
    await tx.update(authSessions).set({ lastRefreshedAt: at }).where(eq(authSessions.id, row.sessionId));
    return { ok: true, tokens: await tokensFor({ id: row.userId, hash: row.hash }, row.sessionId, refreshToken, row.sessionCreatedAt) };
  });
}

/**
 * Whether a refresh token could still be rotated (server components: an expired access token
 * with a live refresh token still means "logged in"), without using it up: a live token, or one
 * used within the grace period, as rotation would accept it. A superseded token is not: its
 * rotation would revoke the family.
 */
export async function refreshTokenOwner(db: Executor, token: string): Promise<{ userId: number; sessionId: string } | null> {
  const row = await presentedToken(db, token);
  if (!row) return null;
  const standing = standingOf(row, now());
  return standing === 'live' || standing === 'grace' ? { userId: row.userId, sessionId: row.sessionId } : null;
}

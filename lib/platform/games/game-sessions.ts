import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { GameRunType } from '@/lib/domain/games/game-run';
import type { Platform } from '@/lib/domain/catalog/catalog-query';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { gameSessions, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { publish } from '@/lib/platform/realtime/bus';
import { nudgePlayersOnline } from '@/lib/platform/catalog/players-online';

/**
 * Game sessions: one per game-run. A player has at most one active session: a new run stops
 * the others, and each stopped session's frame learns it over /ws (spec §4: a second game
 * opened in another window stops the first). A guest's sessions are independent (there is no
 * one to tell) and carry their own play money.
 */

export type GameSession = typeof gameSessions.$inferSelect;

/** The player who runs a game and the login they run it under. */
export interface GamePlayer {
  id: number;
  hash: string;
  sessionId: string;
}

export interface NewSession {
  gameId: number;
  user: GamePlayer | null;
  mode: GameRunType;
  currency: string;
  platform: Platform;
  exitUrl: string | null;
  /** A guest's starting play money (minor units); ignored for players, whose money is the ledger's. */
  guestBalance: number;
}

/** 32 random bytes: the run token is the only credential a game page presents. */
const newToken = () => randomBytes(32).toString('base64url');

export async function openGameSession(db: Executor, input: NewSession): Promise<GameSession> {
  const session: GameSession = {
    id: randomBytes(12).toString('hex'),
    runToken: newToken(),
    gameId: input.gameId,
    userId: input.user?.id ?? null,
    authSessionId: input.user?.sessionId ?? null,
    mode: input.mode,
    currency: input.currency,
    platform: input.platform,
    status: 'active',
    guestBalance: input.user ? null : input.guestBalance,
    exitUrl: input.exitUrl,
    createdAt: now(),
    leftAt: null,
  };
  const stopped = await inTransaction(db, async (tx) => {
    const others = input.user ? await deactivateSessions(tx, input.user.id, session.id) : [];
    await tx.insert(gameSessions).values(session);
    return others;
  });
  if (input.user) await announceDeactivated(input.user.hash, stopped);
  nudgePlayersOnline();
  return session;
}

/** Stops every active session of the player but `keep`; answers their run tokens. */
async function deactivateSessions(tx: Executor, userId: number, keep: string | null): Promise<string[]> {
  const active = and(eq(gameSessions.userId, userId), eq(gameSessions.status, 'active'));
  const rows = await tx
    .update(gameSessions)
    .set({ status: 'deactivated' })
    .where(keep ? and(active, ne(gameSessions.id, keep)) : active)
    .returning({ runToken: gameSessions.runToken });
  return rows.map((r) => r.runToken);
}

/** A password restore ends every login of the player, and so every game of theirs. */
export async function endPlayerGames(db: Executor, user: { id: number; hash: string }): Promise<void> {
  await announceDeactivated(user.hash, await deactivateSessions(db, user.id, null));
}

async function announceDeactivated(userHash: string, runTokens: readonly string[]): Promise<void> {
  if (runTokens.length > 0) nudgePlayersOnline();
  for (const runToken of runTokens) {
    await publish(userRoom(userHash), { type: REALTIME_EVENTS.gameSessionDeactivated, runToken });
  }
}

/**
 * A logout (or a password restore, which ends every login) ends the games started under those
 * logins: a game page must not go on betting after its player left. Their frames are told like
 * a second window's would be.
 */
export async function endGamesOfLogins(db: Executor, authSessionIds: readonly string[]): Promise<void> {
  if (authSessionIds.length === 0) return;
  const rows = await db
    .update(gameSessions)
    .set({ status: 'deactivated' })
    .where(and(inArray(gameSessions.authSessionId, [...authSessionIds]), eq(gameSessions.status, 'active')))
    .returning({ runToken: gameSessions.runToken, userId: gameSessions.userId });
  if (rows.length === 0) return;
  const owners = await db
    .select({ id: users.id, hash: users.hash })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId ?? 0))]));
  for (const owner of owners) await announceDeactivated(owner.hash, rows.filter((r) => r.userId === owner.id).map((r) => r.runToken));
}

/**
 * The player closed the game of this run token (its frame, or the tab): the session is no longer
 * counted among the players online (catalog/players-online.ts) until a round is played in it
 * again. The session still takes rounds — a page back from the back/forward cache plays on — and
 * the token is the only credential, as for a round. False when no active session has it.
 */
export async function markGameSessionLeft(db: Executor, runToken: string): Promise<boolean> {
  const rows = await db
    .update(gameSessions)
    .set({ leftAt: now() })
    .where(and(eq(gameSessions.runToken, runToken), eq(gameSessions.status, 'active')))
    .returning({ id: gameSessions.id });
  if (rows.length > 0) nudgePlayersOnline();
  return rows.length > 0;
}

export async function findSessionByToken(db: Executor, runToken: string): Promise<GameSession | null> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.runToken, runToken)).limit(1);
  return row ?? null;
}

/**
 * What a round needs to know about its session: who plays which game, in which mode and
 * currency. None of it changes after the session opens, so it is safe to keep in memory.
 * Whether the session is still active is NOT part of it: that changes, and the round's own
 * transaction checks it (round-record.ts storeRound, and the guest's balance update).
 */
export type RunIdentity = Pick<GameSession, 'id' | 'runToken' | 'gameId' | 'userId' | 'mode' | 'currency'>;

const identities = processState('run-identities', () => new Map<string, RunIdentity>());
/** A few thousand players at once fit many times over; past it the map starts afresh. */
const IDENTITY_CACHE_LIMIT = 50_000;

/**
 * The session behind a run token, from memory after its first round: a round then costs no
 * query before its transaction (the rounds benchmark). Unknown tokens are not
 * remembered, so guessing tokens cannot fill the map.
 */
export async function findRunIdentity(db: Executor, runToken: string): Promise<RunIdentity | null> {
  const known = identities.get(runToken);
  if (known) return known;
  const session = await findSessionByToken(db, runToken);
  if (!session) return null;
  const identity: RunIdentity = {
    id: session.id,
    runToken: session.runToken,
    gameId: session.gameId,
    userId: session.userId,
    mode: session.mode,
    currency: session.currency,
  };
  if (identities.size >= IDENTITY_CACHE_LIMIT) identities.clear();
  identities.set(runToken, identity);
  return identity;
}

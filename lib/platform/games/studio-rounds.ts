import { and, eq, sql } from 'drizzle-orm';
import type { StudioRoundRequest, StudioOutcome } from '@/lib/domain/studio/round-types';
import type { StudioBalance, StudioRoundAnswer, StudioRoundBody } from '@/lib/domain/studio/studio-session';
import { now } from '@/lib/platform/clock';
import { getDb } from '@/lib/platform/db/client';
import type { Executor } from '@/lib/platform/db/executor';
import { gameRounds, gameSessions } from '@/lib/platform/db/schema';
import { ApiError, badRequest, notFound } from '@/lib/platform/http/errors';
import { InsufficientFundsError } from '@/lib/platform/wallet/errors';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { betAndWin } from '@/lib/platform/wallet/seamless-wallet';
import { playRound } from './engines/play-round';
import { findSessionByToken, type GameSession } from './game-sessions';
import { announceRound, storeRound, type PlayedRound } from './round-record';
import { sessionBalance, sessionBalanceOf } from './session-balance';
import { studioGameOfSession } from './studio-games';

/**
 * POST /json-api/studio/rounds: one round of a built-in game. The run token is the credential
 * (like a provider's game session token): the page in the frame cannot refresh the site's
 * tokens, and a session dies with logout or a newer run. The engine decides the outcome, then
 * the stake and the win move in ONE ledger transaction together with the round row, so a round
 * is either wholly settled or not at all. The page's roundId makes a retry settle nothing twice:
 * the ledger key and the round row are unique per round id, and a round found settled answers
 * what it answered first. That lookup runs only when a round is refused (a retry is rare; a
 * query before every round would sit on the hot path).
 */
export async function playStudioRound(body: StudioRoundBody): Promise<StudioRoundAnswer> {
  const session = await findSessionByToken(body.runToken);
  if (!session) throw notFound();
  if (session.status !== 'active') {
    // A round settled just before the session stopped still answers its retry.
    return (await findRound(session, body.roundId)) ?? conflict();
  }

  const game = await studioGameOfSession(session);
  const request: StudioRoundRequest =
    game.studio.kind === 'dice' ? { bet: body.bet, target: body.target ?? -1, direction: body.direction ?? 'under' } : { bet: body.bet };
  const result = playRound(game.studio, request);
  if (!result.ok) throw badRequest(result.error);

  const round: PlayedRound = {
    sessionId: session.id,
    roundId: body.roundId,
    gameId: session.gameId,
    userId: session.userId,
    mode: session.mode,
    currency: session.currency,
    bet: body.bet,
    win: result.win,
    outcome: result.outcome,
    createdAt: now(),
  };
  const db = await getDb();
  try {
    const balance =
      session.userId === null ? await settleGuestRound(db, session, round) : await settlePlayerRound(db, session, round, game.allowBonus);
    if (balance === null) return (await findRound(session, body.roundId)) ?? raceLost();
    announceRound(round);
    return { roundId: round.roundId, outcome: round.outcome, bet: round.bet, win: round.win, balance };
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    // A retry of a settled round may find the money spent since: it still answers the round.
    const settled = await findRound(session, body.roundId);
    if (settled) return settled;
    throw new ApiError(400, [{ code: 'insufficient_funds' }], { extra: { balance: sessionBalanceOf(session, error.balance, game.allowBonus) } });
  }
}

function conflict(): never {
  throw new ApiError(409, [{ code: 'game_session_deactivated' }]);
}

/** The ledger key of a studio round: one per session and page round id. */
const roundKey = (session: GameSession, roundId: string) => `studio:${session.id}:${roundId}`;

/**
 * A player's round: stake and win through the seamless wallet, the round row in the same
 * transaction (also the benchmark's ceiling, scripts/bench-ledger-ceiling.ts). Null when a
 * concurrent request with the same round id settled it first.
 */
export async function settlePlayerRound(db: Executor, session: GameSession, round: PlayedRound, allowBonus: boolean): Promise<StudioBalance | null> {
  const userId = session.userId as number;
  const answer = await db.transaction(async (tx) => {
    const moved = await betAndWin(
      { transactionId: roundKey(session, round.roundId), userId, currency: session.currency, mode: session.mode, roundRef: round.roundId, bet: round.bet, win: round.win, allowBonus },
      tx,
    );
    // The ledger key and the round row are written together: a replayed key means a stored round.
    if (moved.duplicate) return null;
    if (!(await storeRound(tx, round))) throw new Error(`studio round ${round.roundId}: a round row without its ledger movement`);
    return moved;
  });
  if (!answer) return null;
  await publishAnswer(answer);
  return sessionBalanceOf(session, answer.balance, allowBonus);
}

/** A guest's demo round: the play money lives on the session row, checked in the same statement. */
async function settleGuestRound(db: Executor, session: GameSession, round: PlayedRound): Promise<StudioBalance | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(gameSessions)
      .set({ guestBalance: sql`${gameSessions.guestBalance} - ${round.bet} + ${round.win}` })
      .where(and(eq(gameSessions.id, session.id), sql`${gameSessions.guestBalance} >= ${round.bet}`))
      .returning({ guestBalance: gameSessions.guestBalance });
    if (!row) {
      const current = (await findSessionByToken(session.runToken, tx))?.guestBalance ?? 0;
      throw new InsufficientFundsError({ real: 0, bonus: 0, play: current }, current, round.bet);
    }
    if (!(await storeRound(tx, round))) {
      // A retry raced this one and won: undo by failing the transaction.
      throw new RoundRaceLost();
    }
    return { mode: 'demo' as const, currency: session.currency, amount: row.guestBalance ?? 0 };
  }).catch((error: unknown) => {
    if (error instanceof RoundRaceLost) return null;
    throw error;
  });
}

class RoundRaceLost extends Error {}

function raceLost(): never {
  throw new Error('studio round: a concurrent request settled the round but it cannot be read');
}

/** The answer of a round this session already settled (a retried request), with today's balance. */
async function findRound(session: GameSession, roundId: string): Promise<StudioRoundAnswer | null> {
  const db = await getDb();
  const [row] = await db
    .select({ bet: gameRounds.bet, win: gameRounds.win, outcome: gameRounds.outcome })
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, session.id), eq(gameRounds.roundId, roundId)))
    .limit(1);
  if (!row) return null;
  const game = await studioGameOfSession(session);
  return { roundId, outcome: row.outcome as StudioOutcome, bet: row.bet, win: row.win, balance: await sessionBalance(session, game.allowBonus) };
}

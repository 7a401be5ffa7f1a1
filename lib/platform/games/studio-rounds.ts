import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { StudioRoundRequest, StudioOutcome } from '@/lib/domain/studio/round-types';
import type { StudioBalance, StudioRoundAnswer, StudioRoundBody } from '@/lib/domain/studio/studio-session';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { gameRounds, gameSessions } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { InsufficientFundsError } from '@/lib/platform/wallet/errors';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { betAndWin, betAndWinWith } from '@/lib/platform/wallet/seamless-wallet';
import { xpMillisOfStake } from '@/lib/domain/levels/experience';
import { compointMillisOfStake } from '@/lib/domain/compoints/compoints';
import { announceCompoints, creditEarnedCompoints } from '@/lib/platform/compoints/earning';
import { announceLevel, reachLevel } from '@/lib/platform/levels/levels-reached';
import { writeOffBonusRemainder } from '@/lib/platform/gift-activation/bonus-write-off';
import { announceMiles } from '@/lib/platform/levels/miles';
import { noteRealRound } from '@/lib/platform/gift-activation/winback';
import { playFreeSpin } from './free-spins';
import { achievementsOfRound } from '@/lib/platform/achievements/achievement-events';
import { announceAchievements } from '@/lib/platform/achievements/announce';
import { tournamentScored, type ScoreMoved } from '@/lib/platform/tournaments/live';
import { earningOfRound, NO_EARNING, pointedPromotions, pooledPromotions, promotionRoundRules, type PromotionEarning } from '@/lib/platform/promotions/round-points';
import { pointsMoved, poolsGrew } from '@/lib/platform/promotions/round-live';
import { bigWinOf } from '@/lib/platform/content/winner-record';
import { publish } from '@/lib/platform/realtime/bus';
import { REALTIME_EVENTS, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import { playRound } from './engines/play-round';
import { gameError, gameNotFound, insufficientFunds, sessionDeactivated } from './errors';
import { findRunIdentity, findSessionByToken, type RunIdentity } from './game-sessions';
import { roundRecord, storeRound, type PlayedRound, type StoreOutcome, type WonWinner } from './round-record';
import { sessionBalance, sessionBalanceOf } from './session-balance';
import { studioGameOfSession } from './studio-games';

/**
 * POST /json-api/studio/rounds: one round of a built-in game. The run token is the credential
 * (like a provider's game session token): the page in the frame cannot refresh the site's
 * tokens, and a session dies with logout or a newer run. The engine decides the outcome, then
 * the stake and the win move in ONE ledger transaction together with the round row, so a round
 * is either wholly settled or not at all.
 *
 * Nothing is read before that transaction: the session's identity comes from memory after the
 * first round (findRunIdentity), and the transaction itself refuses a stopped session (the
 * round row is inserted only while the session is active; storeRound). The page's roundId makes
 * a retry settle nothing twice: the ledger key and the round row are unique per round id, and a
 * round found settled answers what it answered first. That lookup runs only when a round is
 * refused (a retry is rare; a query before every round would sit on the hot path).
 */
export async function playStudioRound(db: Executor, body: StudioRoundBody): Promise<StudioRoundAnswer> {
  const session = await findRunIdentity(db, body.runToken);
  if (!session) throw gameNotFound();

  const game = await studioGameOfSession(db, session);
  // A giftspin's free round is its own path (free-spins.ts): a paid round never pays for the check.
  if (body.freeSpin) return playFreeSpin(db, session, game, body);
  const request: StudioRoundRequest =
    game.studio.kind === 'dice' ? { bet: body.bet, target: body.target ?? -1, direction: body.direction ?? 'under' } : { bet: body.bet };
  const result = playRound(game.studio, request);
  if (!result.ok) throw gameError(result.error);

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
  let settled: Settled;
  try {
    settled = session.userId === null ? await settleGuestRound(db, session, round) : await settlePlayerRound(db, session, round, game.allowBonus);
  } catch (error) {
    if (!(error instanceof InsufficientFundsError)) throw error;
    // A retry of a settled round may find the money spent since: it still answers the round.
    const stored = await findRound(db, session, body.roundId);
    if (stored) return stored;
    throw insufficientFunds(sessionBalanceOf(session, error.balance, game.allowBonus));
  }
  if (settled === 'duplicate') return (await findRound(db, session, body.roundId)) ?? raceLost();
  // A round settled just before the session stopped still answers its retry.
  if (settled === 'session_stopped') return (await findRound(db, session, body.roundId)) ?? conflict();
  return { roundId: round.roundId, outcome: round.outcome, bet: round.bet, win: round.win, balance: settled };
}

function conflict(): never {
  throw sessionDeactivated();
}

/** The ledger key of a studio round: one per session and page round id. */
const roundKey = (session: RunIdentity, roundId: string) => `studio:${session.id}:${roundId}`;

/** A settled round's balance, or why nothing was settled (the transaction rolled back). */
type Settled = StudioBalance | Exclude<StoreOutcome, 'stored'>;

/** Rolls a round's transaction back with the reason storeRound gave. */
class RoundNotStored extends Error {
  constructor(readonly outcome: Exclude<StoreOutcome, 'stored'>) {
    super(`studio round not stored: ${outcome}`);
  }
}

/** Runs a round's transaction; a RoundNotStored rollback becomes its outcome. */
async function settling(work: () => Promise<StudioBalance>): Promise<Settled> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RoundNotStored) return error.outcome;
    throw error;
  }
}

/**
 * A player's round: stake and win through the seamless wallet, the round row in the same
 * transaction (also the benchmark's ceiling, scripts/bench-ledger-ceiling.ts); for real money
 * the player's progress too, and a level reached (levels/levels-reached.ts).
 */
export async function settlePlayerRound(db: Executor, session: RunIdentity, round: PlayedRound, allowBonus: boolean): Promise<Settled> {
  const userId = session.userId as number;
  // The running promos' rules: a snapshot kept in the process (no query on an ordinary round).
  const promoRules = session.mode === 'real' ? await promotionRoundRules(db) : null;
  // The game (kept per game and process: no query on an ordinary round): its provider for the
  // providers achievement, its slug and picture for a big win in the winners list.
  const game = session.mode === 'real' ? await studioGameOfSession(db, session) : null;
  const producerId = game?.producerId ?? null;
  // A big win (operator's threshold, read once per process) adds its winners row to the round's statement.
  const bigWin = game ? bigWinOf({ mode: session.mode, bet: round.bet, win: round.win, currency: session.currency }, game.slug) : null;
  // What the round earns in promotions, from what its stake took and its win paid in real money
  // (known once the ledger has planned the movement; kept for the live updates after commit).
  let promo: PromotionEarning = NO_EARNING;
  return settling(async () => {
    const { answer, reached, progress, achieved, compoints, scored, won } = await inTransaction(db, async (tx) => {
      const input = { transactionId: roundKey(session, round.roundId), userId, currency: session.currency, mode: session.mode, roundRef: round.roundId, bet: round.bet, win: round.win, allowBonus };
      if (session.mode !== 'real') {
        const moved = await betAndWin(tx, input);
        // The ledger key and the round row are written together: a replayed key means a stored round.
        if (moved.duplicate) throw new RoundNotStored('duplicate');
        const stored = await storeRound(tx, round);
        if (stored !== 'stored') throw new RoundNotStored(stored);
        return { answer: moved, reached: null, progress: null, achieved: [], compoints: null, scored: null as ScoreMoved | null, won: null as WonWinner | null };
      }
      // Real money: the round row, the player's progress and the round's score in the player's
      // chosen tournament are written by the statement that moves the money (round-record.ts,
      // tournaments/scoring.ts), and the promotions' points and prize pools
      // (promotions/round-points.ts), from what the stake took and the win paid in real money
      // (compoints only from slot stakes, lib/domain/compoints/compoints.ts).
      const xpOf = (real: number) => xpMillisOfStake(real, session.currency);
      const record = roundRecord(tx, { ...round, userId }, bigWin);
      const moved = await betAndWinWith(tx, input, ({ debited, credited }) => {
        promo = promoRules ? earningOfRound(promoRules, { gameId: round.gameId, currency: session.currency, realStake: debited.real, realWin: credited.real }) : NO_EARNING;
        return record.followUp({
          xpMillis: xpOf(debited.real),
          compointMillis: round.outcome.kind === 'slot' ? compointMillisOfStake(debited.real, session.currency) : 0,
          promo,
        });
      });
      if (moved.answer.duplicate) throw new RoundNotStored('duplicate');
      const stored = await record.outcomeOf(moved.follow);
      if (stored.outcome !== 'stored') throw new RoundNotStored(stored.outcome);
      const xpMillis = xpOf(moved.answer.debited.real);
      const reached = await reachLevel(tx, userId, stored.progress);
      // Achievements from what the round knows (no query on an ordinary round: achievement-events.ts).
      const achieved = await achievementsOfRound(tx, userId, {
        rounds: stored.progress.rounds,
        bet: round.bet,
        win: round.win,
        producerId,
        realStake: moved.answer.debited.real,
      });
      const compoints = await creditEarnedCompoints(tx, stored.compoints);
      return { answer: moved.answer, reached, progress: { row: stored.progress, xpMillis }, achieved, compoints, scored: stored.scored, won: stored.won };
    });
    // The live tables learn of a score that moved only once it committed (coalesced there: live.ts).
    if (scored) tournamentScored(scored);
    // The same for the promotions' pools and the player's points (promotions/round-live.ts, which
    // folds the round into the member rows first: fold.ts).
    const pooled = pooledPromotions(promo);
    if (pooled.length > 0) poolsGrew(pooled);
    // A big win written into the winners list goes to every lobby (room `site`) once it committed.
    if (won && game) {
      const winner = { ...won, amount: round.win, currency: session.currency, wonAt: round.createdAt.toISOString(), game: { slug: game.slug, name: game.name, preview: game.preview } };
      await publish(SITE_ROOM, { type: REALTIME_EVENTS.winnerAdded, winner });
    }
    const pointed = pointedPromotions(promo);
    if (pointed.length > 0 && answer.notice) pointsMoved(answer.notice.room, userId, pointed);
    await publishAnswer(answer);
    await writeOffBonusRemainder(db, answer);
    await announceLevel(db, reached);
    await announceCompoints(db, compoints);
    await announceAchievements(db, achieved);
    // Real money only: the miles notification and the win-back amount (each costs no query while nothing moved).
    if (progress && answer.notice) {
      await announceMiles(db, answer.notice.room, progress.row, progress.xpMillis);
      await noteRealRound(db, { userId, currency: session.currency, bet: round.bet, win: round.win }, answer.notice.room);
    }
    return sessionBalanceOf(session, answer.balance, allowBonus);
  });
}

/** A guest's demo round: the play money lives on the session row, checked in the same statement. */
async function settleGuestRound(db: Executor, session: RunIdentity, round: PlayedRound): Promise<Settled> {
  return settling(() =>
    inTransaction(db, async (tx) => {
      const [row] = await tx
        .update(gameSessions)
        .set({ guestBalance: sql`${gameSessions.guestBalance} - ${round.bet} + ${round.win}` })
        .where(and(eq(gameSessions.id, session.id), eq(gameSessions.status, 'active'), sql`${gameSessions.guestBalance} >= ${round.bet}`))
        .returning({ guestBalance: gameSessions.guestBalance });
      if (!row) {
        const current = await findSessionByToken(tx, session.runToken);
        if (current?.status !== 'active') throw new RoundNotStored('session_stopped');
        const play = current.guestBalance ?? 0;
        throw new InsufficientFundsError({ real: 0, bonus: 0, play }, play, round.bet);
      }
      const stored = await storeRound(tx, round);
      if (stored !== 'stored') throw new RoundNotStored(stored);
      return { mode: 'demo' as const, currency: session.currency, amount: row.guestBalance ?? 0 };
    }),
  );
}

function raceLost(): never {
  throw new Error('studio round: a concurrent request settled the round but it cannot be read');
}

/** The answer of a round this session already settled (a retried request), with today's balance. */
async function findRound(db: Executor, session: RunIdentity, roundId: string): Promise<StudioRoundAnswer | null> {
  const [row] = await db
    .select({ bet: gameRounds.bet, win: gameRounds.win, outcome: gameRounds.outcome })
    .from(gameRounds)
    .where(and(eq(gameRounds.sessionId, session.id), eq(gameRounds.roundId, roundId)))
    .limit(1);
  if (!row) return null;
  const game = await studioGameOfSession(db, session);
  return { roundId, outcome: row.outcome as StudioOutcome, bet: row.bet, win: row.win, balance: await sessionBalance(db, session, game.allowBonus) };
}

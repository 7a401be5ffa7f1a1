import 'server-only';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { FREE_ROUND_GIFT_TYPES, type FreeRoundGiftType } from '@/lib/domain/gifts/gifts';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import type { StudioRoundRequest, StudioOutcome } from '@/lib/domain/studio/round-types';
import type { FreeSpins, StudioRoundAnswer, StudioRoundBody } from '@/lib/domain/studio/studio-session';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { gameRounds, gameSessions, userGifts, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { freeRoundStake, freeRoundTermsOf, type FreeRoundTerms } from '@/lib/platform/gift-activation/free-round-terms';
import { publish } from '@/lib/platform/realtime/bus';
import { publishAnswer, withWagering } from '@/lib/platform/wallet/balances';
import { grant } from '@/lib/platform/wallet/credits';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { addWagering } from '@/lib/platform/wallet/wagering';
import { playRound } from './engines/play-round';
import { gameError, sessionDeactivated } from './errors';
import type { RunIdentity } from './game-sessions';
import type { PlayedRound } from './round-record';
import { sessionBalance, sessionBalanceOf } from './session-balance';
import type { ResolvedStudioGame } from './studio-games';
import { log } from '@/lib/platform/log/logger';

/**
 * Free rounds of a free-round gift (a giftspin on one slot, provider spins on any slot of one
 * producer, a free bet on any game of one producer), played in the game frame. The game page
 * learns of them from its session view (and the site from the game-run answer): `left` rounds at
 * the gift's `stake`. The page sends such a round with `freeSpin: true`; the server trusts nothing
 * of it but the wish — it finds the player's activated gift that may be played on this game
 * itself, and the stake must be the gift's.
 *
 * A free round is a separate path from a paid one (studio-rounds.ts hands it over before
 * anything else), so the paid round's cost is unchanged. The house pays the stake, so the ledger
 * moves only the win: bonus money from the house grants account (key per round), with
 * `win × wager` added to the wagering requirement in the same transaction. No stake leaves the
 * player, so no wagering counts down, and no experience or compoints are earned (those come
 * from real stakes only); tournaments and achievements score paid play only, so none of them
 * sees it. The round row (game_rounds.gift_id set) makes a retried round
 * id count once, and the gift's guarded UPDATE (`spins_left > 0`) makes two rounds at once never
 * take more spins than there are: the loser rolls back, round row and all.
 */

interface ActiveFreeRounds {
  giftId: number;
  type: FreeRoundGiftType;
  left: number;
  stake: number;
  wager: number;
  userHash: string;
}

/** The game a free round is asked for: what decides whether a gift's rounds may be played on it. */
type FreeRoundGame = Pick<ResolvedStudioGame, 'slug' | 'producerSlug' | 'studio'>;

/** Whether a gift of these terms may be played on `game`. */
function playsOn(terms: FreeRoundTerms, game: FreeRoundGame): boolean {
  const { scope } = terms;
  if ('gameSlug' in scope) return scope.gameSlug === game.slug;
  return scope.producerSlug === game.producerSlug && (!scope.slotsOnly || game.studio.kind === 'slot');
}

/**
 * The player's activated free-round gift with rounds left, a stake in `currency` and `game` in
 * its scope; null when none. Activation lets one run at a time, so there is at most one.
 */
async function activeFreeRounds(db: Executor, userId: number, game: FreeRoundGame, currency: string, at: Date): Promise<ActiveFreeRounds | null> {
  const rows = await db
    .select({ id: userGifts.id, type: userGifts.type, terms: userGifts.terms, left: userGifts.spinsLeft, hash: users.hash })
    .from(userGifts)
    .innerJoin(users, eq(users.id, userGifts.userId))
    .where(
      and(
        eq(userGifts.userId, userId),
        inArray(userGifts.type, [...FREE_ROUND_GIFT_TYPES]),
        eq(userGifts.state, 'activated'),
        gt(userGifts.spinsLeft, 0),
        gt(userGifts.expiredAt, at),
      ),
    )
    .orderBy(asc(userGifts.id))
    .limit(FREE_ROUND_ROWS);
  for (const row of rows) {
    const terms = freeRoundTermsOf(row);
    const stake = terms ? freeRoundStake(terms, currency) : null;
    if (!terms || stake === null || row.left === null || !playsOn(terms, game)) continue;
    return { giftId: row.id, type: terms.type, left: row.left, stake, wager: terms.wager, userHash: row.hash };
  }
  return null;
}

/** Rows read to find the gift for a game: one normally, a few when older rows overlap. */
const FREE_ROUND_ROWS = 5;

/** What the game-run answer and the studio page tell of free rounds; null for guests, demo play, or none. */
export async function freeSpinsOf(db: Executor, session: Pick<RunIdentity, 'userId' | 'mode' | 'currency'>, game: FreeRoundGame): Promise<FreeSpins | null> {
  if (session.userId === null || session.mode !== 'real') return null;
  const active = await activeFreeRounds(db, session.userId, game, session.currency, now());
  return active ? { left: active.left, stake: active.stake, kind: active.type === 'freebet' ? 'bet' : 'spins' } : null;
}

/** The ledger key of a free round's win: one per session and page round id. */
export const freeRoundKey = (session: Pick<RunIdentity, 'id'>, roundId: string) => `freespin:${session.id}:${roundId}`;

class FreeRoundRefused extends Error {
  constructor(readonly reason: 'not_stored' | 'no_spins') {
    super(`free round refused: ${reason}`);
  }
}

interface Settled {
  left: number;
  state: 'activated' | 'used';
  answer: WalletAnswer | null;
}

/** POST /json-api/studio/rounds with `freeSpin: true` (studio-rounds.ts hands it here). */
export async function playFreeSpin(db: Executor, session: RunIdentity, game: ResolvedStudioGame, body: StudioRoundBody): Promise<StudioRoundAnswer> {
  if (session.userId === null || session.mode !== 'real') throw gameError('no_free_spins');
  const userId = session.userId;
  const at = now();
  const active = await activeFreeRounds(db, userId, game, session.currency, at);
  // The last spin's retry finds the gift used: its round still answers.
  if (!active) return (await findFreeRound(db, session, body.roundId, game)) ?? refuse();
  if (body.bet !== active.stake) throw gameError('invalid_bet');

  const request: StudioRoundRequest =
    game.studio.kind === 'dice' ? { bet: active.stake, target: body.target ?? -1, direction: body.direction ?? 'under' } : { bet: active.stake };
  const result = playRound(game.studio, request);
  if (!result.ok) throw gameError(result.error);
  const round: PlayedRound = {
    sessionId: session.id,
    roundId: body.roundId,
    gameId: session.gameId,
    userId,
    mode: 'real',
    currency: session.currency,
    bet: active.stake,
    win: result.win,
    outcome: result.outcome,
    createdAt: at,
  };

  let settled: Settled;
  try {
    settled = await inTransaction(db, async (tx) => {
      const inserted = await queryRows<{ id: number | string }>(tx, insertFreeRound(round, active.giftId));
      if (inserted.length === 0) throw new FreeRoundRefused('not_stored');
      const [spent] = await queryRows<{ spins_left: number; state: 'activated' | 'used' }>(
        tx,
        sql`update ${userGifts} set spins_left = spins_left - 1,
            state = case when spins_left = 1 then 'used' else state end,
            used_at = case when spins_left = 1 then ${at.toISOString()}::timestamptz else used_at end,
            updated_at = ${at.toISOString()}::timestamptz
          where id = ${active.giftId} and user_id = ${userId} and state = 'activated' and spins_left > 0 and expired_at > ${at.toISOString()}::timestamptz
          returning spins_left, state`,
      );
      if (!spent) throw new FreeRoundRefused('no_spins');
      let answer: WalletAnswer | null = null;
      if (round.win > 0) {
        answer = await grant(tx, { transactionId: freeRoundKey(session, round.roundId), userId, currency: session.currency, amount: round.win, to: 'bonus' });
        if (!answer.duplicate && active.wager > 0) answer = withWagering(answer, await addWagering(tx, userId, session.currency, round.win * active.wager));
      }
      return { left: spent.spins_left, state: spent.state, answer };
    });
  } catch (error) {
    if (!(error instanceof FreeRoundRefused)) throw error;
    if (error.reason === 'no_spins') refuse();
    // A retried round id (or a session stopped meanwhile): the stored round answers.
    return (await findFreeRound(db, session, body.roundId, game)) ?? sessionStopped();
  }

  if (settled.answer) await publishAnswer(settled.answer);
  await announceSpin(userRoom(active.userHash), active, settled.state);
  const balance = settled.answer ? sessionBalanceOf(session, settled.answer.balance, game.allowBonus) : await sessionBalance(db, session, game.allowBonus);
  return { roundId: round.roundId, outcome: round.outcome, bet: round.bet, win: round.win, balance, freeSpinsLeft: settled.left };
}

function refuse(): never {
  throw gameError('no_free_spins');
}

function sessionStopped(): never {
  throw sessionDeactivated();
}

/** `gifts_state_updated` after each free round; `gifts_state_changed` (used) after the last. Never throws. */
async function announceSpin(room: string, gift: Pick<ActiveFreeRounds, 'giftId' | 'type'>, state: 'activated' | 'used'): Promise<void> {
  try {
    const told = { id: gift.giftId, type: gift.type, state };
    await publish(room, { type: REALTIME_EVENTS.giftStateUpdated, gift: told });
    if (state === 'used') await publish(room, { type: REALTIME_EVENTS.giftStateChanged, gift: told });
  } catch (error) {
    log.error('games: free round events not published', error);
  }
}

/** The round row of a free round, only while the session is active; a taken round id inserts nothing. */
function insertFreeRound(round: PlayedRound, giftId: number) {
  return sql`insert into ${gameRounds} (session_id, round_id, game_id, user_id, mode, currency, bet, win, outcome, gift_id, created_at)
      select ${round.sessionId}, ${round.roundId}, ${round.gameId}, ${round.userId}, ${round.mode}, ${round.currency}, ${round.bet}, ${round.win},
        ${JSON.stringify(round.outcome)}::jsonb, ${giftId}, ${round.createdAt.toISOString()}::timestamptz
      where exists (select 1 from ${gameSessions} where ${gameSessions.id} = ${round.sessionId} and ${gameSessions.status} = 'active')
      on conflict (session_id, round_id) do nothing
      returning id`;
}

/** The answer of a free round this session already settled (a retry), with today's balance and spins. */
async function findFreeRound(db: Executor, session: RunIdentity, roundId: string, game: ResolvedStudioGame): Promise<StudioRoundAnswer | null> {
  const [row] = await db
    .select({ bet: gameRounds.bet, win: gameRounds.win, outcome: gameRounds.outcome, left: userGifts.spinsLeft })
    .from(gameRounds)
    .innerJoin(userGifts, eq(userGifts.id, gameRounds.giftId))
    .where(and(eq(gameRounds.sessionId, session.id), eq(gameRounds.roundId, roundId), isNotNull(gameRounds.giftId)))
    .limit(1);
  if (!row) return null;
  const balance = await sessionBalance(db, session, game.allowBonus);
  return { roundId, outcome: row.outcome as StudioOutcome, bet: row.bet, win: row.win, balance, freeSpinsLeft: row.left ?? 0 };
}

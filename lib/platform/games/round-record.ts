import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { GameRunType } from '@/lib/domain/games/game-run';
import type { StudioOutcome } from '@/lib/domain/studio/round-types';
import type { Executor } from '@/lib/platform/db/executor';
import { gameRounds, gameSessions, playerProgress } from '@/lib/platform/db/schema';
import { savesRoundTrips, queryRows } from '@/lib/platform/db/driver-query';
import type { ProgressRow } from '@/lib/platform/levels/progress';
import type { FollowUp } from '@/lib/platform/wallet/ledger';
import type { EarnedCompoints } from '@/lib/platform/compoints/earning';
import type { ScoreMoved } from '@/lib/platform/tournaments/live';
import { NO_EARNING, promoMovesOf, type PromotionEarning } from '@/lib/platform/promotions/round-points';
import { chosenColumn, chosenProbeCte, scoredColumns, scoreMovedOf, scoreRoundAlone, scoreRoundCte, type ScoredColumns } from '@/lib/platform/tournaments/scoring';
import { winnerCte, type BigWin, type WonRow } from '@/lib/platform/content/winner-record';

/**
 * The one place a played round is recorded: stored for tournaments and promotions to
 * score later. Any game source — the built-in studio or an outside provider — records its
 * rounds here, so scoring never depends on where a game came from.
 */

export interface PlayedRound {
  sessionId: string;
  roundId: string;
  gameId: number;
  /** Null for a guest's demo round. */
  userId: number | null;
  mode: GameRunType;
  currency: string;
  bet: number;
  win: number;
  outcome: StudioOutcome;
  createdAt: Date;
}

/** What storing a round came to: a retried request finds its round id taken. */
export type StoreOutcome = 'stored' | 'duplicate' | 'session_stopped';

/**
 * The insert of a round row, only while its session is active; a taken round id inserts nothing.
 * It yields the row's id and `created_at`. `posted`: the statement also moves the round's money
 * (FollowUp), and the row goes in only when that movement was written (a taken ledger key writes
 * nothing more). `promoMoves`: what the round earned in promotions (round-points.ts `promoMovesOf`).
 */
function insertRound(round: PlayedRound, posted = false, promoMoves: string | null = null) {
  return sql`insert into ${gameRounds} (session_id, round_id, game_id, user_id, mode, currency, bet, win, outcome, created_at${promoMoves ? sql`, promo_moves` : sql``})
      select ${round.sessionId}, ${round.roundId}, ${round.gameId}, ${round.userId}, ${round.mode}, ${round.currency}, ${round.bet}, ${round.win},
        ${JSON.stringify(round.outcome)}::jsonb, ${round.createdAt.toISOString()}::timestamptz${promoMoves ? sql`, ${promoMoves}::bigint[]` : sql``}
      where exists (select 1 from ${gameSessions} where ${gameSessions.id} = ${round.sessionId} and ${gameSessions.status} = 'active')
        ${posted ? sql`and exists (select 1 from posted where posted.posted_id is not null)` : sql``}
      on conflict (session_id, round_id) do nothing
      returning id, created_at`;
}

/** When nothing was inserted: a retried round id, or a session stopped meanwhile (one more query, off the hot path). */
async function notStored(tx: Executor, round: PlayedRound): Promise<Exclude<StoreOutcome, 'stored'>> {
  const [taken] = await queryRows<{ id: number | string }>(
    tx,
    sql`select id from ${gameRounds} where ${gameRounds.sessionId} = ${round.sessionId} and ${gameRounds.roundId} = ${round.roundId}`,
  );
  return taken ? 'duplicate' : 'session_stopped';
}

/**
 * Stores the round inside the caller's transaction (the same one that moved its money), only
 * while its session is active: the check sits in the insert itself, so a round costs no query
 * of the session before it (a second window or a logout stops a session at any moment). When
 * nothing was inserted, one more query tells a retried round id from a stopped session; the
 * caller rolls its transaction back for either. One statement on the driver (driver-query.ts):
 * this is the hot path of every round.
 */
export async function storeRound(tx: Executor, round: PlayedRound): Promise<StoreOutcome> {
  const inserted = await queryRows<{ id: number | string }>(tx, insertRound(round), { prepared: true });
  return inserted.length > 0 ? 'stored' : notStored(tx, round);
}

/** What the round statement answers: the progress as it now stands, and the score or the chosen probe. */
type RecordRow = {
  /** Null when the round row did not go in (the follow-up's left join). */
  xp_millis: number | string | null;
  xp_bonus: number | string;
  rounds: number;
  level: number;
  compoint_millis: number | string;
  compoints_credited: number | string;
  chosen_tournament_id?: number | null;
} & Partial<ScoredColumns> &
  Partial<WonRow>;

/** A big win the statement wrote into the winners list (content/winner-record.ts), for the live list after commit. */
export interface WonWinner {
  id: number;
  userName: string;
}

export type RecordOutcome =
  | { outcome: 'stored'; progress: ProgressRow; compoints: EarnedCompoints; scored: ScoreMoved | null; won: WonWinner | null }
  | { outcome: Exclude<StoreOutcome, 'stored'> };

/**
 * The round row, the progress and the score as CTEs, and the select of their row. PostgreSQL
 * scores in the statement; PGlite asks only whether there is anything to score (scoring.ts). A
 * big win adds its winners row as one more CTE (content/winner-record.ts); an ordinary round's
 * statement has none, so it stays the same prepared statement as before.
 */
function recordParts(
  round: PlayedRound & { userId: number },
  earned: { xpMillis: number; compointMillis: number; promo: PromotionEarning },
  folded: boolean,
  posted: boolean,
  bigWin: BigWin | null = null,
): { ctes: SQL; columns: SQL; joins: SQL } {
  const parts = roundParts(round, earned, folded, posted);
  if (!bigWin) return parts;
  return {
    ctes: sql`${parts.ctes}, ${winnerCte('stored', round, bigWin)}`,
    columns: sql`${parts.columns}, won.winner_id, won.winner_name`,
    joins: sql`${parts.joins} left join won on true`,
  };
}

function roundParts(
  round: PlayedRound & { userId: number },
  earned: { xpMillis: number; compointMillis: number; promo: PromotionEarning },
  folded: boolean,
  posted: boolean,
): { ctes: SQL; columns: SQL; joins: SQL } {
  const { xpMillis, compointMillis } = earned;
  // Promotions only with the money's movement: the round row that carries them goes in only with it.
  return {
    ctes: sql`stored as (${insertRound(round, posted, posted ? promoMovesOf(earned.promo) : null)}),
      counted as (
        insert into ${playerProgress} as p (user_id, xp_millis, compoint_millis, rounds) select ${round.userId}, ${xpMillis}, ${compointMillis}, 1 from stored
        on conflict (user_id) do update
          set xp_millis = p.xp_millis + excluded.xp_millis, compoint_millis = p.compoint_millis + excluded.compoint_millis, rounds = p.rounds + 1
        returning p.xp_millis, p.xp_bonus, p.rounds, p.level, p.compoint_millis, p.compoints_credited
      ),
      ${folded ? scoreRoundCte('stored', round) : chosenProbeCte('stored', round.userId)}`,
    columns: sql`counted.*, ${folded ? scoredColumns : chosenColumn}`,
    joins: folded ? sql`join counted on true left join scored on true` : sql`join counted on true`,
  };
}

async function recordOutcome(tx: Executor, round: PlayedRound & { userId: number }, row: RecordRow | undefined, folded: boolean): Promise<RecordOutcome> {
  // No progress counted: the round row did not go in.
  if (!row || row.xp_millis === null || row.xp_millis === undefined) return { outcome: await notStored(tx, round) };
  const scored = folded
    ? scoreMovedOf({ scored_tournament_id: row.scored_tournament_id ?? null, scored_series_id: row.scored_series_id ?? null, scored_moved: row.scored_moved ?? null }, round.userId)
    : row.chosen_tournament_id === null || row.chosen_tournament_id === undefined
      ? null
      : await scoreRoundAlone(tx, round);
  return {
    outcome: 'stored',
    progress: { xpMillis: Number(row.xp_millis), xpBonus: Number(row.xp_bonus), rounds: row.rounds, level: row.level },
    compoints: { userId: round.userId, millis: Number(row.compoint_millis), credited: Number(row.compoints_credited) },
    scored,
    won: row.winner_id === null || row.winner_id === undefined || !row.winner_name ? null : { id: Number(row.winner_id), userName: row.winner_name },
  };
}

/**
 * `storeRound` for a player's real-money round, with the player's progress counted and the
 * round scored in the player's chosen tournament in the same statement (data-modifying CTEs:
 * the progress row and the tournament member move only when the round row was inserted, so a
 * retried round id counts nothing twice), so loyalty and tournaments cost the round no extra
 * round trip. On PGlite, which has no round trip to save, a player
 * with a chosen tournament is scored by one more statement in the same transaction instead
 * (tournaments/scoring.ts). Counts experience and compoints (thousandths; `compointMillis` is 0 for a stake
 * that earns none) and returns the progress as it now stands, with the compoints earned and
 * those already credited (lib/platform/compoints/earning.ts), and the tournament score that
 * moved (tournaments/scoring.ts; null when none did) for the live tables after commit.
 * Promotions earn only through `roundRecord`, whose statement also moves the round's money.
 */
export async function storeRoundWithProgress(tx: Executor, round: PlayedRound & { userId: number }, xpMillis: number, compointMillis = 0): Promise<RecordOutcome> {
  const folded = savesRoundTrips(tx);
  const { ctes, columns, joins } = recordParts(round, { xpMillis, compointMillis, promo: NO_EARNING }, folded, false);
  const [stored] = await queryRows<RecordRow>(tx, sql`with ${ctes} select ${columns} from (select 1) one ${joins}`, { prepared: true });
  return recordOutcome(tx, round, stored, folded);
}

/**
 * The same record as a follow-up of the statement that moves the round's money (wallet/ledger.ts
 * FollowUp): a real-money round is then the lock (with BEGIN), this one statement and COMMIT.
 * Each statement saved is about a tenth of a PostgreSQL round's throughput (measured: one
 * statement more, 787 → 701 rounds/s at 50 players). `followUp` takes what the stake earns (known
 * from the movement's plan); `outcomeOf` reads the statement's row.
 */
export interface RoundRecord {
  followUp(earned: { xpMillis: number; compointMillis: number; promo: PromotionEarning }): FollowUp;
  outcomeOf(follow: unknown): Promise<RecordOutcome>;
}

/** `bigWin`: the round is a big win for the winners list (content/winner-record.ts bigWinOf). */
export function roundRecord(tx: Executor, round: PlayedRound & { userId: number }, bigWin: BigWin | null = null): RoundRecord {
  const folded = savesRoundTrips(tx);
  return {
    followUp: (earned) => {
      const { ctes, columns, joins } = recordParts(round, earned, folded, true, bigWin);
      return { ctes, columns, joins: sql`left ${joins}` };
    },
    outcomeOf: (follow) => recordOutcome(tx, round, (follow ?? undefined) as RecordRow | undefined, folded),
  };
}

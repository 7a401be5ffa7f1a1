import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { moneyScore, multiplierScore, TOURNAMENT_MECHANICS as M } from '@/lib/domain/tournaments/tournaments';
import { tournamentGames, tournamentMembers, tournaments } from '@/lib/platform/db/schema';
import type { ScoreMoved } from './live';

/**
 * Scoring a real-money round (spec §3 mechanics) in the round's own statement: the
 * round path (games/round-record.ts) folds `scoreRoundCte` into the data-modifying CTE that
 * inserts the round row, so scoring costs no extra round trip, moves only when that row was
 * inserted (a retried round id inserts nothing, so it scores nothing: exactly once by
 * construction) and commits or rolls back with the round's money.
 *
 * A round scores in the player's CHOSEN tournament only (tournament_members.chosen, at most one
 * per player by a partial unique index), and only when that tournament is not finished, the
 * round's time is within [start_at, end_at), its game is one of the tournament's games and its
 * bet within bet_min … bet_max. Callers hand it real-money rounds only: demo and guest rounds
 * never reach it, nor a giftspin's free round (games/free-spins.ts), whose stake is the house's,
 * not the player's money.
 *
 * The SQL computes exactly `nextScore` of lib/domain/tournaments/tournaments.ts: the three candidates a
 * round can add (`moneyScore` of the bet and of the win in the round's currency, and
 * `multiplierScore`) are computed here by the domain functions and passed as parameters, and the
 * statement only picks one by the tournament's mechanic — summed for 1–3, the greater for 4.
 * `scored_at` moves only when the score does (mechanic 4 keeps the earlier time on a round that
 * does not beat the best), `rounds` counts every scoring round.
 *
 * Two shapes, the same rows written: on PostgreSQL the scoring CTEs ride in the round statement
 * (a prepared statement, so the larger plan is made once per connection, and no round trip is
 * added); on PGlite, which has no round trip to save, the round statement only asks whether the
 * player has a chosen tournament (`chosenProbeCte`) and `scoreRoundAlone` runs the scoring CTEs
 * in the same transaction only for such a player, as a prepared statement of its own (its text
 * is the same every round: every value is a parameter). Measured on PGlite, the round
 * transaction in a loop (scripts/bench-ledger-ceiling.ts) for a player with a chosen tournament:
 * 310 tx/s with that statement planned every round, 500–520 prepared, 440 with the scoring
 * folded into the round statement as on PostgreSQL (which also took a player in no tournament
 * from about 590 to 440).
 */

export interface ScoringRound {
  userId: number;
  gameId: number;
  currency: string;
  bet: number;
  win: number;
  createdAt: Date;
}

/** The columns `scoreRoundCte` adds to the round statement's answer (null when nothing scored). */
export interface ScoredColumns {
  scored_tournament_id: number | null;
  scored_series_id: number | null;
  scored_moved: boolean | null;
}

/**
 * Two CTEs named `scoring` (the chosen membership, locked) and `scored` (its update), to follow
 * a CTE named `after` that yields a row only when the round row was inserted. The caller
 * selects `scoredColumns` from `scored` (left-joined: a round outside every tournament still
 * answers). The lock makes `moved` compare with the score as it stood just before this round.
 */
export function scoreRoundCte(after: string, round: ScoringRound): SQL {
  const at = round.createdAt.toISOString();
  const bets = moneyScore(round.bet, round.currency);
  const wins = moneyScore(round.win, round.currency);
  const x = multiplierScore(round.bet, round.win);
  const next = (score: SQL) => sql`case s.mechanic
      when ${M.sumOfBets} then ${score} + ${bets}::bigint
      when ${M.sumOfWins} then ${score} + ${wins}::bigint
      when ${M.cumulativeX} then ${score} + ${x}::bigint
      else greatest(${score}, ${x}::bigint) end`;
  return sql`scoring as (
      select m.tournament_id, m.score as score_before, t.series_id, t.mechanic
      from ${tournamentMembers} m join ${tournaments} t on t.id = m.tournament_id
      where exists (select 1 from ${sql.raw(after)}) and m.user_id = ${round.userId} and m.chosen
        and t.status <> 'finished' and t.start_at <= ${at}::timestamptz and t.end_at > ${at}::timestamptz
        and t.bet_min <= ${round.bet} and (t.bet_max is null or t.bet_max >= ${round.bet})
        and exists (select 1 from ${tournamentGames} g where g.tournament_id = t.id and g.game_id = ${round.gameId})
      for update of m
    ),
    scored as (
      update ${tournamentMembers} m set
        score = ${next(sql`s.score_before`)},
        scored_at = case when ${next(sql`s.score_before`)} <> s.score_before then ${at}::timestamptz else m.scored_at end,
        rounds = m.rounds + 1
      from scoring s
      where m.tournament_id = s.tournament_id and m.user_id = ${round.userId}
      returning m.tournament_id, s.series_id, m.score <> s.score_before as moved
    )`;
}

/** What the round statement selects from `scored` (with `left join scored on true`). */
export const scoredColumns = sql`scored.tournament_id as scored_tournament_id, scored.series_id as scored_series_id, scored.moved as scored_moved`;

/** The score that moved, for the live tables after commit (`tournamentScored`); null when none did. */
export function scoreMovedOf(row: ScoredColumns, userId: number): ScoreMoved | null {
  if (row.scored_tournament_id === null || row.scored_moved !== true) return null;
  return { tournamentId: Number(row.scored_tournament_id), seriesId: row.scored_series_id === null ? null : Number(row.scored_series_id), userId };
}

/** PGlite's shape: whether the player has a chosen tournament (read only when the round row was inserted). */
export function chosenProbeCte(after: string, userId: number): SQL {
  return sql`chosen as (
      select m.tournament_id from ${tournamentMembers} m where exists (select 1 from ${sql.raw(after)}) and m.user_id = ${userId} and m.chosen
    )`;
}

/** What the round statement selects from `chosen` (null: no chosen tournament, nothing to score). */
export const chosenColumn = sql`(select chosen.tournament_id from chosen) as chosen_tournament_id`;

/**
 * PGlite's shape: scores a round whose row this transaction just inserted (the caller runs it only
 * then, so a retried round id still scores nothing), as its own prepared statement.
 */
export async function scoreRoundAlone(tx: Executor, round: ScoringRound): Promise<ScoreMoved | null> {
  const [row] = await queryRows<ScoredColumns>(
    tx,
    sql`with inserted as (select 1), ${scoreRoundCte('inserted', round)}
      select ${scoredColumns} from inserted left join scored on true`,
    { prepared: true },
  );
  return row ? scoreMovedOf(row, round.userId) : null;
}

import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { leaderName, type TournamentLeaderDto } from '@/lib/domain/tournaments/tournaments';
import type { Executor } from '@/lib/platform/db/executor';
import { queryRows } from '@/lib/platform/db/driver-query';
import { tournamentMembers, tournaments, users } from '@/lib/platform/db/schema';
import { countsInRankings } from '@/lib/platform/demo-data/rankings';

/**
 * The one home of ranking: the tables the tournament page, its card, the live updates
 * and the finisher read. Higher score first; equal scores go to whoever reached them first
 * (`scored_at`), then to the earlier join — so a position never depends on how a query happens to
 * be planned. An invented account ranks only while demo data is on (countsInRankings), so with it
 * off the finisher pays it nothing. A series ranks its members by the sum of their scores over its tournaments.
 */

interface RankedRow {
  user_id: number;
  nick_name: string | null;
  score: number | string;
  position: number | string;
}

const toLeader = (row: RankedRow, viewerId: number | null): TournamentLeaderDto => ({
  userId: row.user_id,
  username: leaderName(row.nick_name, row.user_id),
  position: Number(row.position),
  score: Number(row.score),
  isItsMe: viewerId !== null && row.user_id === viewerId,
});

/** The members of the tournaments `filter` picks (on alias m), each with their position in their own tournament. */
function rankedTournaments(filter: SQL): SQL {
  return sql`select m.tournament_id, m.user_id, u.nick_name, m.score,
      row_number() over (partition by m.tournament_id order by m.score desc, m.scored_at asc nulls last, m.joined_at asc, m.user_id asc) as position
    from ${tournamentMembers} m join ${users} u on u.id = m.user_id
    where ${filter} and ${countsInRankings(sql`m.user_id`)}`;
}

/** The members of one tournament with their positions (a subquery: callers slice it). */
const rankedTournament = (tournamentId: number): SQL => rankedTournaments(sql`m.tournament_id = ${tournamentId}`);

/** The members of a series, their scores summed over its tournaments. */
function rankedSeries(seriesId: number): SQL {
  return sql`select s.user_id, u.nick_name, s.score,
      row_number() over (order by s.score desc, s.scored_at asc nulls last, s.joined_at asc, s.user_id asc) as position
    from (
      select m.user_id, sum(m.score) as score, max(m.scored_at) as scored_at, min(m.joined_at) as joined_at
      from ${tournamentMembers} m join ${tournaments} t on t.id = m.tournament_id
      where t.series_id = ${seriesId} and ${countsInRankings(sql`m.user_id`)}
      group by m.user_id
    ) s join ${users} u on u.id = s.user_id`;
}

async function top(db: Executor, ranked: SQL, limit: number, viewerId: number | null): Promise<TournamentLeaderDto[]> {
  const rows = await queryRows<RankedRow>(db, sql`select * from (${ranked}) r order by r.position limit ${limit}`);
  return rows.map((row) => toLeader(row, viewerId));
}

/** The player's row with the one just above and the one just below (spec §3 opponents); empty for a non-member. */
async function around(db: Executor, ranked: SQL, userId: number): Promise<TournamentLeaderDto[]> {
  const rows = await queryRows<RankedRow>(
    db,
    sql`with r as (${ranked}), me as (select position from r where user_id = ${userId})
      select r.* from r, me where r.position between me.position - 1 and me.position + 1 order by r.position`,
  );
  return rows.map((row) => toLeader(row, userId));
}

/** One tournament's top rows on their own: the plain read the batched list (leadersOfTournaments) and the live tables are checked against. */
export const tournamentLeaders = (db: Executor, tournamentId: number, limit: number, viewerId: number | null = null) =>
  top(db, rankedTournament(tournamentId), limit, viewerId);

/**
 * The top `limit` rows of each of several tournaments in one query (the list's cards: one ranking
 * query per card made the list's cost grow with the number of tournaments). Every id is a key.
 */
export async function leadersOfTournaments(db: Executor, ids: readonly number[], limit: number, viewerId: number | null = null): Promise<Map<number, TournamentLeaderDto[]>> {
  const leaders = new Map<number, TournamentLeaderDto[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return leaders;
  const filter = sql`m.tournament_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const rows = await queryRows<RankedRow & { tournament_id: number }>(
    db,
    sql`select * from (${rankedTournaments(filter)}) r where r.position <= ${limit} order by r.tournament_id, r.position`,
  );
  for (const row of rows) leaders.get(Number(row.tournament_id))?.push(toLeader(row, viewerId));
  return leaders;
}

export const tournamentOpponents = (db: Executor, tournamentId: number, userId: number) => around(db, rankedTournament(tournamentId), userId);

export const seriesLeaders = (db: Executor, seriesId: number, limit: number, viewerId: number | null = null) =>
  top(db, rankedSeries(seriesId), limit, viewerId);

export const seriesOpponents = (db: Executor, seriesId: number, userId: number) => around(db, rankedSeries(seriesId), userId);

/** Every member's final position, best first (the finisher pays prizes by it). */
export async function finalStandings(db: Executor, tournamentId: number): Promise<Array<{ userId: number; position: number; score: number }>> {
  const rows = await queryRows<RankedRow>(db, sql`select * from (${rankedTournament(tournamentId)}) r order by r.position`);
  return rows.map((row) => ({ userId: row.user_id, position: Number(row.position), score: Number(row.score) }));
}

/** A series' final standings, best first. */
export async function finalSeriesStandings(db: Executor, seriesId: number): Promise<Array<{ userId: number; position: number; score: number }>> {
  const rows = await queryRows<RankedRow>(db, sql`select * from (${rankedSeries(seriesId)}) r order by r.position`);
  return rows.map((row) => ({ userId: row.user_id, position: Number(row.position), score: Number(row.score) }));
}

/**
 * The whole table, best first, nobody marked as the viewer: the live publisher reads it once per
 * flush and slices the leaders and every moved player's neighbours from it (`rowsAround`), instead
 * of one ranking query per player.
 */
export async function tournamentTable(db: Executor, tournamentId: number): Promise<TournamentLeaderDto[]> {
  const rows = await queryRows<RankedRow>(db, sql`select * from (${rankedTournament(tournamentId)}) r order by r.position`);
  return rows.map((row) => toLeader(row, null));
}

/** A series' whole standings, best first (see tournamentTable). */
export async function seriesTable(db: Executor, seriesId: number): Promise<TournamentLeaderDto[]> {
  const rows = await queryRows<RankedRow>(db, sql`select * from (${rankedSeries(seriesId)}) r order by r.position`);
  return rows.map((row) => toLeader(row, null));
}

/** What tournamentOpponents answers, cut from a whole table: the player's row and the ones just above and below. */
export function rowsAround(table: readonly TournamentLeaderDto[], userId: number): TournamentLeaderDto[] {
  const i = table.findIndex((row) => row.userId === userId);
  if (i < 0) return [];
  return table.slice(Math.max(0, i - 1), i + 2).map((row) => ({ ...row, isItsMe: row.userId === userId }));
}

import 'server-only';
import { and, asc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { now as clockNow } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { tournamentMembers, tournamentSeries, tournaments } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { tournamentRoom } from '@/lib/domain/tournaments/tournaments';
import { publish } from '@/lib/platform/realtime/bus';
import { announcePrizes, payPrizes, type PaidPrizes } from './prizes';
import { finalSeriesStandings, finalStandings } from './standings';
import { log } from '@/lib/platform/log/logger';

/**
 * Finishing ("at endAt a tournament is finished once — also with several instances and
 * across restarts"). The claim is a row in the database, not a timer: one transaction
 *
 *   update tournaments set status = 'finished' … where id = ? and status <> 'finished' and end_at <= now
 *
 * then writes every member's final position, unchooses the members and pays the prizes. Two
 * instances racing for one tournament: the second's update waits for the first's row lock and,
 * once the first commits, matches no row — it pays nothing. A crash (or an error) anywhere before
 * the commit rolls the claim back with everything else, so a later run (the sweeper on any
 * instance, after a restart) finishes it whole. A series is claimed the same way through
 * tournament_series.finished_at once all its tournaments are finished, in a transaction of its
 * own (two of its tournaments finishing at once on two instances would each still see the other
 * unfinished inside their own transactions).
 */

export interface FinishRun {
  /** Tournaments this call finished (claimed, positions written, prizes paid). */
  finished: number[];
  /** Series this call finished. */
  seriesFinished: number[];
  /** Tournaments or series whose finish failed and rolled back (logged; the next run retries). */
  failed: string[];
}

/** Finishes every tournament whose end has come, then every series whose last tournament finished. */
export async function finishDueTournaments(db: Executor, at: Date = clockNow()): Promise<FinishRun> {
  const run: FinishRun = { finished: [], seriesFinished: [], failed: [] };
  const due = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(ne(tournaments.status, 'finished'), lte(tournaments.endAt, at)))
    .orderBy(asc(tournaments.endAt), asc(tournaments.id));
  for (const { id } of due) {
    try {
      if (await finishTournament(db, id, at)) run.finished.push(id);
    } catch (error) {
      log.error(`tournaments: finishing tournament ${id} failed; the next run retries`, error);
      run.failed.push(`tournament:${id}`);
    }
  }
  const series = await db
    .select({ id: tournamentSeries.id })
    .from(tournamentSeries)
    .where(and(isNull(tournamentSeries.finishedAt), allLegsFinished()));
  for (const { id } of series) {
    try {
      if (await finishSeries(db, id, at)) run.seriesFinished.push(id);
    } catch (error) {
      log.error(`tournaments: finishing series ${id} failed; the next run retries`, error);
      run.failed.push(`series:${id}`);
    }
  }
  return run;
}

/** A series with tournaments, none of them unfinished. */
const allLegsFinished = () =>
  // Spelled out: inside an update drizzle would name the column unqualified, and "id" would be t's.
  sql`exists (select 1 from ${tournaments} t where t.series_id = tournament_series.id)
    and not exists (select 1 from ${tournaments} t where t.series_id = tournament_series.id and t.status <> 'finished')`;

/** Claims and finishes one tournament; false when it was not due or another run finished it. */
export async function finishTournament(db: Executor, tournamentId: number, at: Date = clockNow()): Promise<boolean> {
  const paid = await inTransaction(db, async (tx): Promise<PaidPrizes | null> => {
    const [t] = await tx
      .update(tournaments)
      .set({ status: 'finished', finishedAt: at })
      .where(and(eq(tournaments.id, tournamentId), ne(tournaments.status, 'finished'), lte(tournaments.endAt, at)))
      .returning({ id: tournaments.id, slug: tournaments.slug, title: tournaments.title, prizes: tournaments.prizes });
    if (!t) return null;
    // Spec §4: only an active tournament is chosen; a finished one holds nobody's rounds. Done
    // BEFORE the standings are read: the update waits for every round still scoring here (its
    // transaction holds the member row, scoring.ts), and a round that comes after finds its row
    // unchosen and scores nothing — so the final positions count every score there will ever be.
    await tx
      .update(tournamentMembers)
      .set({ chosen: false })
      .where(and(eq(tournamentMembers.tournamentId, t.id), eq(tournamentMembers.chosen, true)));
    const standings = await finalStandings(tx, t.id);
    await writeFinalPositions(tx, t.id, standings);
    return payPrizes(tx, { scope: 'tournament', id: t.id, title: t.title, link: `/tournaments/${t.slug}`, prizes: t.prizes, standings });
  });
  if (!paid) return false;
  await announcePrizes(db, paid);
  // Pages open on it read the final table (lib/client/tournaments/tournament-live.ts).
  await publish(tournamentRoom(tournamentId), { type: REALTIME_EVENTS.tournamentFinished, tournamentId });
  return true;
}

/** Claims and finishes one series whose tournaments all finished; false when another run did. */
export async function finishSeries(db: Executor, seriesId: number, at: Date = clockNow()): Promise<boolean> {
  const paid = await inTransaction(db, async (tx): Promise<PaidPrizes | null> => {
    const [s] = await tx
      .update(tournamentSeries)
      .set({ finishedAt: at })
      .where(and(eq(tournamentSeries.id, seriesId), isNull(tournamentSeries.finishedAt), allLegsFinished()))
      .returning({ id: tournamentSeries.id, slug: tournamentSeries.slug, title: tournamentSeries.title, prizes: tournamentSeries.prizes });
    if (!s) return null;
    const standings = await finalSeriesStandings(tx, s.id);
    return payPrizes(tx, { scope: 'tournament-series', id: s.id, title: s.title, link: `/tournaments/series/${s.slug}`, prizes: s.prizes, standings });
  });
  if (!paid) return false;
  await announcePrizes(db, paid);
  return true;
}

/** Every member's final position in one statement (whole numbers only: the array literals need no quoting). */
async function writeFinalPositions(tx: Executor, tournamentId: number, standings: ReadonlyArray<{ userId: number; position: number }>): Promise<void> {
  if (standings.length === 0) return;
  const userIds = `{${standings.map((s) => s.userId).join(',')}}`;
  const positions = `{${standings.map((s) => s.position).join(',')}}`;
  await tx.execute(sql`update ${tournamentMembers} m set final_position = v.position
    from (select unnest(${userIds}::int[]) as user_id, unnest(${positions}::int[]) as position) v
    where m.tournament_id = ${tournamentId} and m.user_id = v.user_id`);
}

import 'server-only';
import { inArray, eq } from 'drizzle-orm';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { TOURNAMENT_LIMITS, tournamentRoom, tournamentSeriesRoom, type TournamentLeaderDto } from '@/lib/domain/tournaments/tournaments';
import { getDb } from '@/lib/platform/db/client';
import type { Executor } from '@/lib/platform/db/executor';
import { tournaments, users } from '@/lib/platform/db/schema';
import { publish } from '@/lib/platform/realtime/bus';
import { rowsAround, seriesTable, tournamentTable } from './standings';
import { log } from '@/lib/platform/log/logger';

/**
 * Live tables (spec §7 "tournament leaders and opponents updates"). The round path
 * (after its commit) and a join tell this module whose score or table moved; nothing is sent right
 * away. A tournament marked dirty is flushed LIVE_FLUSH_MS later, once, however many rounds
 * arrived meanwhile: the top TOURNAMENT_LIMITS.table rows and the member count to room
 * `tournament:<id>`, the series standings to `tournament-series:<id>`, and to each moved player's
 * own room the rows around them (and to the players just above and below them, whose neighbours
 * changed) — all cut from one read of the whole table per tournament and flush. One flush runs at a time and the next is scheduled after it ends, so a busy
 * tournament sends at most about 1000 / LIVE_FLUSH_MS leaders updates a second per room, each read
 * from the database as committed (never a stale in-memory sum).
 *
 * Per instance: each instance coalesces the rounds it recorded; the bus fans out to every
 * instance's sockets. The timer is unref'd (never holds the process open) and nothing here throws
 * into the round path: a lost live update is repaired by the next one or by a page load.
 */
export const LIVE_FLUSH_MS = 300;

/** Neighbours of moved players told too, per flush and table (a bound on the messages of one flush). */
const NEIGHBOURS_TOLD = 50;

export interface ScoreMoved {
  tournamentId: number;
  seriesId: number | null;
  userId: number;
}

interface DirtyTable {
  seriesId: number | null;
  users: Set<number>;
}

interface LiveState {
  dirty: Map<number, DirtyTable>;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
}

/** The process's coalescing: every round it answers, through Next or its hot route, lands here. */
const live: LiveState = { dirty: new Map(), timer: null, flushing: null };

function state(): LiveState {
  return live;
}

/** A round moved a member's score (called after the round's commit). */
export function tournamentScored(moved: ScoreMoved): void {
  mark(moved);
}

/** A player joined: the member count and the table changed. */
export function tournamentJoined(moved: ScoreMoved): void {
  mark(moved);
}

function mark(moved: ScoreMoved): void {
  const s = state();
  const table = s.dirty.get(moved.tournamentId) ?? { seriesId: moved.seriesId, users: new Set<number>() };
  table.users.add(moved.userId);
  s.dirty.set(moved.tournamentId, table);
  schedule();
}

function schedule(): void {
  const s = state();
  if (s.timer || s.flushing || s.dirty.size === 0) return;
  s.timer = setTimeout(() => {
    state().timer = null;
    void flushTournamentLive();
  }, LIVE_FLUSH_MS);
  s.timer.unref();
}

/**
 * Sends what is dirty now (the timer calls it; tests and shutdown may too). Waits for a flush
 * under way first, so two never interleave. Never throws.
 */
export async function flushTournamentLive(): Promise<void> {
  const s = state();
  while (s.flushing) await s.flushing;
  if (s.timer) {
    clearTimeout(s.timer);
    s.timer = null;
  }
  if (s.dirty.size === 0) return;
  const batch = s.dirty;
  s.dirty = new Map();
  const run = sendBatch(batch).catch((error: unknown) => log.error('tournaments: live update not sent', error));
  s.flushing = run;
  try {
    await run;
  } finally {
    s.flushing = null;
    schedule();
  }
}

async function sendBatch(batch: Map<number, DirtyTable>): Promise<void> {
  const db = await getDb();
  const series = new Map<number, Set<number>>();
  for (const [tournamentId, table] of batch) {
    await sendTournament(db, tournamentId, table.users);
    if (table.seriesId !== null) {
      const movedInSeries = series.get(table.seriesId) ?? new Set<number>();
      for (const userId of table.users) movedInSeries.add(userId);
      series.set(table.seriesId, movedInSeries);
    }
  }
  for (const [seriesId, moved] of series) await sendSeries(db, seriesId, moved);
}

async function sendTournament(db: Executor, tournamentId: number, moved: Set<number>): Promise<void> {
  const [row] = await db.select({ membersCount: tournaments.membersCount }).from(tournaments).where(eq(tournaments.id, tournamentId)).limit(1);
  if (!row) return;
  const table = await tournamentTable(db, tournamentId);
  const leaders = table.slice(0, TOURNAMENT_LIMITS.table);
  await publish(tournamentRoom(tournamentId), { type: REALTIME_EVENTS.tournamentLeaders, tournamentId, leaders, membersCount: row.membersCount });
  await tellPlayers(db, table, moved, (opponents) => ({ type: REALTIME_EVENTS.tournamentOpponents, tournamentId, opponents }));
}

async function sendSeries(db: Executor, seriesId: number, moved: Set<number>): Promise<void> {
  const table = await seriesTable(db, seriesId);
  await publish(tournamentSeriesRoom(seriesId), { type: REALTIME_EVENTS.tournamentSeriesLeaders, seriesId, leaders: table.slice(0, TOURNAMENT_LIMITS.table) });
  await tellPlayers(db, table, moved, (opponents) => ({ type: REALTIME_EVENTS.tournamentSeriesOpponents, seriesId, opponents }));
}

type OpponentsMessage =
  | { type: typeof REALTIME_EVENTS.tournamentOpponents; tournamentId: number; opponents: TournamentLeaderDto[] }
  | { type: typeof REALTIME_EVENTS.tournamentSeriesOpponents; seriesId: number; opponents: TournamentLeaderDto[] };

/**
 * Each moved player's rows around them to their room, then the same for their neighbours (whose
 * own neighbours changed), all cut from the one table read for this flush.
 */
async function tellPlayers(
  db: Executor,
  table: readonly TournamentLeaderDto[],
  moved: Set<number>,
  message: (opponents: TournamentLeaderDto[]) => OpponentsMessage,
): Promise<void> {
  const told = new Map<number, TournamentLeaderDto[]>();
  for (const userId of moved) told.set(userId, rowsAround(table, userId));
  let neighbours = 0;
  for (const rows of [...told.values()]) {
    for (const row of rows) {
      if (told.has(row.userId) || neighbours >= NEIGHBOURS_TOLD) continue;
      told.set(row.userId, rowsAround(table, row.userId));
      neighbours += 1;
    }
  }
  const ids = [...told].filter(([, rows]) => rows.length > 0).map(([userId]) => userId);
  if (ids.length === 0) return;
  const hashes = await db.select({ id: users.id, hash: users.hash }).from(users).where(inArray(users.id, ids));
  for (const { id, hash } of hashes) await publish(userRoom(hash), message(told.get(id)!));
}

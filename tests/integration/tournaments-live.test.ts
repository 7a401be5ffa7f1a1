import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { TOURNAMENT_LIMITS, tournamentRoom, tournamentSeriesRoom } from '@/lib/domain/tournaments/tournaments';
import { tournamentMembers } from '@/lib/platform/db/schema';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { flushTournamentLive, LIVE_FLUSH_MS, tournamentScored } from '@/lib/platform/tournaments/live';
import { tournamentLeaders, tournamentOpponents } from '@/lib/platform/tournaments/standings';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { waitUntil } from './helpers/wait-for';
import { makePlayer, type TestPlayer } from './helpers/wallet';
import { registerPlayer } from './helpers/players';
import { join, makeSeries, makeTournament } from './helpers/tournament-fixtures';

/**
 * Live tables: scores moving in a burst reach room `tournament:<id>` as a few coalesced
 * leaders updates carrying the table as committed, the series room likewise, and each moved
 * player (and their neighbours) gets the rows around them in their own room. A join announces the
 * new member count.
 */
let db: Db;
let heard: Array<{ room: string; message: RealtimeMessage }> = [];
let stopListening: () => void = () => undefined;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
  stopListening = onMessage((room, message) => heard.push({ room, message }));
});
afterAll(async () => {
  stopListening();
  await closeTestDb();
});
beforeEach(() => {
  heard = [];
});

const inRoom = (room: string, type: RealtimeMessage['type']) => heard.filter((h) => h.room === room && h.message.type === type).map((h) => h.message);

async function seat(tournamentId: number, players: TestPlayer[]): Promise<void> {
  const at = new Date(Date.now() - 60_000);
  await db.insert(tournamentMembers).values(players.map((p) => ({ tournamentId, userId: p.id, chosen: false, joinedAt: at })));
}

async function score(tournamentId: number, seriesId: number | null, p: TestPlayer, add: number): Promise<void> {
  await db
    .update(tournamentMembers)
    .set({ score: sql`${tournamentMembers.score} + ${add}`, scoredAt: new Date() })
    .where(and(eq(tournamentMembers.tournamentId, tournamentId), eq(tournamentMembers.userId, p.id)));
  tournamentScored({ tournamentId, seriesId, userId: p.id });
}

it('100 scores in a burst: one or two leaders updates carrying the final table; opponents to the moved players', async () => {
  const series = await makeSeries(db);
  const t = await makeTournament(db, { seriesId: series.id });
  const players: TestPlayer[] = [];
  for (let i = 0; i < 12; i += 1) players.push(await makePlayer(db));
  await seat(t.id, players);
  const started = Date.now();
  for (let i = 0; i < 100; i += 1) await score(t.id, series.id, players[i % players.length]!, 1000 + i);
  // The flush timer sends by itself; then what is still marked goes out at once.
  await waitUntil('the flush timer to send a leaders update', () => inRoom(tournamentRoom(t.id), REALTIME_EVENTS.tournamentLeaders).length, (n) => n >= 1);
  const elapsed = Date.now() - started;
  await flushTournamentLive();

  const leaders = inRoom(tournamentRoom(t.id), REALTIME_EVENTS.tournamentLeaders);
  expect(leaders.length).toBeGreaterThanOrEqual(1);
  // One update per flush period the burst lasted, and the last: two when the burst fits in one
  // period, a few more when a busy machine stretches the same 100 scores over several.
  expect(leaders.length).toBeLessThanOrEqual(Math.max(2, Math.ceil(elapsed / LIVE_FLUSH_MS) + 1));
  const last = leaders.at(-1)!;
  const table = await tournamentLeaders(db, t.id, TOURNAMENT_LIMITS.table);
  expect(last).toEqual({ type: REALTIME_EVENTS.tournamentLeaders, tournamentId: t.id, leaders: table, membersCount: 0 });
  expect(table).toHaveLength(TOURNAMENT_LIMITS.table);

  expect(inRoom(tournamentSeriesRoom(series.id), REALTIME_EVENTS.tournamentSeriesLeaders).length).toBeLessThanOrEqual(Math.max(2, Math.ceil(elapsed / LIVE_FLUSH_MS) + 1));
  const mine = inRoom(userRoom(players[0]!.hash), REALTIME_EVENTS.tournamentOpponents).at(-1);
  expect(mine).toMatchObject({ tournamentId: t.id });
  const rows = (mine as { opponents: Array<{ userId: number; isItsMe: boolean }> }).opponents;
  expect(rows.filter((r) => r.isItsMe).map((r) => r.userId)).toEqual([players[0]!.id]);
  expect(rows).toEqual(await tournamentOpponents(db, t.id, players[0]!.id));
  // Every player whose score moved heard the rows around them, as the page's own read would show them.
  for (const p of players) {
    const last = inRoom(userRoom(p.hash), REALTIME_EVENTS.tournamentOpponents).at(-1) as { opponents: unknown } | undefined;
    expect(last?.opponents).toEqual(await tournamentOpponents(db, t.id, p.id));
  }
  expect(inRoom(userRoom(players[0]!.hash), REALTIME_EVENTS.tournamentSeriesOpponents).length).toBeGreaterThanOrEqual(1);
});

it('scores for a whole second: at most a few leaders updates a second', async () => {
  const t = await makeTournament(db);
  const players = [await makePlayer(db), await makePlayer(db), await makePlayer(db)];
  await seat(t.id, players);
  const started = Date.now();
  let i = 0;
  while (Date.now() - started < 1000) {
    await score(t.id, null, players[i % 3]!, 500);
    i += 1;
    // A turn of the event loop between scores (a round's answer goes out before the next round
    // comes in), so the flush timer runs when due: PGlite answers without leaving the loop's turn.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await flushTournamentLive();
  const count = inRoom(tournamentRoom(t.id), REALTIME_EVENTS.tournamentLeaders).length;
  expect(i).toBeGreaterThan(20);
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / LIVE_FLUSH_MS) + 1);
});

it('a join announces the new member count', async () => {
  const t = await makeTournament(db);
  const p = await registerPlayer();
  expect((await join(p.bearer, t.slug)).status).toBe(200);
  await flushTournamentLive();
  const [update] = inRoom(tournamentRoom(t.id), REALTIME_EVENTS.tournamentLeaders);
  expect(update).toMatchObject({ tournamentId: t.id, membersCount: 1, leaders: [{ userId: p.id, position: 1 }] });
});

import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { categories, games } from '@/lib/platform/db/schema';
import type { CategoryDto } from '@/lib/domain/catalog/catalog-types';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import { REALTIME_EVENTS, SITE_ROOM, type RealtimeEvent } from '@/lib/domain/realtime/realtime-events';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { onMessage } from '@/lib/platform/realtime/bus';
import { ONLINE_IDLE_MS, PlayersOnlineCounter, playersOnlineSnapshot, refreshPlayersOnline, startPlayersOnlineRefresh } from '@/lib/platform/catalog/players-online';
import { siteRealtimeOptions } from '@/lib/platform/site-realtime';
import { GET as getCategories } from '@/app/json-api/v2/categories/route';
import { GET as getCategoryBySlug } from '@/app/json-api/v2/categories/[slug]/route';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as logoutRoute } from '@/app/json-api/logout/route';
import { POST as leaveRoute } from '@/app/json-api/eapi/game-sessions/leave/route';
import { api } from './helpers/accounts';
import { call } from './helpers/api-call';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { spin } from './helpers/studio-play';
import { withSeededDb } from './helpers/test-db';
import { waitUntil } from './helpers/wait-for';

/**
 * The producers' players online (spec platform §3 "playersOnline (updated live)"): the game
 * sessions of a producer's games that are open now, counted in the database by the refresher,
 * carried by the producers list and pushed to room `site` when a count moves.
 */
let db: Db;
withSeededDb((opened) => (db = opened));
afterEach(() => resetClock());

/** Two playable games of two producers (the studio plays every game of the seed's catalogue). */
async function twoProducersGames(): Promise<[{ slug: string; producer: string }, { slug: string; producer: string }]> {
  const rows = await db
    .select({ slug: games.slug, producer: categories.slug })
    .from(games)
    .innerJoin(categories, eq(categories.id, games.producerId))
    .where(and(eq(games.active, true), eq(games.disabled, false), eq(games.hasDemoMode, true), eq(games.redirect, false)))
    .orderBy(games.id);
  const first = rows[0]!;
  const second = rows.find((r) => r.producer !== first.producer)!;
  return [first, second];
}

const run = async (slug: string, player: TestPlayer | null = null) => {
  const res = await api<{ data: GameRunInfo }, { slug: string }>(gameRun, `/json-api/eapi/game-run/${slug}`, {
    body: { platform: 'desktop', type: 'demo' },
    bearer: player?.bearer,
    params: { slug },
  });
  expect(res.status).toBe(200);
  return res.body.data.runToken;
};

/** What a visitor's lobby reads: the producers list of the API. */
async function listed(): Promise<Record<string, number>> {
  const res = await call<{ data: { data: CategoryDto[] } }>(getCategories, '/json-api/v2/categories?filter[type]=producer');
  expect(res.status).toBe(200);
  return Object.fromEntries(res.body.data.data.map((p) => [p.slug, p.playersOnline ?? 0]));
}



it('counts the open game sessions of each producer, as the producers list answers', async () => {
  const [a, b] = await twoProducersGames();
  await refreshPlayersOnline(db);
  const before = await listed();

  // A guest opens a game of A: one more for A, after the refresh.
  await run(a.slug);
  expect((await listed())[a.producer]).toBe(before[a.producer]);
  await refreshPlayersOnline(db);
  expect(await listed()).toEqual({ ...before, [a.producer]: before[a.producer]! + 1 });

  // A player opens a game of A, then one of B: the second window stops the first.
  const player = await registerPlayer();
  await run(a.slug, player);
  await refreshPlayersOnline(db);
  expect((await listed())[a.producer]).toBe(before[a.producer]! + 2);
  await run(b.slug, player);
  await refreshPlayersOnline(db);
  expect(await listed()).toEqual({ ...before, [a.producer]: before[a.producer]! + 1, [b.producer]: before[b.producer]! + 1 });

  // The producer's own answer carries the same count.
  const one = await call<{ data: { data: CategoryDto } }, { slug: string }>(getCategoryBySlug, `/json-api/v2/categories/${b.producer}`, { params: { slug: b.producer } });
  expect(one.body.data.data.playersOnline).toBe(before[b.producer]! + 1);

  // Logging out stops the player's game.
  expect((await api(logoutRoute, '/json-api/logout', { body: {}, bearer: player.bearer })).status).toBe(200);
  await refreshPlayersOnline(db);
  expect(await listed()).toEqual({ ...before, [a.producer]: before[a.producer]! + 1 });
});

it('stops counting a session left idle, and counts it again when a round is played in it', async () => {
  const [, b] = await twoProducersGames();
  const token = await run(b.slug);
  expect((await refreshPlayersOnline(db))[b.producer]).toBeGreaterThanOrEqual(1);
  advanceClock(ONLINE_IDLE_MS + 60_000);
  // Every session opened before is idle now (none had a round since).
  expect((await refreshPlayersOnline(db))[b.producer]).toBe(0);
  expect((await listed())[b.producer]).toBe(0);
  await spin(token, 100);
  expect((await refreshPlayersOnline(db))[b.producer]).toBe(1);
  expect((await listed())[b.producer]).toBe(1);
});

it('a refresher reading only what happened since its last look counts what a full count does', async () => {
  const [a, b] = await twoProducersGames();
  const counter = new PlayersOnlineCounter();
  const same = async () => {
    const counts = await counter.refresh(db);
    expect(counts).toEqual(await refreshPlayersOnline(db));
    return counts;
  };
  await same();
  const guestToken = await run(b.slug);
  await run(a.slug, await registerPlayer());
  const opened = await same();
  advanceClock(ONLINE_IDLE_MS - 60_000);
  await counter.refresh(db);
  // A round stamped before that look but committed after it (a transaction stamps its rows when
  // it starts): found by looking back.
  advanceClock(-5_000);
  await spin(guestToken, 100);
  advanceClock(5_000);
  await same();
  // Past ten minutes: the player's session, never played in, is no longer counted; the guest's,
  // played in a minute ago, still is.
  advanceClock(2 * 60_000);
  const later = await same();
  expect(later[a.producer]).toBeLessThan(opened[a.producer]!);
  expect(later[b.producer]).toBeGreaterThanOrEqual(1);
  advanceClock(2 * ONLINE_IDLE_MS);
  expect((await same())[b.producer]).toBe(0);
});

it('a game its player closed is no longer counted, until a round is played in it again', async () => {
  const [, b] = await twoProducersGames();
  const counter = new PlayersOnlineCounter();
  const token = await run(b.slug);
  const opened = (await counter.refresh(db))[b.producer]!;
  // Sent by sendBeacon as the frame closes: no X-Requested-With, the run token its credential.
  const leave = (runToken: string) => api<{ success?: boolean }>(leaveRoute, '/json-api/eapi/game-sessions/leave', { body: { runToken }, xhr: false });
  expect((await leave(token)).body).toEqual({ success: true });
  const afterLeaving = await counter.refresh(db);
  expect(afterLeaving[b.producer]).toBe(opened - 1);
  expect(afterLeaving).toEqual(await refreshPlayersOnline(db));
  // Back from the back/forward cache, the page plays on: counted again.
  advanceClock(1_000);
  await spin(token, 100);
  expect((await counter.refresh(db))[b.producer]).toBe(opened);
  expect((await leave('no-such-token')).status).toBe(404);
});

it('tells room site every producer count when one moved, on a game opened or stopped', async () => {
  const [a, b] = await twoProducersGames();
  const heard: Array<{ room: string; message: RealtimeEvent }> = [];
  const off = onMessage((room, message) => heard.push({ room, message }));
  // A count no session makes: the refresher's first read has replaced it once it is gone.
  await db.update(categories).set({ playersOnline: 987_654 }).where(and(eq(categories.type, 'producer'), eq(categories.slug, a.producer)));
  // A period the test never reaches: what moves the counts is the games opened and stopped.
  const stop = startPlayersOnlineRefresh(db, 3_600_000);
  try {
    await waitUntil(
      "the refresher's first read to replace the made-up count",
      () => db.select({ n: categories.playersOnline }).from(categories).where(and(eq(categories.type, 'producer'), eq(categories.slug, a.producer))),
      ([row]) => row!.n !== 987_654,
    );
    const before = await listed();
    const changes = () => heard.filter((h) => h.message.type === REALTIME_EVENTS.playersOnlineChanged);
    expect(changes()).toEqual([]);

    const player = await registerPlayer();
    await run(a.slug, player);
    await waitUntil('one players-online change told', changes, (c) => c.length === 1);
    expect(changes()[0]).toEqual({ room: SITE_ROOM, message: { type: REALTIME_EVENTS.playersOnlineChanged, producers: { ...before, [a.producer]: before[a.producer]! + 1 } } });

    await run(b.slug, player);
    await waitUntil('a second players-online change told', changes, (c) => c.length === 2);
    expect(changes()[1]!.message).toEqual({
      type: REALTIME_EVENTS.playersOnlineChanged,
      producers: { ...before, [b.producer]: before[b.producer]! + 1 },
    });
    expect(await listed()).toEqual({ ...before, [b.producer]: before[b.producer]! + 1 });
    // A socket joining room site is sent these counts at once: a lobby made a minute ago shows them.
    const snapshot = { type: REALTIME_EVENTS.playersOnlineChanged, producers: await listed() };
    expect(playersOnlineSnapshot()).toEqual(snapshot);
    expect(siteRealtimeOptions(db).joinSnapshot?.(SITE_ROOM)).toEqual(snapshot);
    expect(siteRealtimeOptions(db).joinSnapshot?.('promo:1')).toBeNull();
  } finally {
    stop();
    off();
  }
  // No refresher, nothing to tell.
  expect(playersOnlineSnapshot()).toBeNull();
});

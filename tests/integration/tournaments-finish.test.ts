import { and, eq, like } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import * as schema from '@/lib/platform/db/schema';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { TournamentPrizeSpec } from '@/lib/domain/tournaments/tournaments';
import { tournamentMembers, tournamentSeries, tournaments, userGifts, userNotifications, walletTransactions } from '@/lib/platform/db/schema';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { finishDueTournaments } from '@/lib/platform/tournaments/finish';
import { startTournamentSweeper } from '@/lib/platform/tournaments/finish-sweeper';
import { joinTournament } from '@/lib/platform/tournaments/join';
import { listNotices } from '@/lib/platform/notifications/notices';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { tournamentRoom } from '@/lib/domain/tournaments/tournaments';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { waitUntil } from './helpers/wait-for';
import { waitForLockWaiters } from './helpers/lock-waits';
import { makePlayer, checkLedger, BALANCED, type TestPlayer } from './helpers/wallet';
import { wallet } from './helpers/gift-activation';
import { makeSeries, makeTournament, membersOf, tournamentRow } from './helpers/tournament-fixtures';
import { approveDocuments } from './helpers/documents';

/**
 * Finishing: at its end a tournament is claimed once in the database — whatever number
 * of instances sweep at once — its final positions written, its members unchosen and its prizes
 * (gifts, real money through the ledger, a notice) paid exactly once; a crash before the commit
 * pays nothing and the next run pays everything. A series pays its own prizes when its last
 * tournament finishes.
 */
const crash = globalThis as typeof globalThis & { __tcoreCrashNotice?: boolean };

// A crash inside the finishing transaction: the prize notice of the second winner throws.
jest.mock('@/lib/platform/notifications/notices', () => {
  const actual = jest.requireActual<typeof import('@/lib/platform/notifications/notices')>('@/lib/platform/notifications/notices');
  let added = 0;
  return {
    ...actual,
    addNotice: async (...args: Parameters<typeof actual.addNotice>) => {
      const flag = globalThis as typeof globalThis & { __tcoreCrashNotice?: boolean };
      if (flag.__tcoreCrashNotice && ++added >= 2) throw new Error('simulated crash in the finishing transaction');
      return actual.addNotice(...args);
    },
  };
});

let db: Db;
let second: Db;
let closeSecond: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
  second = db;
  if (process.env.DB_DRIVER === 'postgres') {
    // A second "instance": its own pool of connections to the same database.
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    second = drizzle(pool, { schema }) as unknown as Db;
    closeSecond = () => pool.end();
  }
  // Seeded tournaments that ended before this file ran are not this file's business.
  await finishDueTournaments(db);
});
afterAll(async () => {
  resetClock();
  await closeSecond();
  await closeTestDb();
});

const TITLE = { ru: 'Бонус', en: 'Bonus', it: 'Bonus' };
const bonusGift: GiftSpec = { title: TITLE, terms: { type: 'cash', amounts: { RUB: 10_000, KZT: 50_000 }, to: 'bonus', wager: 20 }, validDays: 14 };
const compointGift: GiftSpec = { title: { ru: '50 компоинтов', en: '50 compoints', it: '50 compoint' }, terms: { type: 'compoint', compoints: 50 }, validDays: 30 };
const PRIZES: TournamentPrizeSpec[] = [
  { position: 1, money: { RUB: 100_000, EUR: 1_000 }, gifts: [bonusGift] },
  // The KZT winner of second place gets the gift only: the prize names no KZT.
  { position: 2, money: { RUB: 50_000 }, gifts: [bonusGift] },
  { position: 3, money: {}, gifts: [compointGift] },
];

/** A player whose identity documents are approved: real prize money reaches them at once. */
async function verifiedPlayer(currency?: string): Promise<TestPlayer> {
  const player = await makePlayer(db, { currency });
  await approveDocuments(db, player.id);
  return player;
}

/** A tournament that has just ended with four verified members: RUB first, KZT second, RUB third, RUB fourth. */
async function endedTournament(): Promise<{ id: number; slug: string; players: TestPlayer[] }> {
  const t = await makeTournament(db, { endAt: new Date(Date.now() - 1000), prizes: PRIZES });
  const players = [await verifiedPlayer(), await verifiedPlayer('KZT'), await verifiedPlayer(), await verifiedPlayer()];
  const at = new Date(Date.now() - 60_000);
  await db.insert(tournamentMembers).values(
    players.map((p, i) => ({ tournamentId: t.id, userId: p.id, chosen: true, score: (4 - i) * 1000, rounds: 1, joinedAt: at, scoredAt: at })),
  );
  return { id: t.id, slug: t.slug, players };
}

const giftsOf = (tournamentId: number) => db.select().from(userGifts).where(like(userGifts.grantKey, `tournament:${tournamentId}:prize:%`));
const moneyOf = (tournamentId: number) => db.select().from(walletTransactions).where(like(walletTransactions.idempotencyKey, `tournament:${tournamentId}:prize:%`));
const noticesOf = (tournamentId: number) => db.select().from(userNotifications).where(like(userNotifications.noticeKey, `tournament_prize:tournament:${tournamentId}:%`));

it('two instances at once: finished once, positions written, members unchosen, every prize paid exactly once', async () => {
  const t = await endedTournament();
  const heard: Array<{ room: string; message: RealtimeMessage }> = [];
  const stopListening = onMessage((room, message) => heard.push({ room, message }));
  const [a, b] = await Promise.all([finishDueTournaments(db), finishDueTournaments(second)]);
  expect([...a.finished, ...b.finished].filter((id) => id === t.id)).toEqual([t.id]);
  expect([...a.failed, ...b.failed]).toEqual([]);
  const row = await tournamentRow(db, t.id);
  expect(row.status).toBe('finished');
  expect(row.finishedAt).not.toBeNull();
  const members = await membersOf(db, t.id);
  expect(Object.fromEntries(members.map((m) => [m.userId, m.finalPosition]))).toEqual(Object.fromEntries(t.players.map((p, i) => [p.id, i + 1])));
  expect(members.every((m) => !m.chosen)).toBe(true);

  const gifts = await giftsOf(t.id);
  expect(gifts.map((g) => [g.userId, g.reason, g.state]).sort()).toEqual(
    [
      [t.players[0]!.id, 'promotions', 'received'],
      [t.players[1]!.id, 'promotions', 'received'],
      [t.players[2]!.id, 'promotions', 'received'],
    ].sort(),
  );
  const money = await moneyOf(t.id);
  expect(money.map((m) => [m.userId, m.currency])).toEqual([[t.players[0]!.id, 'RUB']]);
  expect((await wallet(db, t.players[0]!.id)).real).toBe(100_000);
  expect((await wallet(db, t.players[1]!.id)).real).toBe(0);
  const notices = await noticesOf(t.id);
  expect(notices.map((n) => n.userId).sort()).toEqual([t.players[0]!.id, t.players[1]!.id, t.players[2]!.id].sort());
  const [told] = (await listNotices(db, t.players[0]!.id, 0, 'en')).data.filter((n) => n.kind === 'tournament_prize');
  expect(told!.msg).toBe('Congratulations! You finished #1 in “Test tournament”. Your prize has been credited.');
  expect(told!.button).toEqual({ link: `/tournaments/${t.slug}` });

  // Later sweeps (another instance, a restart) find nothing to do.
  const again = await Promise.all([finishDueTournaments(db), finishDueTournaments(second)]);
  expect(again.flatMap((r) => r.finished)).toEqual([]);
  expect(await giftsOf(t.id)).toHaveLength(3);
  expect(await moneyOf(t.id)).toHaveLength(1);
  expect(await noticesOf(t.id)).toHaveLength(3);
  expect(await checkLedger(db)).toEqual(BALANCED);
  // A page open on it is told once, after the commit, to read the final table.
  stopListening();
  const finished = heard.filter((h) => h.message.type === REALTIME_EVENTS.tournamentFinished);
  expect(finished).toEqual([{ room: tournamentRoom(t.id), message: { type: REALTIME_EVENTS.tournamentFinished, tournamentId: t.id } }]);
});

it('a crash inside the finishing transaction pays nothing; the next run pays everything once', async () => {
  const t = await endedTournament();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  crash.__tcoreCrashNotice = true;
  try {
    const run = await finishDueTournaments(db);
    expect(run.failed).toContain(`tournament:${t.id}`);
  } finally {
    crash.__tcoreCrashNotice = false;
    error.mockRestore();
  }
  expect((await tournamentRow(db, t.id)).status).not.toBe('finished');
  expect(await giftsOf(t.id)).toEqual([]);
  expect(await moneyOf(t.id)).toEqual([]);
  expect(await noticesOf(t.id)).toEqual([]);
  expect((await membersOf(db, t.id)).every((m) => m.finalPosition === null && m.chosen)).toBe(true);

  const run = await finishDueTournaments(second);
  expect(run.finished).toContain(t.id);
  expect(await giftsOf(t.id)).toHaveLength(3);
  expect(await moneyOf(t.id)).toHaveLength(1);
  expect(await noticesOf(t.id)).toHaveLength(3);
  expect((await wallet(db, t.players[0]!.id)).real).toBe(100_000);
});

it('finishes nothing before its end, by the application clock', async () => {
  const t = await makeTournament(db, { endAt: new Date(Date.now() + 3_600_000), prizes: PRIZES });
  expect((await finishDueTournaments(db)).finished).not.toContain(t.id);
  advanceClock(2 * 3_600_000);
  try {
    expect((await finishDueTournaments(db)).finished).toContain(t.id);
  } finally {
    resetClock();
  }
  // Nobody played: finished, and nothing paid.
  expect((await tournamentRow(db, t.id)).status).toBe('finished');
  expect(await giftsOf(t.id)).toEqual([]);
});

it('a series pays its own prizes once, when its last tournament finishes', async () => {
  const series = await makeSeries(db, { prizes: [{ position: 1, money: { RUB: 200_000 }, gifts: [bonusGift] }] });
  const leg1 = await makeTournament(db, { seriesId: series.id, endAt: new Date(Date.now() - 1000) });
  const leg2 = await makeTournament(db, { seriesId: series.id, endAt: new Date(Date.now() + 3_600_000) });
  const [p, q] = [await verifiedPlayer(), await verifiedPlayer()];
  const at = new Date(Date.now() - 60_000);
  // p leads leg 1, q leg 2; over the series p has more.
  await db.insert(tournamentMembers).values([
    { tournamentId: leg1.id, userId: p.id, score: 9000, joinedAt: at, scoredAt: at },
    { tournamentId: leg1.id, userId: q.id, score: 1000, joinedAt: at, scoredAt: at },
    { tournamentId: leg2.id, userId: q.id, score: 5000, joinedAt: at, scoredAt: at, chosen: true },
  ]);
  const seriesMoney = () => db.select().from(walletTransactions).where(like(walletTransactions.idempotencyKey, `tournament-series:${series.id}:prize:%`));

  const first = await finishDueTournaments(db);
  expect(first.finished).toContain(leg1.id);
  expect(first.seriesFinished).not.toContain(series.id);
  expect(await seriesMoney()).toEqual([]);

  await db.update(tournaments).set({ endAt: new Date(Date.now() - 1000) }).where(eq(tournaments.id, leg2.id));
  const [a, b] = await Promise.all([finishDueTournaments(db), finishDueTournaments(second)]);
  expect([...a.seriesFinished, ...b.seriesFinished].filter((id) => id === series.id)).toEqual([series.id]);
  const [row] = await db.select().from(tournamentSeries).where(eq(tournamentSeries.id, series.id));
  expect(row!.finishedAt).not.toBeNull();
  expect((await seriesMoney()).map((m) => [m.userId, m.currency])).toEqual([[p.id, 'RUB']]);
  expect(await db.select().from(userGifts).where(and(eq(userGifts.userId, p.id), like(userGifts.grantKey, `tournament-series:${series.id}:%`)))).toHaveLength(1);
  // Leg 1 paid nothing to p (no prizes on it); the series paid 2 000 RUB.
  expect((await wallet(db, p.id)).real).toBe(200_000);
  expect((await finishDueTournaments(db)).seriesFinished).toEqual([]);
  expect(await seriesMoney()).toHaveLength(1);
});

it('joins racing the finish: whoever got in before the claim is ranked, nobody gets in after it', async () => {
  const t = await makeTournament(db, { endAt: new Date(Date.now() - 1000), prizes: PRIZES });
  const players = await Promise.all([0, 1, 2, 3, 4].map(() => makePlayer(db)));
  // The joins' clock says the end is a second ahead: only the claim keeps them out.
  const before = new Date(t.endAt.getTime() - 1000);
  const outcomes = await Promise.allSettled([
    finishDueTournaments(db),
    ...players.map((p) => joinTournament(second, { userId: p.id, slug: t.slug, now: before })),
  ]);
  const refused = outcomes.slice(1).filter((o) => o.status === 'rejected');
  for (const o of refused) expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'tournament_finished' });
  expect((await tournamentRow(db, t.id)).status).toBe('finished');
  const members = await membersOf(db, t.id);
  expect(members).toHaveLength(players.length - refused.length);
  expect(members.every((m) => m.finalPosition !== null && !m.chosen)).toBe(true);
  expect((await tournamentRow(db, t.id)).membersCount).toBe(members.length);
});

it('a join that read the tournament before the claim committed is refused once it commits', async () => {
  const t = await makeTournament(db, { endAt: new Date(Date.now() - 1000) });
  const players = await Promise.all([0, 1, 2].map(() => makePlayer(db)));
  const before = new Date(t.endAt.getTime() - 1000);
  if (process.env.DB_DRIVER !== 'postgres') {
    // One connection (PGlite): a transaction left open would hold every other call; the claim commits first.
    expect(await finishDueTournaments(db)).toMatchObject({ finished: [t.id] });
  } else {
    // Another instance's claim holds the row, not yet committed: the joins read "not finished" and wait on the seat.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let claimed: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => (claimed = resolve));
    const claim = db.transaction(async (tx) => {
      await tx.update(tournaments).set({ status: 'finished', finishedAt: new Date() }).where(eq(tournaments.id, t.id));
      claimed();
      await gate;
    });
    await holding;
    const joins = players.map((p) => joinTournament(second, { userId: p.id, slug: t.slug, now: before }));
    // Every join is blocked behind the claim's row lock before the claim commits.
    // Every join is blocked behind the claim's row lock before the claim commits.
    await waitForLockWaiters(db, players.length, 'the joins to wait on the claimed row');
    release();
    await claim;
    const outcomes = await Promise.allSettled(joins);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
  }
  const late = await Promise.allSettled(players.map((p) => joinTournament(second, { userId: p.id, slug: t.slug, now: before })));
  for (const o of late) expect(o).toMatchObject({ status: 'rejected', reason: { code: 'tournament_finished' } });
  expect(await membersOf(db, t.id)).toEqual([]);
  expect((await tournamentRow(db, t.id)).membersCount).toBe(0);
});

it('the sweeper finishes a due tournament by itself', async () => {
  const t = await endedTournament();
  const stop = startTournamentSweeper(db, 50);
  try {
    await waitUntil('the sweeper to finish the tournament', async () => (await tournamentRow(db, t.id)).status, (status) => status === 'finished');
  } finally {
    stop();
  }
  expect((await tournamentRow(db, t.id)).status).toBe('finished');
  expect(await moneyOf(t.id)).toHaveLength(1);
});

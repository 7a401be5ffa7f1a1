import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { PromotionPointRules } from '@/lib/domain/promotions/promotion-dtos';
import { poolShareOfWin, roundPoints } from '@/lib/domain/promotions/promotions';
import { gameRounds, games, promoCurrencies, promoFold, promoGames, promoMembers, promoPointLogs, promotions } from '@/lib/platform/db/schema';
import { forgetPromoRoundRules } from '@/lib/platform/promotions/round-points';
import { flushPromotionLive, readPools } from '@/lib/platform/promotions/round-live';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { foldMember, foldPromotionRounds } from '@/lib/platform/promotions/fold';
import { beParticipant, participantData } from '@/lib/platform/promotions/membership';
import { balanceLogs } from '@/lib/platform/promotions/participants';
import { movePromoPoints } from '@/lib/platform/promotions/points';
import { withSeededDb } from './helpers/test-db';
import type { TestPlayer } from './helpers/players';
import { fundedPlayer, runToken, spin } from './helpers/studio-play';

/**
 * Promotion points and the prize pool from real-money rounds, recorded on the round's
 * own row and folded into the member rows (promotions/round-points.ts, fold.ts): exactly
 * `roundPoints` of the real money staked and won, one balance-log entry per round with the
 * balance after it, only for members, only in the promo's games and time, once per round however
 * often it is retried or folded; the pool grows by 1 % of every real-money win.
 */
let db: Db;
let seq = 0;
const DAY = 86_400_000;
const text = { ru: 'П', en: 'P', it: 'P' };

withSeededDb((opened) => (db = opened));

interface PromotionOptions {
  rules?: PromotionPointRules;
  button?: boolean;
  games?: string[];
  startAt?: Date;
  endAt?: Date;
  finished?: boolean;
  pool?: string | null;
}

async function newPromotion(o: PromotionOptions = {}): Promise<number> {
  const [currency] = await db.select().from(promoCurrencies).limit(1);
  const at = Date.now();
  const [row] = await db
    .insert(promotions)
    .values({
      slug: `rounds-${++seq}-${randomUUID().slice(0, 8)}`,
      title: text,
      description: text,
      rules: text,
      fund: text,
      image: '/p.png',
      template: 'template2',
      startAt: o.startAt ?? new Date(at - DAY),
      endAt: o.endAt ?? new Date(at + DAY),
      finishedAt: o.finished ? new Date(at - 1000) : null,
      currencyId: currency!.id,
      participantButton: o.button ?? false,
      pointRules: o.rules ?? { stake: { RUB: 5_000, EUR: 50 }, win: { RUB: 20_000 } },
      poolCurrency: o.pool === undefined ? null : o.pool,
      poolBase: 100_000,
    })
    .returning({ id: promotions.id });
  // The round path keeps a snapshot of the running promos' rules: a new promo is read at once.
  forgetPromoRoundRules();
  if (o.games) {
    const rows = await db.select({ id: games.id, slug: games.slug }).from(games);
    await db.insert(promoGames).values(o.games.map((slug) => ({ promoId: row!.id, gameId: rows.find((g) => g.slug === slug)!.id })));
  }
  return row!.id;
}

/** The member row once the rounds are folded in (as every reader of it folds first). */
const memberOf = async (promoId: number, p: TestPlayer) => {
  await foldPromotionRounds(db);
  return (await db.select().from(promoMembers).where(and(eq(promoMembers.promoId, promoId), eq(promoMembers.userId, p.id))))[0];
};
/** The player's balance log, oldest first. */
const logsOf = async (promoId: number, p: TestPlayer) => (await balanceLogs(db, p.id, { actionId: promoId, limit: 100, page: 1 })).items.reverse();

const BETS = [100, 240, 1_000, 60, 500, 2_000, 100, 300];

it('a promo without a participate button: every real-money round earns its points, one log row each with the balance', async () => {
  const rules: PromotionPointRules = { stake: { RUB: 5_000 }, win: { RUB: 20_000 } };
  const promoId = await newPromotion({ rules });
  const p = await fundedPlayer(db);
  const token = await runToken(p);
  let expected = 0;
  const earning: number[] = [];
  for (const bet of BETS) {
    const round = await spin(token, bet);
    const earned = roundPoints(rules, { realStake: round.bet, realWin: round.win, currency: 'RUB' });
    expected += earned;
    if (earned > 0) earning.push(expected);
  }
  expect(expected).toBeGreaterThan(0);
  expect((await memberOf(promoId, p))!).toMatchObject({ points: expected, joined: false });
  const logs = await logsOf(promoId, p);
  expect(logs.map((l) => l.balance)).toEqual(earning);
  expect(logs.every((l) => l.reason === 'round')).toBe(true);
  expect(logs.reduce((sum, l) => sum + l.amount, 0)).toBe(expected);
  // Every entry is on its round (no log table row), as [promo, currency, minor points, pool share].
  const tableRows = await db.select().from(promoPointLogs).where(and(eq(promoPointLogs.promoId, promoId), eq(promoPointLogs.userId, p.id)));
  expect(tableRows).toHaveLength(0);
  const onRounds = await db.select({ moves: gameRounds.promoMoves }).from(gameRounds).where(and(eq(gameRounds.userId, p.id), isNotNull(gameRounds.promoMoves))).orderBy(asc(gameRounds.id));
  // (The seeded promos earn on the same rounds: each round's row holds an entry per promo.)
  expect(onRounds.map((r) => r.moves!.find(([promo]) => promo === promoId))).toEqual(logs.map((l) => [promoId, l.currencyId, l.amount, 0]));
});

it('a promo with a participate button counts only a player who joined; a win still grows its pool', async () => {
  const promoId = await newPromotion({ button: true, pool: 'RUB' });
  const p = await fundedPlayer(db);
  const token = await runToken(p);
  let shares = 0;
  // Until a round wins, the player has no row at all; a win gives one that holds the pool share only.
  for (let i = 0; i < 40 && shares === 0; i += 1) shares += poolShareOfWin((await spin(token, 1_000)).win, 'RUB', 'RUB');
  expect(shares).toBeGreaterThan(0);
  expect(await memberOf(promoId, p)).toMatchObject({ joined: false, points: 0, poolShare: shares });
  expect(await logsOf(promoId, p)).toEqual([]);
  expect(await participantData(db, promoId, p.id, new Date())).toBeNull();
  // Pressing the button: the rounds before it stay uncounted, the next one counts.
  await beParticipant(db, { promoId, userId: p.id });
  const round = await spin(token, 1_000);
  const earned = roundPoints({ stake: { RUB: 5_000, EUR: 50 }, win: { RUB: 20_000 } }, { realStake: round.bet, realWin: round.win, currency: 'RUB' });
  expect((await memberOf(promoId, p))!.points).toBe(earned);
  expect((await logsOf(promoId, p)).map((l) => [l.amount, l.balance])).toEqual([[earned, earned]]);
  expect((await participantData(db, promoId, p.id, new Date()))!).toMatchObject({ membership: true, points: earned });
});

it('one round earns in a promo where the player has a row and in one where they have none: each once, with its log', async () => {
  const rules: PromotionPointRules = { stake: { RUB: 100 }, win: null };
  const joined = await newPromotion({ rules, button: true });
  const open = await newPromotion({ rules });
  const p = await fundedPlayer(db);
  // The player pressed the participate button: the row exists before any round.
  await db.insert(promoMembers).values({ promoId: joined, userId: p.id, joined: true, createdAt: new Date() });
  const token = await runToken(p);
  await spin(token, 500);
  await spin(token, 300);
  for (const promoId of [joined, open]) {
    expect((await memberOf(promoId, p))!.points).toBe(80_000);
    const logs = await logsOf(promoId, p);
    expect(logs.map((l) => [l.amount, l.balance])).toEqual([
      [50_000, 50_000],
      [30_000, 80_000],
    ]);
    expect(new Set(logs.map((l) => l.id)).size).toBe(2);
  }
});

it('only the promo’s games, only while it runs, never a demo round, never an unpriced currency', async () => {
  const at = Date.now();
  const other = await newPromotion({ games: ['pharaohs-dawn'] });
  const future = await newPromotion({ startAt: new Date(at + DAY), endAt: new Date(at + 2 * DAY) });
  const ended = await newPromotion({ startAt: new Date(at - 2 * DAY), endAt: new Date(at - DAY) });
  const finished = await newPromotion({ finished: true });
  const p = await fundedPlayer(db);
  await spin(await runToken(p), 1_000);
  await spin(await runToken(p, 'cherry-blaze', 'demo'), 1_000);
  for (const id of [other, future, ended, finished]) expect(await memberOf(id, p)).toBeUndefined();
  await spin(await runToken(p, 'pharaohs-dawn'), 1_000);
  expect((await memberOf(other, p))!.points).toBeGreaterThanOrEqual(2_000);

  const priced = await newPromotion({ rules: { stake: { EUR: 50 }, win: null } });
  const rub = await fundedPlayer(db);
  await spin(await runToken(rub), 1_000);
  expect(await memberOf(priced, rub)).toBeUndefined();
  const eur = await fundedPlayer(db, 'EUR');
  await spin(await runToken(eur), 100);
  expect((await memberOf(priced, eur))!.points).toBe(20_000);
});

it('a round retried at once earns once', async () => {
  const promoId = await newPromotion({ rules: { stake: { RUB: 100 }, win: null } });
  const p = await fundedPlayer(db);
  const token = await runToken(p);
  const roundId = randomUUID();
  const answers = await Promise.all(Array.from({ length: 6 }, () => spin(token, 500, roundId)));
  expect(new Set(answers.map((a) => a.roundId))).toEqual(new Set([roundId]));
  expect((await memberOf(promoId, p))!.points).toBe(50_000);
  expect(await logsOf(promoId, p)).toHaveLength(1);
});

it('the prize pool grows by 1 % of every real-money win, in its own currency', async () => {
  const promoId = await newPromotion({ pool: 'RUB' });
  const players = [await fundedPlayer(db), await fundedPlayer(db), await fundedPlayer(db, 'EUR')];
  let shares = 0;
  await Promise.all(
    players.map(async (p, i) => {
      const token = await runToken(p);
      for (const bet of BETS) {
        const round = await spin(token, bet);
        shares += poolShareOfWin(round.win, i === 2 ? 'EUR' : 'RUB', 'RUB');
      }
    }),
  );
  expect(shares).toBeGreaterThan(0);
  // The pool read folds the rounds into the member rows first: the shares are on the players' rows.
  expect((await readPools(db, [promoId])).get(promoId)).toEqual({ amount: 100_000 + Math.floor(shares / 100), currency: 'RUB' });
  const rows = await db.select().from(promoMembers).where(eq(promoMembers.promoId, promoId));
  expect(rows.reduce((sum, r) => sum + r.poolShare, 0)).toBe(shares);
});

it('the balance log answers the rounds’ entries and the other movements together, newest first, each balance after its movement', async () => {
  const promoId = await newPromotion({ rules: { stake: { RUB: 100 }, win: null } });
  const p = await fundedPlayer(db);
  const token = await runToken(p);
  await spin(token, 200);
  await spin(token, 300);
  const [{ currencyId }] = (await db.select({ currencyId: promotions.currencyId }).from(promotions).where(eq(promotions.id, promoId))) as [{ currencyId: number }];
  await movePromoPoints(db, { promoId, userId: p.id, currency: 'main', currencyId, amount: -10_000, reason: 'exchange', ref: 'test:spent' });
  await spin(token, 100);
  const page = await balanceLogs(db, p.id, { actionId: promoId, limit: 20, page: 1 });
  expect(page.totalItems).toBe(4);
  expect(page.items.map((l) => [l.reason, l.amount, l.balance])).toEqual([
    ['round', 10_000, 50_000],
    ['exchange', -10_000, 40_000],
    ['round', 30_000, 50_000],
    ['round', 20_000, 20_000],
  ]);
  expect(new Set(page.items.map((l) => l.id)).size).toBe(4);
  const second = await balanceLogs(db, p.id, { actionId: promoId, limit: 3, page: 2 });
  expect(second.items.map((l) => [l.reason, l.balance])).toEqual([['round', 20_000]]);
  // Another player's log in the same promo is their own.
  expect((await balanceLogs(db, (await fundedPlayer(db)).id, { actionId: promoId, limit: 20, page: 1 })).totalItems).toBe(0);
});

it('folding again, or one member and then everybody, counts every round once; the cursor follows the rounds', async () => {
  const promoId = await newPromotion({ rules: { stake: { RUB: 100 }, win: null }, pool: 'RUB' });
  const players = [await fundedPlayer(db), await fundedPlayer(db)];
  const tokens = await Promise.all(players.map((p) => runToken(p)));
  for (const token of tokens) for (const bet of [100, 200, 300]) await spin(token, bet);
  // One member folded alone (as before a movement of theirs), then all, twice.
  await db.transaction((tx) => foldMember(tx, promoId, players[0]!.id));
  const [before] = await db.select().from(promoFold);
  await foldPromotionRounds(db);
  await foldPromotionRounds(db);
  for (const p of players) expect((await memberOf(promoId, p))!.points).toBe(60_000);
  const [after] = await db.select().from(promoFold);
  // Every round is folded and no transaction runs: the cursor has reached the rounds.
  const [newest] = await db.select({ id: gameRounds.id }).from(gameRounds).orderBy(desc(gameRounds.id)).limit(1);
  expect(after!.cursor).toBeGreaterThan(before!.cursor);
  expect(after!.cursor).toBeGreaterThanOrEqual(newest!.id);
  expect(after!.foldedTo).toBeGreaterThanOrEqual(newest!.id);
  // More rounds after the cursor moved are folded too, once.
  await spin(tokens[0]!, 400);
  expect((await memberOf(promoId, players[0]!))!.points).toBe(100_000);
  expect((await memberOf(promoId, players[0]!))!.points).toBe(100_000);
});

it('rounds and folds at once (several of each, a movement among them) count every round once', async () => {
  const rules: PromotionPointRules = { stake: { RUB: 100 }, win: null };
  const promoId = await newPromotion({ rules, pool: 'RUB' });
  const [{ currencyId }] = (await db.select({ currencyId: promotions.currencyId }).from(promotions).where(eq(promotions.id, promoId))) as [{ currencyId: number }];
  const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(db)));
  let folds = 0;
  let shares = 0;
  let playing = true;
  const folding = (async () => {
    while (playing) {
      await foldPromotionRounds(db);
      folds += 1;
      // Let the rounds' requests in (PGlite answers without leaving the microtask queue).
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await Promise.all(
    players.map(async (p, i) => {
      const token = await runToken(p);
      for (const bet of BETS) {
        const round = await spin(token, bet);
        shares += poolShareOfWin(round.win, 'RUB', 'RUB');
        // A movement outside rounds folds the member alone under its lock (points.ts).
        if (i === 0 && bet === 500) await movePromoPoints(db, { promoId, userId: p.id, currency: 'main', currencyId, amount: -1_000, reason: 'exchange', ref: 'test:among' });
      }
    }),
  );
  playing = false;
  await folding;
  expect(folds).toBeGreaterThan(1);
  const staked = BETS.reduce((sum, bet) => sum + bet, 0) * 100;
  for (const [i, p] of players.entries()) expect((await memberOf(promoId, p))!.points).toBe(staked - (i === 0 ? 1_000 : 0));
  expect((await readPools(db, [promoId])).get(promoId)!.amount).toBe(100_000 + Math.floor(shares / 100));
});

// On PostgreSQL rounds commit side by side, and a round's id can be below where a fold notes the
// rounds stand while its transaction is still open (PGlite runs one transaction at a time).
const describePg = process.env.DB_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL ? describe : describe.skip;
describePg('a round still being written while folds run (PostgreSQL)', () => {
  it('is counted once it commits, however many folds ran meanwhile', async () => {
    const promoId = await newPromotion({ rules: { stake: { RUB: 100 }, win: null } });
    const p = await fundedPlayer(db);
    await spin(await runToken(p), 100);
    expect((await memberOf(promoId, p))!.points).toBe(10_000);
    let written!: () => void;
    let release!: () => void;
    const isWritten = new Promise<void>((resolve) => (written = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // A round's transaction as the round path runs it: the wallet lock, then the round row (a
    // copy of the player's last one under a new round id), then a wait before its commit.
    const writing = db.transaction(async (tx) => {
      await tx.execute(sql`select * from wallet_lock(${p.id}, 'RUB', '{}')`);
      await tx.execute(sql`insert into ${gameRounds} (session_id, round_id, game_id, user_id, mode, currency, bet, win, outcome, created_at, promo_moves)
        select session_id, ${randomUUID()}, game_id, user_id, mode, currency, bet, win, outcome, now(), promo_moves
        from ${gameRounds} where user_id = ${p.id} order by id desc limit 1`);
      written();
      await released;
    });
    await isWritten;
    for (let i = 0; i < 3; i += 1) await foldPromotionRounds(db);
    release();
    await writing;
    expect((await memberOf(promoId, p))!.points).toBe(20_000);
  });
});

it('after rounds, the player hears their points as folded into their row, in a promo they are a member of only', async () => {
  const rules: PromotionPointRules = { stake: { RUB: 100 }, win: null };
  const open = await newPromotion({ rules });
  const button = await newPromotion({ rules, button: true });
  const p = await fundedPlayer(db);
  const heard: RealtimeMessage[] = [];
  const stop = onMessage((room, message) => room === userRoom(p.hash) && heard.push(message));
  try {
    const token = await runToken(p);
    await spin(token, 200);
    await spin(token, 300);
    await flushPromotionLive();
  } finally {
    stop();
  }
  const points = heard.filter((m) => m.type === REALTIME_EVENTS.promoPointsChanged);
  expect(points).toContainEqual({ type: REALTIME_EVENTS.promoPointsChanged, actionId: open, points: 50_000, additionalPoints: 0 });
  // Not a member of the promo with the button: its points are nobody's, and nothing is told.
  expect(points.filter((m) => m.type === REALTIME_EVENTS.promoPointsChanged && m.actionId === button)).toEqual([]);
  expect(await memberOf(button, p)).toBeUndefined();
});

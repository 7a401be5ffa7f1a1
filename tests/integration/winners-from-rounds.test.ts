import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { winners } from '@/lib/platform/db/schema';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import { REALTIME_EVENTS, SITE_ROOM } from '@/lib/domain/realtime/realtime-events';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import type { WinnerDto } from '@/lib/domain/winners/winners';
import { cryptoRng } from '@/lib/platform/games/engines/rng';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit } from '@/lib/platform/wallet/credits';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { GET as getWinners } from '@/app/api/winners/route';
import { api } from './helpers/accounts';
import { call } from './helpers/api-call';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { withSeededDb } from './helpers/test-db';

/**
 * The lobby's winners list from real wins: a real-money round whose win passes the threshold
 * (by default 20 times the stake, or 10 000 RUB / 100 EUR) is in GET /api/winners at once, newest
 * first, with the nickname masked, and goes live to room `site`; a small win, a demo round and a
 * retried round add nothing. The dice's roll is fixed at 0, so "under" always wins: target 100
 * pays about 96 times the stake, target 5000 about twice.
 */
type Errors = { errors: { code: string }[] };
let db: Db;
withSeededDb((opened) => (db = opened));

beforeEach(() => {
  jest.spyOn(cryptoRng, 'int').mockReturnValue(0);
});
afterEach(() => {
  jest.restoreAllMocks();
});

const DICE = 'european-roulette';

async function player(nickname: string, currency = 'RUB'): Promise<TestPlayer> {
  const p = await registerPlayer({ nickname, currency });
  await deposit(db, { transactionId: `winners:${randomUUID()}`, userId: p.id, currency, amount: 1_000_000 });
  return p;
}

async function runToken(p: TestPlayer, type: 'real' | 'demo' = 'real'): Promise<string> {
  const res = await api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, `/json-api/eapi/game-run/${DICE}`, { body: { platform: 'desktop', type }, bearer: p.bearer, params: { slug: DICE } });
  expect(res.status).toBe(200);
  return res.body.data.runToken;
}

async function roll(token: string, bet: number, target: number, roundId: string = randomUUID()): Promise<StudioRoundAnswer> {
  const res = await api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId, bet, target, direction: 'under' } });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function listed(): Promise<WinnerDto[]> {
  const res = await call<{ data: WinnerDto[] }>(getWinners, '/api/winners?limit=30');
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The winners announced to room `site` while `work` runs. */
async function announced(work: () => Promise<unknown>): Promise<WinnerDto[]> {
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, message) => {
    if (room === SITE_ROOM && message.type === REALTIME_EVENTS.winnerAdded) seen.push(message);
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen.flatMap((m) => (m.type === REALTIME_EVENTS.winnerAdded ? [m.winner] : []));
}

const rowsOf = (p: TestPlayer) => db.select().from(winners).where(eq(winners.userId, p.id));

it('a real-money big win is listed first, masked, and announced to every lobby', async () => {
  const p = await player(`Zephyr${randomUUID().slice(0, 6)}`);
  const token = await runToken(p);
  let answer: StudioRoundAnswer | undefined;
  const heard = await announced(async () => {
    answer = await roll(token, 100, 100);
  });
  expect(answer!.win).toBeGreaterThanOrEqual(20 * 100);
  const [top] = await listed();
  expect(top).toEqual({
    id: expect.any(Number),
    userName: 'Zep***',
    amount: answer!.win,
    currency: 'RUB',
    wonAt: expect.any(String),
    game: { slug: DICE, name: expect.any(String), preview: expect.any(String) },
  });
  // The list never shows the nickname whole.
  expect(JSON.stringify(await listed())).not.toContain('Zephyr');
  expect(heard).toEqual([top]);
});

it('newest first: a later big win goes above an earlier one', async () => {
  const first = await player(`Alpha${randomUUID().slice(0, 6)}`);
  const second = await player(`Bravo${randomUUID().slice(0, 6)}`);
  await roll(await runToken(first), 100, 100);
  await roll(await runToken(second), 200, 100);
  const [top, next] = await listed();
  expect([top!.userName, next!.userName]).toEqual(['Bra***', 'Alp***']);
  expect(Date.parse(top!.wonAt)).toBeGreaterThanOrEqual(Date.parse(next!.wonAt));
});

it('a small win, and a demo round however big, are not listed', async () => {
  const p = await player(`Quiet${randomUUID().slice(0, 6)}`);
  const before = (await listed())[0];
  const heard = await announced(async () => {
    const small = await roll(await runToken(p), 100, 5000);
    expect(small.win).toBeGreaterThan(100);
    expect(small.win).toBeLessThan(20 * 100);
    const demo = await roll(await runToken(p, 'demo'), 100, 100);
    expect(demo.win).toBeGreaterThanOrEqual(20 * 100);
  });
  expect(heard).toEqual([]);
  expect(await rowsOf(p)).toEqual([]);
  expect((await listed())[0]).toEqual(before);
});

it('the amount per currency counts too: 100 EUR won at twice the stake is a big win', async () => {
  const p = await player(`Euro${randomUUID().slice(0, 6)}`, 'EUR');
  const answer = await roll(await runToken(p), 10_000, 5000);
  expect(answer.win).toBeGreaterThanOrEqual(100_00);
  expect(answer.win).toBeLessThan(20 * 10_000);
  expect((await listed())[0]).toMatchObject({ userName: 'Eur***', amount: answer.win, currency: 'EUR' });
});

it('a retried round (the same round id) is listed and announced once', async () => {
  const p = await player(`Retry${randomUUID().slice(0, 6)}`);
  const token = await runToken(p);
  const roundId = randomUUID();
  const heard = await announced(async () => {
    const first = await roll(token, 100, 100, roundId);
    const again = await roll(token, 100, 100, roundId);
    expect(again.win).toBe(first.win);
  });
  expect(heard).toHaveLength(1);
  expect(await rowsOf(p)).toHaveLength(1);
  expect((await listed()).filter((w) => w.userName === 'Ret***')).toHaveLength(1);
});

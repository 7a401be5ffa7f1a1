import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { gameRounds, walletTransactions } from '@/lib/platform/db/schema';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { DomainError } from '@/lib/domain/domain-error';
import { now } from '@/lib/platform/clock';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit } from '@/lib/platform/wallet/credits';
import { grantGift } from '@/lib/platform/gifts/grant-gift';
import { cashbackEffect, cashbackKey } from '@/lib/platform/gift-activation/effects/cashback';
import { forgetWinbackCache } from '@/lib/platform/gift-activation/winback';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { GET as balanceRoute } from '@/app/json-api/users/balance/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { giftRow } from './helpers/gifts';
import { activateWith } from './helpers/gift-effects';

/**
 * Cashback: activation pays `percent` of the net real-money losses of the `periodDays`
 * before it (paid real rounds in the player's currency; free rounds, demo play and older rounds
 * left out) as bonus money with wagering, once; the balance's win-back amount is what it would
 * pay now, and `winback_changed` follows real rounds while the gift is held.
 */
type Errors = { errors: { code: string }[] };
let db: Db;

withSeededDb((opened) => (db = opened));
beforeEach(() => forgetWinbackCache());

const SLOT = 'cherry-blaze';
const DAY = 86_400_000;
const spec: GiftSpec = { title: { ru: 'Кэшбэк', en: 'Cashback', it: 'Cashback' }, terms: { type: 'cashback', percent: 10, periodDays: 7, wager: 5 }, validDays: 7 };

async function giveCashback(p: TestPlayer): Promise<number> {
  const granted = await grantGift(db, { userId: p.id, reason: 'cashback', key: `test-cashback:${randomUUID()}`, spec });
  if (!granted) throw new Error('not granted');
  return granted.gift.id;
}

const activate = (p: TestPlayer, giftId: number) => activateWith(db, cashbackEffect, giftId, { id: p.id, currency: 'RUB' });
const balance = async (p: TestPlayer) => (await api<{ data: BalanceDto }>(balanceRoute, '/json-api/users/balance', { bearer: p.bearer })).body.data;

async function run(p: TestPlayer, type: 'real' | 'demo' = 'real'): Promise<GameRunInfo> {
  const res = await api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, `/json-api/eapi/game-run/${SLOT}`, { body: { platform: 'desktop', type }, bearer: p.bearer, params: { slug: SLOT } });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function spin(token: string, bet: number): Promise<StudioRoundAnswer> {
  const res = await api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId: randomUUID(), bet } });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A round row as if played `daysAgo` (the period's edge cannot be waited for). */
async function pastRound(p: TestPlayer, sessionId: string, daysAgo: number, bet: number, win: number, extra: Partial<typeof gameRounds.$inferInsert> = {}) {
  await db.insert(gameRounds).values({
    sessionId, roundId: randomUUID(), gameId: 1, userId: p.id, mode: 'real', currency: 'RUB', bet, win,
    outcome: { kind: 'slot' }, createdAt: new Date(now().getTime() - daysAgo * DAY), ...extra,
  });
}

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'none';
}

it('pays 10 % of the net real losses of the last 7 days as bonus money with wagering; the win-back shows it first, then 0', async () => {
  const p = await registerPlayer();
  await deposit(db, { transactionId: `cb-dep:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000_000 });
  const info = await run(p);
  await pastRound(p, info.session_id, 8, 50_000, 0); // before the period: not counted
  await pastRound(p, info.session_id, 2, 30_000, 5_000); // 250.00 lost
  await pastRound(p, info.session_id, 1, 7_000, 0, { mode: 'demo' }); // play money
  await pastRound(p, info.session_id, 1, 7_000, 0, { giftId: 999_999 }); // a free round: the house's stake
  await pastRound(p, info.session_id, 1, 7_000, 0, { currency: 'EUR' }); // another currency
  let net = 25_000;
  for (let i = 0; i < 5; i += 1) {
    const round = await spin(info.runToken, 1_000);
    net += round.bet - round.win;
  }
  const expected = Math.max(0, Math.floor((net * 10) / 100));
  expect(expected).toBeGreaterThan(0);
  expect((await balance(p)).winback).toBe(0);

  const giftId = await giveCashback(p);
  expect((await balance(p)).winback).toBe(expected);
  const before = await balance(p);

  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
  expect(await activate(p, giftId)).toBe('used');
  stop();
  expect(await balance(p)).toMatchObject({ balance: before.balance, bonus: expected, wagering: expected * 5, winback: 0 });
  expect(await giftRow(db, giftId)).toMatchObject({ state: 'used' });
  expect(seen.map((m) => m.type)).toEqual(['balance_changed', 'winback_changed']);
  expect(seen[1]).toEqual({ type: 'winback_changed', winback: 0, currency: 'RUB' });
});

it('two activations at once pay once', async () => {
  const p = await registerPlayer();
  await deposit(db, { transactionId: `cb-dep:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 100_000 });
  const info = await run(p);
  await pastRound(p, info.session_id, 1, 40_000, 0);
  const giftId = await giveCashback(p);
  const codes = await Promise.all([refusal(activate(p, giftId)), refusal(activate(p, giftId))]);
  expect(codes.sort()).toEqual(['none', 'used']);
  expect(await balance(p)).toMatchObject({ bonus: 4_000, wagering: 20_000 });
  expect(await db.$count(walletTransactions, eq(walletTransactions.idempotencyKey, cashbackKey(giftId)))).toBe(1);
});

it('a player who lost nothing (or is ahead) gets nothing, and the gift is used', async () => {
  const p = await registerPlayer();
  await deposit(db, { transactionId: `cb-dep:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 100_000 });
  const info = await run(p);
  await pastRound(p, info.session_id, 1, 1_000, 9_000);
  const giftId = await giveCashback(p);
  expect((await balance(p)).winback).toBe(0);
  expect(await activate(p, giftId)).toBe('used');
  expect(await balance(p)).toMatchObject({ bonus: 0, wagering: 0, winback: 0 });
  expect(await db.$count(walletTransactions, eq(walletTransactions.idempotencyKey, cashbackKey(giftId)))).toBe(0);
});

it('a real round publishes winback_changed while a cashback gift is held; without one, or in demo, nothing', async () => {
  const holder = await registerPlayer();
  await deposit(db, { transactionId: `cb-dep:${randomUUID()}`, userId: holder.id, currency: 'RUB', amount: 100_000 });
  await giveCashback(holder);
  const other = await registerPlayer();
  await deposit(db, { transactionId: `cb-dep:${randomUUID()}`, userId: other.id, currency: 'RUB', amount: 100_000 });
  const holderRun = await run(holder);
  const otherRun = await run(other);
  // 500.00 lost two days ago: the amount is above 0 whatever the next rounds pay.
  await pastRound(holder, holderRun.session_id, 2, 50_000, 0);

  const seen: [string, RealtimeMessage][] = [];
  const stop = onMessage((room, m) => m.type === 'winback_changed' && seen.push([room, m]));
  let net = 50_000;
  for (let i = 0; i < 3; i += 1) {
    const round = await spin(holderRun.runToken, 2_000);
    net += round.bet - round.win;
  }
  await spin(otherRun.runToken, 2_000);
  const demo = await run(holder, 'demo');
  await spin(demo.runToken, 2_000);
  stop();
  // Every message is the holder's; the first round told the amount (never told before), the last
  // message is the amount the balance call computes.
  expect(seen.length).toBeGreaterThanOrEqual(1);
  // At most one per round of the holder's three: the other player's and the demo round told nothing.
  expect(seen.length).toBeLessThanOrEqual(3);
  expect(seen.every(([room]) => room === `user:${holder.hash}`)).toBe(true);
  const expected = Math.max(0, Math.floor((net * 10) / 100));
  expect(seen.at(-1)?.[1]).toEqual({ type: 'winback_changed', winback: expected, currency: 'RUB' });
  expect((await balance(holder)).winback).toBe(expected);
});

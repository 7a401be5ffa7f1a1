import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { gameRounds, playerProgress, walletTransactions } from '@/lib/platform/db/schema';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { DomainError } from '@/lib/domain/domain-error';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit } from '@/lib/platform/wallet/credits';
import { grantGift } from '@/lib/platform/gifts/grant-gift';
import { freeRoundsEffect } from '@/lib/platform/gift-activation/effects/free-rounds';
import { loadStudioSession } from '@/lib/platform/games/studio-session';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { GET as balanceRoute } from '@/app/json-api/users/balance/route';
import { GET as giftsRoute } from '@/app/json-api/user-gifts/route';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { giftRow } from './helpers/gifts';
import { activateWith } from './helpers/gift-effects';

/**
 * Giftspin: activation arms N free rounds of a studio slot at a fixed stake; the
 * rounds are played in the frame with `freeSpin: true`, cost the player nothing, pay wins to
 * bonus money with wagering, count down `spins_left` once per round id and never below 0, and
 * the gift is used after the last one.
 */
type Errors = { errors: { code: string }[] };
type Balance = { balance: number; bonus: number; wagering: number };
let db: Db;

withSeededDb((opened) => (db = opened));

const SLOT = 'cherry-blaze';
const STAKE = 1_000;
const title = { ru: 'Фриспины', en: 'Free spins', it: 'Giri gratis' };
const spinsSpec = (spins: number, gameSlug = SLOT, wager = 10): GiftSpec => ({ title, terms: { type: 'giftspin', gameSlug, spins, stakes: { RUB: STAKE }, wager }, validDays: 7 });

async function giveSpins(p: TestPlayer, spins: number, gameSlug = SLOT): Promise<number> {
  const granted = await grantGift(db, { userId: p.id, reason: 'personal', key: `test-spins:${randomUUID()}`, spec: spinsSpec(spins, gameSlug) });
  if (!granted) throw new Error('not granted');
  return granted.gift.id;
}

const activate = (p: TestPlayer, giftId: number) => activateWith(db, freeRoundsEffect, giftId, { id: p.id, currency: 'RUB' });

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'none';
}

async function run(p: TestPlayer): Promise<GameRunInfo> {
  const res = await api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, `/json-api/eapi/game-run/${SLOT}`, {
    body: { platform: 'desktop', type: 'real' },
    bearer: p.bearer,
    params: { slug: SLOT },
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

const freeSpin = (token: string, roundId: string = randomUUID(), bet = STAKE) =>
  api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId, bet, freeSpin: true } });
const paidSpin = (token: string, bet = STAKE) => api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId: randomUUID(), bet } });
const balance = async (p: TestPlayer) => (await api<{ data: Balance }>(balanceRoute, '/json-api/users/balance', { bearer: p.bearer })).body.data;

it('activation arms the spins; the game run and the studio page tell them; free rounds cost nothing and pay wins to bonus with wagering', async () => {
  const p = await registerPlayer();
  const giftId = await giveSpins(p, 40);
  expect((await run(p)).free_spins).toBeNull();
  expect(await activate(p, giftId)).toBe('activated');
  expect(await giftRow(db, giftId)).toMatchObject({ state: 'activated', spinsLeft: 40 });
  const listed = async () => (await api<{ data: { data: GiftDto[] } }>(giftsRoute, '/json-api/user-gifts', { bearer: p.bearer })).body.data.data.find((g) => g.id === giftId);
  expect(await listed()).toMatchObject({ type: 'giftspin', state: 'activated', spinsLeft: 40 });

  const info = await run(p);
  expect(info.free_spins).toEqual({ left: 40, stake: STAKE, kind: 'spins' });
  expect((await loadStudioSession(db, info.runToken))?.freeSpins).toEqual({ left: 40, stake: STAKE, kind: 'spins' });

  let won = 0;
  for (let i = 0; i < 40; i += 1) {
    const res = await freeSpin(info.runToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bet: STAKE, freeSpinsLeft: 39 - i });
    won += res.body.data.win;
  }
  // 40 rounds of a slot: at least one pays (the test fails, rightly, if wins never reach bonus money).
  expect(won).toBeGreaterThan(0);
  // Not a kopeck of the player's money moved; every win is bonus money wagered 10 times.
  expect(await balance(p)).toMatchObject({ balance: 0, bonus: won, wagering: won * 10 });
  // The stake was the house's: no experience, and the rounds are marked as the gift's.
  expect((await db.select().from(playerProgress).where(eq(playerProgress.userId, p.id)))[0]?.xpMillis ?? 0).toBe(0);
  expect(await db.$count(gameRounds, and(eq(gameRounds.userId, p.id), eq(gameRounds.giftId, giftId)))).toBe(40);
  expect(await giftRow(db, giftId)).toMatchObject({ state: 'used', spinsLeft: 0, usedAt: expect.any(Date) });
  expect(await listed()).toMatchObject({ state: 'used', spinsLeft: 0 });
  // After the last one: none left, and the page is told so.
  expect((await freeSpin(info.runToken)).body.errors).toEqual([{ code: 'no_free_spins' }]);
  expect((await run(p)).free_spins).toBeNull();
});

it('a free round at another stake, without a giftspin, or in demo is refused; a paid round still costs its stake', async () => {
  const p = await registerPlayer();
  await deposit(db, { transactionId: `spins-dep:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 100_000 });
  const info = await run(p);
  expect((await freeSpin(info.runToken)).body.errors).toEqual([{ code: 'no_free_spins' }]);
  const giftId = await giveSpins(p, 3);
  await activate(p, giftId);
  expect((await freeSpin(info.runToken, randomUUID(), STAKE * 2)).body.errors).toEqual([{ code: 'invalid_bet' }]);
  const demo = await api<{ data: GameRunInfo }, { slug: string }>(gameRun, `/json-api/eapi/game-run/${SLOT}`, {
    body: { platform: 'desktop', type: 'demo' },
    bearer: p.bearer,
    params: { slug: SLOT },
  });
  expect(demo.body.data.free_spins).toBeNull();
  expect((await freeSpin(demo.body.data.runToken)).body.errors).toEqual([{ code: 'no_free_spins' }]);
  // The demo run stopped the real one (one game session at a time): open it again.
  Object.assign(info, await run(p));
  const paid = await paidSpin(info.runToken);
  expect(paid.status).toBe(200);
  expect(paid.body.data.freeSpinsLeft).toBeUndefined();
  expect((await giftRow(db, giftId)).spinsLeft).toBe(3);
  expect((await balance(p)).balance).toBe(100_000 - STAKE + paid.body.data.win);
});

it('a retried round id counts once; two rounds at once never take more spins than there are', async () => {
  const p = await registerPlayer();
  const giftId = await giveSpins(p, 2);
  await activate(p, giftId);
  const { runToken } = await run(p);
  const roundId = randomUUID();
  const first = await freeSpin(runToken, roundId);
  const again = await freeSpin(runToken, roundId);
  expect(first.status).toBe(200);
  expect(again.status).toBe(200);
  expect(again.body.data).toMatchObject({ roundId, win: first.body.data.win, freeSpinsLeft: 1 });
  expect((await giftRow(db, giftId)).spinsLeft).toBe(1);

  const both = await Promise.all([freeSpin(runToken), freeSpin(runToken)]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  expect(both.find((r) => r.status === 400)?.body.errors).toEqual([{ code: 'no_free_spins' }]);
  expect(await giftRow(db, giftId)).toMatchObject({ spinsLeft: 0, state: 'used' });
  // Two rounds stored, one win credit at most per round: the loser rolled back its row.
  expect(await db.$count(gameRounds, and(eq(gameRounds.userId, p.id), isNotNull(gameRounds.giftId)))).toBe(2);
  // Bonus money holds exactly the wins of the two rounds that played: the retry paid nothing twice.
  const played = [first, ...both.filter((r) => r.status === 200)].reduce((sum, r) => sum + r.body.data.win, 0);
  expect((await balance(p)).bonus).toBe(played);
  const credits = await db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, p.id), eq(walletTransactions.type, 'grant')));
  expect(credits.filter((c) => c.idempotencyKey.startsWith('freespin:')).length).toBeLessThanOrEqual(2);
});

it('each free round publishes gifts_state_updated, and the last one gifts_state_changed (used)', async () => {
  const p = await registerPlayer();
  const giftId = await giveSpins(p, 2);
  await activate(p, giftId);
  const { runToken } = await run(p);
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
  await freeSpin(runToken);
  await freeSpin(runToken);
  stop();
  const gift = (state: string) => ({ id: giftId, type: 'giftspin', state });
  expect(seen.filter((m) => m.type.startsWith('gifts_'))).toEqual([
    { type: 'gifts_state_updated', gift: gift('activated') },
    { type: 'gifts_state_updated', gift: gift('used') },
    { type: 'gifts_state_changed', gift: gift('used') },
  ]);
});

it('activation refuses a switched-off or unknown game and a second running giftspin', async () => {
  const p = await registerPlayer();
  expect(await refusal(activate(p, await giveSpins(p, 5, 'no-such-slot')))).toBe('invalid_provider_response');
  // A seeded game the operator switched off.
  expect(await refusal(activate(p, await giveSpins(p, 5, 'ember-wyrm')))).toBe('invalid_provider_response');
  const first = await giveSpins(p, 5);
  const second = await giveSpins(p, 5);
  await activate(p, first);
  expect(await refusal(activate(p, second))).toBe('exists_active_giftspin');
  expect((await giftRow(db, second)).state).toBe('received');
});

it('two different giftspins activated at once: exactly one runs', async () => {
  const p = await registerPlayer();
  const a = await giveSpins(p, 5);
  const b = await giveSpins(p, 5);
  const codes = await Promise.all([refusal(activate(p, a)), refusal(activate(p, b))]);
  expect(codes.sort()).toEqual(['exists_active_giftspin', 'none']);
});

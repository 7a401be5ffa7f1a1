import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { compointProducts, playerProgress, users, walletAccounts } from '@/lib/platform/db/schema';
import type { GameRunInfo } from '@/lib/domain/games/game-run';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { CompointProductDto, CompointPurchaseDto, CompointsConfigDto } from '@/lib/domain/compoints/compoints';
import type { StudioRoundAnswer } from '@/lib/domain/studio/studio-session';
import { inTransaction } from '@/lib/platform/db/transaction';
import { now } from '@/lib/platform/clock';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { deposit, grant } from '@/lib/platform/wallet/credits';
import { creditCompoints, spendCompoints } from '@/lib/platform/wallet/compoints';
import { compointEffect } from '@/lib/platform/gift-activation/effects/compoint';
import { POST as gameRun } from '@/app/json-api/eapi/game-run/[slug]/route';
import { POST as playRoundRoute } from '@/app/json-api/studio/rounds/route';
import { GET as configRoute } from '@/app/json-api/compoints/config/route';
import { GET as productsRoute } from '@/app/json-api/compoint-products/route';
import { POST as buyRoute } from '@/app/json-api/compoint-products/[id]/route';
import { PUT as activateRoute } from '@/app/json-api/gifts/activate/[id]/route';
import { GET as giftCountRoute } from '@/app/json-api/user-gifts/payout-gift-count/route';
import { GET as giftsRoute } from '@/app/json-api/user-gifts/route';
import { GET as balanceRoute } from '@/app/json-api/users/balance/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { insertGift } from './helpers/gifts';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * Compoints: earned in the round's own transaction from real-money slot stakes at the
 * currency's rate (100 RUB = 1), kept in their own ledger accounts (never negative), spent in the
 * shop in one transaction with the gift's grant; every call and refusal; purchases at once.
 */
type Errors = { errors: { code: string; field?: string }[] };
let db: Db;
let seq = 0;

withSeededDb((opened) => (db = opened));

async function runToken(p: TestPlayer, slug = 'cherry-blaze', type: 'real' | 'demo' = 'real'): Promise<string> {
  const res = await api<{ data: GameRunInfo } & Errors, { slug: string }>(gameRun, `/json-api/eapi/game-run/${slug}`, {
    body: { platform: 'desktop', type },
    bearer: p.bearer,
    params: { slug },
  });
  expect(res.status).toBe(200);
  return res.body.data.runToken;
}

const spin = (token: string, bet: number, roundId: string = randomUUID(), extra: Record<string, unknown> = {}) =>
  api<{ data: StudioRoundAnswer } & Errors>(playRoundRoute, '/json-api/studio/rounds', { body: { runToken: token, roundId, bet, ...extra } });
const config = (p: TestPlayer, lang = 'en') => api<{ data: CompointsConfigDto } & Errors>(configRoute, '/json-api/compoints/config', { bearer: p.bearer, lang });
const compoints = async (p: TestPlayer) => (await config(p)).body.data.balance;
const products = (p: TestPlayer, query = '?type=gift', lang = 'en') =>
  api<{ data: { data: CompointProductDto[] } } & Errors>(productsRoute, `/json-api/compoint-products${query}`, { bearer: p.bearer, lang });
const buy = (p: TestPlayer, id: number | string, requestId: string | null = randomUUID().replaceAll('-', ''), headers: Record<string, string> = {}) =>
  api<{ data: CompointPurchaseDto<GiftDto>; missing?: number; balance?: number } & Errors, { id: string }>(buyRoute, `/json-api/compoint-products/${id}`, {
    method: 'POST',
    bearer: p.bearer,
    lang: 'en',
    params: { id: String(id) },
    headers: requestId === null ? headers : { 'idempotency-key': requestId, ...headers },
  });
const giveCompoints = (p: TestPlayer, amount: number) => inTransaction(db, (tx) => creditCompoints(tx, { userId: p.id, amount, key: `test:${p.id}:${++seq}` }));
const fund = (p: TestPlayer, amount: number) => deposit(db, { transactionId: `cp-dep:${randomUUID()}`, userId: p.id, currency: 'RUB', amount });
const progressOf = async (p: TestPlayer) => (await db.select().from(playerProgress).where(eq(playerProgress.userId, p.id)))[0];

function listen(p: TestPlayer): { seen: RealtimeMessage[]; stop: () => void } {
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => {
    if (room === `user:${p.hash}`) seen.push(m);
  });
  return { seen, stop };
}

async function newProduct(values: Partial<typeof compointProducts.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(compointProducts)
    .values({ price: 10, gift: { title: { ru: 'Опыт', en: 'Experience', it: 'Esperienza' }, terms: { type: 'xp', points: 10 }, validDays: 7 }, position: 100, ...values })
    .returning({ id: compointProducts.id });
  return row!.id;
}

describe('earning', () => {
  it('100 RUB of real-money slot stakes earn exactly 1 compoint, told live once; a retried round counts once', async () => {
    const p = await registerPlayer();
    await fund(p, 1_000_000);
    const token = await runToken(p);
    expect((await spin(token, 9_800)).status).toBe(200);
    expect(await compoints(p)).toBe(0);
    expect((await progressOf(p))?.compointMillis).toBe(980);

    const { seen, stop } = listen(p);
    const roundId = randomUUID();
    expect((await spin(token, 200, roundId)).status).toBe(200);
    expect((await spin(token, 200, roundId)).status).toBe(200);
    stop();
    expect(await compoints(p)).toBe(1);
    expect(seen.filter((m) => m.type === 'compoints_balance_changed')).toEqual([{ type: 'compoints_balance_changed', balance: 1 }]);
    expect(await progressOf(p)).toMatchObject({ compointMillis: 1_000, compointsCredited: 1 });

    // 2 000 RUB more: 20 more compoints, credited as they are crossed.
    for (let i = 0; i < 20; i += 1) expect((await spin(token, 10_000)).status).toBe(200);
    expect(await compoints(p)).toBe(21);
    const balance = await api<{ data: { compoint_balance: number } }>(balanceRoute, '/json-api/users/balance', { bearer: p.bearer });
    expect(balance.body.data.compoint_balance).toBe(21);
  });

  it('bonus money, demo play and table games earn none', async () => {
    const p = await registerPlayer();
    await grant(db, { transactionId: `cp-bonus:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000_000, to: 'bonus' });
    const bonus = await runToken(p);
    expect((await spin(bonus, 10_000)).status).toBe(200);
    expect((await spin(bonus, 10_000)).status).toBe(200);
    const demo = await runToken(p, 'cherry-blaze', 'demo');
    expect((await spin(demo, 10_000)).status).toBe(200);
    expect(await compoints(p)).toBe(0);

    const q = await registerPlayer();
    await fund(q, 1_000_000);
    const dice = await runToken(q, 'european-roulette');
    expect((await spin(dice, 10_000, randomUUID(), { target: 5000, direction: 'under' })).status).toBe(200);
    expect((await spin(dice, 10_000, randomUUID(), { target: 5000, direction: 'under' })).status).toBe(200);
    expect(await compoints(q)).toBe(0);
    expect((await progressOf(q))?.compointMillis).toBe(0);
  });

  it('other currencies earn at their own rate (1 EUR = 1 compoint)', async () => {
    const p = await registerPlayer({ currency: 'EUR' });
    await deposit(db, { transactionId: `cp-eur:${randomUUID()}`, userId: p.id, currency: 'EUR', amount: 10_000 });
    const token = await runToken(p);
    expect((await spin(token, 300)).status).toBe(200);
    expect(await compoints(p)).toBe(3);
    expect((await config(p)).body.data).toMatchObject({ currency: 'EUR', rate: { currency: 'EUR', stake: 100 } });
  });

  it('two rounds at once credit each whole compoint once', async () => {
    const p = await registerPlayer();
    await fund(p, 1_000_000);
    const token = await runToken(p);
    const answers = await Promise.all([spin(token, 10_000), spin(token, 10_000), spin(token, 5_000)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await compoints(p)).toBe(2);
    expect(await progressOf(p)).toMatchObject({ compointMillis: 2_500, compointsCredited: 2 });
  });
});

describe('ledger', () => {
  it('spends never below zero: the refusal says how many are missing; a replayed key moves nothing', async () => {
    const p = await registerPlayer();
    await giveCompoints(p, 5);
    await expect(inTransaction(db, (tx) => spendCompoints(tx, { userId: p.id, amount: 8, key: `spend:${p.id}:a` }))).rejects.toMatchObject({
      code: 'insufficient_compoint_balance',
      details: { missing: 3, balance: 5 },
    });
    const first = await inTransaction(db, (tx) => spendCompoints(tx, { userId: p.id, amount: 4, key: `spend:${p.id}:b` }));
    const again = await inTransaction(db, (tx) => spendCompoints(tx, { userId: p.id, amount: 4, key: `spend:${p.id}:b` }));
    expect([first.balance, first.duplicate, again.balance, again.duplicate]).toEqual([1, false, 1, true]);
    expect(await compoints(p)).toBe(1);
    // The database's own check: a player's compoint account cannot go below zero.
    await expect(
      db.update(walletAccounts).set({ balance: -1 }).where(and(eq(walletAccounts.userId, p.id), eq(walletAccounts.kind, 'compoints'))),
    ).rejects.toThrow();
  });
});

describe('calls', () => {
  it('config: balance, rates and texts in the caller language; login required', async () => {
    const p = await registerPlayer();
    await giveCompoints(p, 12);
    const res = await config(p, 'en');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      balance: 12,
      currency: 'RUB',
      rate: { currency: 'RUB', stake: 10_000 },
      earnedBy: 'slots',
      aboutUrl: '/compoints-about',
      texts: { title: 'Compoints shop' },
    });
    expect(res.body.data.rates).toContainEqual({ currency: 'EUR', stake: 100 });
    expect((await config(p, 'ru')).body.data.texts.title).toBe('Магазин компоинтов');
    expect((await api(configRoute, '/json-api/compoints/config')).status).toBe(401);
  });

  it('products: the active gifts in shop order with their gift; ?type other than gift is 400; login required', async () => {
    const p = await registerPlayer();
    const hidden = await newProduct({ active: false });
    const res = await products(p);
    expect(res.status).toBe(200);
    const list = res.body.data.data;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list[0]).toMatchObject({ type: 'gift', price: 5, stock: null, gift: { title: '50 experience points', type: 'xp', terms: { type: 'xp', points: 50 }, validDays: 30 } });
    expect(list.find((x) => x.stock !== null)).toMatchObject({ price: 1_200, stock: 10, gift: { type: 'custom' } });
    expect(list.map((x) => x.id)).not.toContain(hidden);
    expect((await products(p, '', 'ru')).body.data.data[0]!.gift.title).toBe('50 очков опыта');
    const bad = await products(p, '?type=tournament');
    expect([bad.status, bad.body.errors[0]]).toEqual([400, { code: 'invalid_type', field: 'type' }]);
    expect((await api(productsRoute, '/json-api/compoint-products?type=gift')).status).toBe(401);
  });

  it('buys a gift: compoints spent, the gift (reason compoints) received, told live; a double click buys once', async () => {
    const p = await registerPlayer();
    await giveCompoints(p, 1_200);
    const product = (await products(p)).body.data.data.find((x) => x.price === 400 && x.gift.type === 'cash')!;
    const { seen, stop } = listen(p);
    const requestId = `click-${randomUUID()}`;
    const [first, second] = await Promise.all([buy(p, product.id, requestId), buy(p, product.id, requestId)]);
    stop();
    expect([first.status, second.status]).toEqual([200, 200]);
    // The same key: one purchase, answered twice alike (docs/API.md "Idempotency").
    expect([first.headers.get('idempotency-replayed'), second.headers.get('idempotency-replayed')].sort()).toEqual([null, 'true']);
    expect(first.body).toEqual(second.body);
    expect(first.body.data).toMatchObject({ balance: 800, gift: { reason: 'compoints', state: 'received', type: 'cash', title: '100 ₽ bonus' } });
    expect(await compoints(p)).toBe(800);
    const gifts = (await api<{ data: { data: GiftDto[] } }>(giftsRoute, '/json-api/user-gifts', { bearer: p.bearer })).body.data.data;
    expect(gifts.filter((g) => g.reason === 'compoints').map((g) => g.id)).toEqual([first.body.data.gift.id]);
    expect(seen.filter((m) => m.type === 'compoints_balance_changed')).toEqual([{ type: 'compoints_balance_changed', balance: 800 }]);
    expect(seen.filter((m) => m.type === 'gifts_state_changed')).toHaveLength(1);

    // A key in the body works the same; without any key each call is a purchase.
    const body = `body-${randomUUID()}`;
    const viaBody = () =>
      api<{ data: CompointPurchaseDto<GiftDto> }, { id: string }>(buyRoute, `/json-api/compoint-products/${product.id}`, { body: { requestId: body }, bearer: p.bearer, params: { id: String(product.id) } });
    const once = await viaBody();
    const again = await viaBody();
    expect([once.body.data.balance, again.headers.get('idempotency-replayed')]).toEqual([400, 'true']);
    expect(again.body).toEqual(once.body);
    expect((await buy(p, product.id, null)).status).toBe(200);
    expect(await compoints(p)).toBe(0);
  });

  it('a bundle bought with compoints waits in Pick up (reason compoints, not counted); taken, its gifts join the list as compoint_product_purchase', async () => {
    const p = await registerPlayer();
    await giveCompoints(p, 200);
    const bundle = (await products(p)).body.data.data.find((x) => x.gift.type === 'group')!;
    expect(bundle).toMatchObject({ price: 200, gift: { title: 'Bundle: 5 free spins and 30 experience points' } });
    const count = async () => (await api<{ data: { count: number } }>(giftCountRoute, '/json-api/user-gifts/payout-gift-count', { bearer: p.bearer })).body.data.count;
    const before = await count();
    const bought = await buy(p, bundle.id);
    expect(bought.body.data.gift).toMatchObject({ reason: 'compoints', type: 'group', state: 'received' });
    expect(await count()).toBe(before);

    const taken = await api<{ data: GiftDto }, { id: string }>(activateRoute, `/json-api/gifts/activate/${bought.body.data.gift.id}`, {
      method: 'PUT',
      bearer: p.bearer,
      lang: 'en',
      params: { id: String(bought.body.data.gift.id) },
      body: { platform: 'desktop' },
    });
    expect([taken.status, taken.body.data.state]).toEqual([200, 'used']);
    const gifts = (await api<{ data: { data: GiftDto[] } }>(giftsRoute, '/json-api/user-gifts', { bearer: p.bearer, lang: 'en' })).body.data.data;
    const children = gifts.filter((g) => g.reason === 'compoint_product_purchase');
    expect(children.map((g) => [g.type, g.title, g.state]).sort()).toEqual([
      ['giftspin', '5 free spins in Cherry Blaze', 'received'],
      ['xp', '30 experience points', 'received'],
    ]);
    // In the player's list and its counter, unlike the bundle itself.
    expect(await count()).toBe(before + 2);
  });

  it('refuses with a code each: too few compoints (with the missing amount), unknown, switched off, sold out, gifts off, multi-account, bad key', async () => {
    const p = await registerPlayer();
    await giveCompoints(p, 3);
    const expensive = await newProduct({ price: 10 });
    const short = await buy(p, expensive);
    expect([short.status, short.body.errors[0]!.code, short.body.missing, short.body.balance]).toEqual([400, 'insufficient_compoint_balance', 7, 3]);

    const unknown = await buy(p, 2_000_000_000);
    expect([unknown.status, unknown.body.errors[0]!.code]).toEqual([404, 'compoint_product_not_found']);
    expect((await buy(p, 'abc')).status).toBe(404);

    const off = await buy(p, await newProduct({ price: 1, active: false }));
    expect([off.status, off.body.errors[0]!.code]).toEqual([400, 'compoint_product_inactive']);

    const soldOut = await buy(p, await newProduct({ price: 1, stock: 0 }));
    expect([soldOut.status, soldOut.body.errors[0]!.code]).toEqual([409, 'compoint_product_out_of_stock']);

    const badId = await buy(p, expensive, 'x');
    expect([badId.status, badId.body.errors[0]]).toEqual([400, { code: 'invalid_value', field: 'Idempotency-Key' }]);

    const cheap = await newProduct({ price: 1 });
    await db.update(users).set({ giftsDisabled: true }).where(eq(users.id, p.id));
    const disabled = await buy(p, cheap);
    expect([disabled.status, disabled.body.errors[0]!.code]).toEqual([400, 'disabled']);
    await db.update(users).set({ giftsDisabled: false, multiAccount: true }).where(eq(users.id, p.id));
    const multi = await buy(p, cheap);
    expect([multi.status, multi.body.errors[0]!.code]).toEqual([400, 'multi_account']);
    await db.update(users).set({ multiAccount: false }).where(eq(users.id, p.id));

    // None of the refusals spent anything.
    expect(await compoints(p)).toBe(3);
    expect((await api(buyRoute, `/json-api/compoint-products/${cheap}`, { method: 'POST', params: { id: String(cheap) } })).status).toBe(401);
  });

  it('two purchases at once that would overdraw: one wins, the balance never goes negative', async () => {
    const p = await registerPlayer();
    await giveCompoints(p, 10);
    const product = await newProduct({ price: 10 });
    const answers = await Promise.all([buy(p, product), buy(p, product), buy(p, product)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.errors[0]!.code)).toEqual(['insufficient_compoint_balance', 'insufficient_compoint_balance']);
    expect(await compoints(p)).toBe(0);
    const gifts = (await api<{ data: { data: GiftDto[] } }>(giftsRoute, '/json-api/user-gifts', { bearer: p.bearer })).body.data.data;
    expect(gifts.filter((g) => g.reason === 'compoints')).toHaveLength(1);
  });

  it('the last one in stock goes to one of two buyers at once; the other keeps their compoints', async () => {
    const [a, b] = [await registerPlayer(), await registerPlayer()];
    await giveCompoints(a, 5);
    await giveCompoints(b, 5);
    const product = await newProduct({ price: 5, stock: 1 });
    const answers = await Promise.all([buy(a, product), buy(b, product)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect([await compoints(a), await compoints(b)].sort()).toEqual([0, 5]);
    expect((await db.select({ stock: compointProducts.stock }).from(compointProducts).where(eq(compointProducts.id, product)))[0]?.stock).toBe(0);
  });
});

describe('the Compoint gift', () => {
  it('credits its compoints once and is used; told live after the commit', async () => {
    const p = await registerPlayer();
    const gift = await insertGift(db, p.id, { type: 'compoint', terms: { type: 'compoint', compoints: 7 }, depositLimits: [] });
    const run = () => inTransaction(db, (tx) => compointEffect({ tx, gift, player: { id: p.id, currency: 'RUB' }, at: now() }));
    const { seen, stop } = listen(p);
    const outcome = await run();
    await outcome.after?.(db);
    const again = await run();
    await again.after?.(db);
    stop();
    expect([outcome.state, again.state]).toEqual(['used', 'used']);
    expect(await compoints(p)).toBe(7);
    expect(seen).toEqual([{ type: 'compoints_balance_changed', balance: 7 }]);
  });

  it('a row without compoint terms is refused invalid_user_gift and credits nothing', async () => {
    const p = await registerPlayer();
    const gift = await insertGift(db, p.id, { type: 'compoint', terms: { type: 'compoint', compoints: -3 }, depositLimits: [] });
    await expect(inTransaction(db, (tx) => compointEffect({ tx, gift, player: { id: p.id, currency: 'RUB' }, at: now() }))).rejects.toMatchObject({ code: 'invalid_user_gift' });
    expect(await compoints(p)).toBe(0);
  });
});

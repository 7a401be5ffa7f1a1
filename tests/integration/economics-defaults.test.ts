import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { CompointPurchaseDto } from '@/lib/domain/compoints/compoints';
import { REWARD_WAGER } from '@/lib/domain/economics/reward-money';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { Db } from '@/lib/platform/db/client';
import { compointProducts, levels, userGifts } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { checkEconomics, currentEconomics } from '@/lib/platform/economics/economics-check';
import { EconomicsRefused } from '@/lib/platform/economics/errors';
import { creditCompoints } from '@/lib/platform/wallet/compoints';
import { POST as buyRoute } from '@/app/json-api/compoint-products/[id]/route';
import { PUT as activateRoute } from '@/app/json-api/gifts/activate/[id]/route';
import { api } from './helpers/accounts';
import { wallet } from './helpers/gift-activation';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { withSeededDb } from './helpers/test-db';

/**
 * The house economics on the seeded database (lib/platform/economics): the shipped defaults stay
 * under 100 % and within the loyalty budget in every category and currency; a configuration that
 * pays more than it takes is refused at start-up; money bought with compoints is bonus money with
 * wagering unless the product pays cash.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

const title = { ru: 'Старый товар', en: 'Old product', it: 'Vecchio prodotto' };
/** What the shop sold before the house economics: 100 RUB of real money for 10 compoints. */
const oldCash: GiftSpec = { title, terms: { type: 'cash', amounts: { RUB: 10_000, EUR: 100, USD: 100, CAD: 100, UAH: 4_000, KZT: 50_000 }, to: 'real', wager: 0 }, validDays: 30 };

async function withProduct<T>(values: { price: number; gift: GiftSpec; paysCash?: boolean }, work: (id: number) => Promise<T>): Promise<T> {
  const [row] = await db.insert(compointProducts).values({ ...values, position: 99 }).returning({ id: compointProducts.id });
  try {
    return await work(row!.id);
  } finally {
    await db.update(compointProducts).set({ active: false }).where(eq(compointProducts.id, row!.id));
  }
}

const buy = (p: TestPlayer, id: number) =>
  api<{ data: CompointPurchaseDto<GiftDto> }, { id: string }>(buyRoute, `/json-api/compoint-products/${id}`, { body: { requestId: randomUUID().replaceAll('-', '') }, bearer: p.bearer, params: { id: String(id) } });
const activate = (p: TestPlayer, id: number) =>
  api<{ data: GiftDto }, { id: string }>(activateRoute, `/json-api/gifts/activate/${id}`, { method: 'PUT', bearer: p.bearer, params: { id: String(id) }, body: { platform: 'desktop' } });

it('the shipped defaults keep every category under 100 % and within the 2 % loyalty budget, in every currency', async () => {
  const report = await checkEconomics(db);
  expect(report.problems).toEqual([]);
  expect(report.warnings).toEqual([]);
  expect(new Set(report.rows.map((r) => r.currency))).toEqual(new Set(['RUB', 'EUR', 'USD', 'UAH', 'KZT', 'CAD']));
  expect(report.rows.map((r) => r.category)).toEqual(expect.arrayContaining(['slots', 'table']));
  for (const row of report.rows) {
    expect(row.effective).toBeLessThan(1);
    expect(row.loyalty).toBeLessThanOrEqual(0.02);
  }
  // Every path of a slot's stake is counted: the shop, the ladder, the exchange, the pool.
  const slots = report.rows.find((r) => r.category === 'slots' && r.currency === 'RUB')!;
  for (const share of [slots.paths.compoints, slots.paths.levels, slots.paths.promotions, slots.paths.pool, slots.paths.winback]) expect(share).toBeGreaterThan(0);
  // The weekly win-back: the best level's 6 % of the 3 % edge.
  expect(slots.paths.winback).toBeCloseTo(0.06 * (1 - slots.rtp), 10);
});

it('refuses to start with a level that pays back all of a week’s losses', async () => {
  const [top] = await db.select({ index: levels.index, percent: levels.winbackPercent }).from(levels).orderBy(desc(levels.index)).limit(1);
  await db.update(levels).set({ winbackPercent: 100 }).where(eq(levels.index, top!.index));
  try {
    const refused = await checkEconomics(db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EconomicsRefused);
    expect((refused as EconomicsRefused).problems).toContainEqual(expect.stringMatching(/^slots \(RUB\): effective return 10\d\.\d\d % is above 100 %$/));
  } finally {
    await db.update(levels).set({ winbackPercent: top!.percent }).where(eq(levels.index, top!.index));
  }
  await expect(checkEconomics(db)).resolves.toMatchObject({ problems: [] });
});

it('refuses to start with the old shop (10 compoints for 100 RUB of cash), even as bonus money', async () => {
  await withProduct({ price: 10, gift: oldCash }, async () => {
    const refused = await checkEconomics(db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EconomicsRefused);
    expect((refused as EconomicsRefused).problems).toContainEqual(expect.stringMatching(/^slots \(RUB\): effective return 10\d\.\d\d % is above 100 %$/));
  });
  // Switched off, it no longer counts.
  await expect(checkEconomics(db)).resolves.toMatchObject({ problems: [] });
});

it('starts over budget with a warning, and refuses a budget that is not a share of stakes', async () => {
  const saved = process.env.LOYALTY_BUDGET_PERCENT;
  try {
    process.env.LOYALTY_BUDGET_PERCENT = '0.5';
    const report = await checkEconomics(db);
    expect(report.budget).toBe(0.005);
    expect(report.warnings).toContainEqual(expect.stringMatching(/^slots \(RUB\): loyalty \d\.\d\d % of stakes is over the budget of 0\.50 %$/));
    process.env.LOYALTY_BUDGET_PERCENT = 'lots';
    await expect(currentEconomics(db)).rejects.toBeInstanceOf(EconomicsRefused);
  } finally {
    if (saved === undefined) delete process.env.LOYALTY_BUDGET_PERCENT;
    else process.env.LOYALTY_BUDGET_PERCENT = saved;
  }
});

it('money bought with compoints is bonus money with wagering, unless the product pays cash', async () => {
  const p = await registerPlayer();
  await inTransaction(db, (tx) => creditCompoints(tx, { userId: p.id, amount: 20_000, key: `economics:${p.id}` }));
  const big = { ...oldCash, terms: { ...oldCash.terms, amounts: { RUB: 100 } } } as GiftSpec;
  const asBonus = await withProduct({ price: 10_000, gift: big }, async (id) => (await buy(p, id)).body.data.gift);
  expect((await activate(p, asBonus.id)).status).toBe(200);
  expect(await wallet(db, p.id)).toEqual({ real: 0, bonus: 100, wagering: 100 * REWARD_WAGER });
  const [row] = await db.select({ terms: userGifts.terms }).from(userGifts).where(eq(userGifts.id, asBonus.id));
  expect(row!.terms).toMatchObject({ type: 'cash', to: 'bonus', wager: REWARD_WAGER });

  const asCash = await withProduct({ price: 10_000, gift: big, paysCash: true }, async (id) => (await buy(p, id)).body.data.gift);
  expect((await activate(p, asCash.id)).status).toBe(200);
  expect(await wallet(db, p.id)).toEqual({ real: 100, bonus: 100, wagering: 100 * REWARD_WAGER });
});

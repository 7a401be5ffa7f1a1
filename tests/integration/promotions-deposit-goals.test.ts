import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import type { DailyDepositAchievementDto } from '@/lib/domain/promotions/promotion-dtos';
import { promoPointLogs, promotions, treasuryDeposits } from '@/lib/platform/db/schema';
import { completeDeposit } from '@/lib/platform/cashbox/deposit-completion';
import { GET as achievementsRoute } from '@/app/json-api/actions/[key]/daily-deposit-amount-achievements/route';
import { POST as beParticipantRoute } from '@/app/json-api/actions/be_participant/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { codeOf, memberRow } from './helpers/promotion-fixtures';

/**
 * Daily deposit goals: today's paid deposits reaching a goal give its points once a
 * day, in the deposit's transaction, to the additional currency when the promo has one; members
 * only; the progress call.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

let seq = 0;
async function paidDeposit(p: TestPlayer, roubles: number) {
  const token = `promo-goal-${p.id}-${++seq}-${Date.now()}`;
  await db.insert(treasuryDeposits).values({ userId: p.id, provider: 'marbella', method: 'card', amount: roubles * 100, currency: 'RUB', status: 'pending', token, createdAt: new Date() });
  return completeDeposit(db, token, 'paid', 'ru');
}
const promoOf = async (slug: string) => (await db.select().from(promotions).where(eq(promotions.slug, slug)))[0]!;
const goals = (bearer: string | undefined, id: number) =>
  api<{ data: DailyDepositAchievementDto[] }, { key: string }>(achievementsRoute, `/json-api/actions/${id}/daily-deposit-amount-achievements`, { bearer, params: { key: String(id) } });

it('a deposit reaching goals gives their points once a day, to the additional currency when there is one; members only', async () => {
  const p = await registerPlayer({ currency: 'RUB' });
  const exchange = await promoOf('coin-exchange');
  const lottery = await promoOf('grand-lottery');
  await paidDeposit(p, 1_500);
  // coin-exchange has stars: goal 1 (1 000 ₽ → 5) lands there; the lottery has the button and no member yet.
  expect(await memberRow(db, exchange.id, p.id)).toMatchObject({ points: 0, additionalPoints: 5 * PROMO_COINS });
  expect(await memberRow(db, lottery.id, p.id)).toBeUndefined();
  await api(beParticipantRoute, '/json-api/actions/be_participant', { bearer: p.bearer, body: { actionId: lottery.id } });
  await paidDeposit(p, 4_000);
  // 5 500 ₽ today: goal 2 (5 000 ₽ → 20) joins; goal 1 is not given again. The lottery's tickets are its main points.
  expect(await memberRow(db, exchange.id, p.id)).toMatchObject({ additionalPoints: 25 * PROMO_COINS });
  expect(await memberRow(db, lottery.id, p.id)).toMatchObject({ points: 25 * PROMO_COINS, additionalPoints: 0 });
  const logs = await db.select().from(promoPointLogs).where(and(eq(promoPointLogs.userId, p.id), eq(promoPointLogs.promoId, exchange.id)));
  const day = new Date().toISOString().slice(0, 10);
  expect(logs.map((l) => [l.reason, l.ref, l.currencyId]).sort()).toEqual([
    ['deposit_achievement', `goal:1:${day}`, exchange.additionalCurrencyId],
    ['deposit_achievement', `goal:2:${day}`, exchange.additionalCurrencyId],
  ]);
});

it('deposits paid at once give each goal once', async () => {
  const p = await registerPlayer({ currency: 'RUB' });
  const exchange = await promoOf('coin-exchange');
  await Promise.all([paidDeposit(p, 3_000), paidDeposit(p, 3_000), paidDeposit(p, 3_000)]);
  expect(await memberRow(db, exchange.id, p.id)).toMatchObject({ additionalPoints: 25 * PROMO_COINS });
});

it('GET …/daily-deposit-amount-achievements: the goals in the player’s currency and today’s progress', async () => {
  const p = await registerPlayer({ currency: 'RUB' });
  const exchange = await promoOf('coin-exchange');
  expect((await goals(undefined, exchange.id)).status).toBe(401);
  expect(codeOf(await goals(p.bearer, 999_999))).toBe('not_found');
  const before = await goals(p.bearer, exchange.id);
  expect(before.status).toBe(200);
  expect(before.body.data.map((g) => [g.id, g.amount, g.points, g.progress, g.isCompleted])).toEqual([
    [1, 100_000, 5 * PROMO_COINS, 0, false],
    [2, 500_000, 20 * PROMO_COINS, 0, false],
    [3, 2_000_000, 50 * PROMO_COINS, 0, false],
  ]);
  await paidDeposit(p, 2_500);
  const after = await goals(p.bearer, exchange.id);
  expect(after.body.data.map((g) => [g.deposited, g.progress, g.isCompleted, g.currency])).toEqual([
    [250_000, 100, true, 'RUB'],
    [250_000, 50, false, 'RUB'],
    [250_000, 12, false, 'RUB'],
  ]);
});

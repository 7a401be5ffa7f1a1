import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import type { UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import { promoPointLogs, promoPrizeAwards, promoPrizes, userGifts, userNotifications } from '@/lib/platform/db/schema';
import { readCompoints } from '@/lib/platform/wallet/compoints';
import { REWARD_WAGER } from '@/lib/domain/economics/reward-money';
import { listNotices } from '@/lib/platform/notifications/notices';
import { POST as exchangeRoute } from '@/app/json-api/actions/[key]/prizes/[prizeId]/exchange/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerDepositor } from './helpers/players';
import { approveDocuments } from './helpers/documents';
import { wallet } from './helpers/gift-activation';
import { BALANCED, checkLedger } from './helpers/wallet';
import { codeOf, makePrize, makePromotion, memberRow, seatMember } from './helpers/promotion-fixtures';

/**
 * Prize exchange (spec §7, §8): points → a gift, real money or compoints, in one
 * transaction, once; never below zero points nor below zero stock with concurrent requests.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

type Answer = { data: { ok: true; actionId: number; prizeId: number; participant: UserPromotionDataDto }; missing?: number };
const exchange = (bearer: string | undefined, promoId: number, prizeId: number) =>
  api<Answer, { key: string; prizeId: string }>(exchangeRoute, `/json-api/actions/${promoId}/prizes/${prizeId}/exchange`, {
    method: 'POST',
    bearer,
    params: { key: String(promoId), prizeId: String(prizeId) },
  });
const text = (s: string) => ({ ru: s, en: s, it: s });

describe('POST /json-api/actions/{promoId}/prizes/{prizeId}/exchange', () => {
  it('compoints: points debited with a log row, compoints credited, the award and a notice', async () => {
    const promo = await makePromotion(db);
    const prize = await makePrize(db, promo, { price: 10 * PROMO_COINS, kind: 'compoints', compoints: 25, title: text('25 compoints') });
    const p = await registerDepositor();
    await seatMember(db, promo, p.id, 12);
    const before = await readCompoints(db, p.id);
    const res = await exchange(p.bearer, promo.id, prize.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: true, actionId: promo.id, prizeId: prize.id, participant: { points: 2 * PROMO_COINS, receivedPrizes: [prize.id] } });
    expect(await readCompoints(db, p.id)).toBe(before + 25);
    const [log] = await db.select().from(promoPointLogs).where(and(eq(promoPointLogs.userId, p.id), eq(promoPointLogs.reason, 'exchange')));
    expect(log).toMatchObject({ amount: -10 * PROMO_COINS, balance: 2 * PROMO_COINS, ref: `prize:${prize.id}` });
    const [notice] = await db.select().from(userNotifications).where(and(eq(userNotifications.userId, p.id), eq(userNotifications.kind, 'promo_prize')));
    expect(notice).toMatchObject({ params: { title: promo.title, prize: text('25 compoints') }, link: `/promo/${promo.slug}` });
    expect((await listNotices(db, p.id, 0, 'it')).data.find((n) => n.kind === 'promo_prize')!.msg).toBe(`Il premio «25 compoints» di «${promo.title.it}» è tuo!`);
    // One of each prize per player: a second exchange (a retry) pays nothing.
    const again = await exchange(p.bearer, promo.id, prize.id);
    expect([again.status, codeOf(again)]).toEqual([409, 'cannot_buy_prize']);
    expect(await readCompoints(db, p.id)).toBe(before + 25);
    expect((await memberRow(db, promo.id, p.id))!.points).toBe(2 * PROMO_COINS);
  });

  it('a gift lands in the player’s gifts; money in the player’s currency through the ledger', async () => {
    const promo = await makePromotion(db);
    const giftPrize = await makePrize(db, promo, {
      kind: 'gift',
      compoints: null,
      price: 5 * PROMO_COINS,
      gift: { title: text('Promo bonus'), terms: { type: 'cash', amounts: { RUB: 50_000, EUR: 500 }, to: 'bonus', wager: 20 }, validDays: 7 },
    });
    const cash = await makePrize(db, promo, { kind: 'money', compoints: null, price: 5 * PROMO_COINS, money: { RUB: 100_000, EUR: 1000 }, quantity: 3 });
    // Not verified: bonus money is not held (only a prize paying cash waits: promotions-reward-gates.test.ts).
    const p = await registerDepositor({ currency: 'RUB' });
    await seatMember(db, promo, p.id, 10);
    expect((await exchange(p.bearer, promo.id, giftPrize.id)).status).toBe(200);
    const gifts = await db.select().from(userGifts).where(and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'promotions')));
    expect(gifts.map((g) => g.title)).toEqual([text('Promo bonus')]);
    const before = await wallet(db, p.id);
    expect((await exchange(p.bearer, promo.id, cash.id)).status).toBe(200);
    // Bonus money wagered REWARD_WAGER times, not withdrawable money (the reward rule).
    expect(await wallet(db, p.id)).toEqual({ real: before.real, bonus: before.bonus + 100_000, wagering: before.wagering + 100_000 * REWARD_WAGER });
    expect((await db.select().from(promoPrizes).where(eq(promoPrizes.id, cash.id)))[0]!.quantity).toBe(2);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('a prize the operator marks as paying cash pays real money, a gift’s real money too', async () => {
    const promo = await makePromotion(db);
    const realGift = { title: text('Real gift'), terms: { type: 'cash' as const, amounts: { RUB: 30_000 }, to: 'real' as const, wager: 0 }, validDays: 7 };
    const cash = await makePrize(db, promo, { kind: 'money', compoints: null, price: 5 * PROMO_COINS, money: { RUB: 100_000 }, paysCash: true });
    const asBonus = await makePrize(db, promo, { kind: 'gift', compoints: null, price: 5 * PROMO_COINS, gift: realGift });
    // Real money reaches a verified player (the hold of an unverified one: promotions-reward-gates.test.ts).
    const p = await registerDepositor({ currency: 'RUB' });
    await approveDocuments(db, p.id);
    await seatMember(db, promo, p.id, 10);
    const before = await wallet(db, p.id);
    expect((await exchange(p.bearer, promo.id, cash.id)).status).toBe(200);
    expect(await wallet(db, p.id)).toMatchObject({ real: before.real + 100_000, bonus: before.bonus });
    expect((await exchange(p.bearer, promo.id, asBonus.id)).status).toBe(200);
    const [gift] = await db.select().from(userGifts).where(and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'promotions')));
    expect(gift!.terms).toEqual({ ...realGift.terms, to: 'bonus', wager: REWARD_WAGER });
  });

  it('a prize in the additional currency spends the additional points', async () => {
    const promo = await makePromotion(db);
    const prize = await makePrize(db, promo, { currencyId: promo.additionalCurrencyId!, price: 3 * PROMO_COINS });
    const p = await registerDepositor();
    await seatMember(db, promo, p.id, 10, { additional: 2 });
    const short = await exchange(p.bearer, promo.id, prize.id);
    expect([short.status, codeOf(short), short.body.missing]).toEqual([409, 'insufficient_funds', PROMO_COINS]);
    await seatMember(db, promo, p.id, 10, { additional: 4 });
    expect((await exchange(p.bearer, promo.id, prize.id)).body.data.participant).toMatchObject({ points: 10 * PROMO_COINS, additionalPoints: PROMO_COINS });
  });

  it('concurrent exchanges never take points below zero, nor pay what was not paid for', async () => {
    const promo = await makePromotion(db);
    const prizes = await Promise.all(Array.from({ length: 8 }, () => makePrize(db, promo, { price: 4 * PROMO_COINS, compoints: 10 })));
    const p = await registerDepositor();
    await seatMember(db, promo, p.id, 13);
    const before = await readCompoints(db, p.id);
    const answers = await Promise.all([...prizes, ...prizes].map((prize) => exchange(p.bearer, promo.id, prize.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status !== 200).every((a) => ['insufficient_funds', 'cannot_buy_prize'].includes(codeOf(a)!))).toBe(true);
    expect((await memberRow(db, promo.id, p.id))!.points).toBe(PROMO_COINS);
    expect(await readCompoints(db, p.id)).toBe(before + 30);
    expect(await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.userId, p.id))).toHaveLength(3);
  });

  it('concurrent buyers never take more than the stock', async () => {
    const promo = await makePromotion(db);
    const prize = await makePrize(db, promo, { quantity: 2 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => registerDepositor()));
    for (const b of buyers) await seatMember(db, promo, b.id, 20);
    const answers = await Promise.all(buyers.map((b) => exchange(b.bearer, promo.id, prize.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status !== 200).every((a) => codeOf(a) === 'cannot_buy_prize')).toBe(true);
    expect((await db.select().from(promoPrizes).where(eq(promoPrizes.id, prize.id)))[0]!.quantity).toBe(0);
    const points = await Promise.all(buyers.map(async (b) => (await memberRow(db, promo.id, b.id))!.points));
    expect(points.filter((n) => n === 10 * PROMO_COINS)).toHaveLength(2);
  });

  it('refuses with the spec’s codes', async () => {
    const p = await registerDepositor();
    const promo = await makePromotion(db);
    const prize = await makePrize(db, promo);
    expect((await exchange(undefined, promo.id, prize.id)).status).toBe(401);
    expect(codeOf(await exchange(p.bearer, 999_999, prize.id))).toBe('invalid_promotion');
    const other = await makePromotion(db);
    expect(codeOf(await exchange(p.bearer, other.id, prize.id))).toBe('invalid_promotion');
    const lottery = await makePromotion(db, { template: 'template1' });
    const ticket = await makePrize(db, lottery);
    expect(codeOf(await exchange(p.bearer, lottery.id, ticket.id))).toBe('action_not_allowed');
    const past = await makePromotion(db, { endAt: new Date(Date.now() - 1000) });
    expect(codeOf(await exchange(p.bearer, past.id, (await makePrize(db, past)).id))).toBe('action_is_inactive');
    const button = await makePromotion(db, { participantButton: true });
    expect(codeOf(await exchange(p.bearer, button.id, (await makePrize(db, button)).id))).toBe('user_not_participate');
    const poor = await exchange(p.bearer, promo.id, prize.id);
    expect([poor.status, codeOf(poor), poor.body.missing]).toEqual([409, 'insufficient_funds', 10 * PROMO_COINS]);
    const gone = await makePrize(db, promo, { quantity: 0 });
    await seatMember(db, promo, p.id, 50);
    expect(codeOf(await exchange(p.bearer, promo.id, gone.id))).toBe('cannot_buy_prize');
    // Nothing was awarded by any refusal.
    expect(await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.userId, p.id))).toHaveLength(0);
  });
});

import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import { promoPrizeAwards, tournamentMembers, tournamentPrizeHolds, userNotifications } from '@/lib/platform/db/schema';
import { DEVICE_COOKIE } from '@/lib/platform/account-links/device-cookie';
import { approveDocument } from '@/lib/platform/documents/review';
import { releaseHeldPrizes } from '@/lib/platform/promotions/held-prizes';
import { finishPromotion } from '@/lib/platform/promotions/finish';
import { finishDueTournaments } from '@/lib/platform/tournaments/finish';
import { releaseHeldRewards } from '@/lib/platform/documents/held-rewards';
import { inTransaction } from '@/lib/platform/db/transaction';
import { deposit } from '@/lib/platform/wallet/credits';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { POST as highFiveRoute } from '@/app/json-api/high-fives/route';
import { POST as exchangeRoute } from '@/app/json-api/actions/[key]/prizes/[prizeId]/exchange/route';
import { withSeededDb } from './helpers/test-db';
import { api, emailRegistration } from './helpers/accounts';
import { registerDepositor, registerPlayer, type TestPlayer } from './helpers/players';
import { wallet } from './helpers/gift-activation';
import { BALANCED, checkLedger, key } from './helpers/wallet';
import { codeOf, makePrize, makePromotion, memberRow, seatMember } from './helpers/promotion-fixtures';
import { makeTournament } from './helpers/tournament-fixtures';
import { approveDocuments, documentsWaiting } from './helpers/documents';

/**
 * Who promotions reward (lib/platform/promotions/reward-gates.ts, prize-award.ts, held-prizes.ts):
 * high-fives and exchanges for players who paid real money in, never between linked accounts, and
 * real-money prizes only to verified players — held for the others, and paid once when they verify.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

type Refusal = { errors?: { code: string }[]; reason?: string };
const give = (from: TestPlayer, actionId: number, to: TestPlayer) => api<Refusal>(highFiveRoute, '/json-api/high-fives', { bearer: from.bearer, body: { actionId, toUserId: to.id } });
const exchange = (p: TestPlayer, promoId: number, prizeId: number) =>
  api<{ data: { held: boolean } } & Refusal, { key: string; prizeId: string }>(exchangeRoute, `/json-api/actions/${promoId}/prizes/${prizeId}/exchange`, {
    method: 'POST',
    bearer: p.bearer,
    params: { key: String(promoId), prizeId: String(prizeId) },
  });
/** A money prize the operator marks as paying cash: real money (otherwise bonus money, never held: the reward rule). */
const cash = (promo: Awaited<ReturnType<typeof makePromotion>>) => makePrize(db, promo, { kind: 'money', compoints: null, price: 5 * PROMO_COINS, money: { RUB: 100_000 }, paysCash: true });
const text = (s: string) => ({ ru: s, en: s, it: s });

/** A depositor registered with a device cookie (`device`, or a new one), as a browser does. */
async function depositorOn(device?: string): Promise<TestPlayer & { device: string }> {
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}, body: emailRegistration({ currency: 'RUB' }) });
  const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  await deposit(db, { transactionId: key('gate-deposit'), userId: me.body.data.id, currency: 'RUB', amount: 100_000 });
  const issued = /croupier_device=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
  return { bearer: res.body.accessToken, id: me.body.data.id, hash: me.body.data.hash, device: device ?? issued! };
}

describe('high-fives give points between depositors only', () => {
  it('a giver without a real deposit is refused: user_not_participate, reason deposit_required; nothing moves', async () => {
    const promo = await makePromotion(db);
    const [giver, target] = [await registerPlayer(), await registerDepositor()];
    const res = await give(giver, promo.id, target);
    expect([res.status, codeOf(res), res.body.reason]).toEqual([403, 'user_not_participate', 'deposit_required']);
    expect((await memberRow(db, promo.id, target.id))?.points ?? 0).toBe(0);
  });

  it('a target without a real deposit cannot take one: cannot_high_five, without saying why', async () => {
    const promo = await makePromotion(db);
    const [giver, target] = [await registerDepositor(), await registerPlayer()];
    const res = await give(giver, promo.id, target);
    expect([res.status, res.body]).toEqual([403, { errors: [{ code: 'cannot_high_five' }] }]);
    expect((await memberRow(db, promo.id, giver.id))?.points ?? 0).toBe(0);
  });

  it('linked accounts cannot high-five each other (cannot_high_five); each still high-fives others', async () => {
    const promo = await makePromotion(db);
    const first = await depositorOn();
    const second = await depositorOn(first.device);
    const stranger = await depositorOn();
    expect([(await give(first, promo.id, second)).status, codeOf(await give(second, promo.id, first))]).toEqual([403, 'cannot_high_five']);
    expect((await give(first, promo.id, stranger)).status).toBe(200);
    expect((await give(second, promo.id, stranger)).status).toBe(200);
    expect((await memberRow(db, promo.id, stranger.id))!.points).toBe(2 * PROMO_COINS);
  });
});

describe('exchanges', () => {
  it('a player without a real deposit cannot exchange points: user_not_participate, reason deposit_required', async () => {
    const promo = await makePromotion(db);
    const prize = await makePrize(db, promo);
    const p = await registerPlayer();
    await seatMember(db, promo, p.id, 20);
    const res = await exchange(p, promo.id, prize.id);
    expect([res.status, codeOf(res), res.body.reason]).toEqual([403, 'user_not_participate', 'deposit_required']);
    expect((await memberRow(db, promo.id, p.id))!.points).toBe(20 * PROMO_COINS);
    expect(await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.userId, p.id))).toEqual([]);
  });
});

describe('real-money prizes reach verified players only', () => {
  it('held for an unverified player (points spent, nothing paid, told where to verify); paid once at the verification', async () => {
    const promo = await makePromotion(db);
    const prize = await cash(promo);
    const realGift = await makePrize(db, promo, {
      kind: 'gift',
      compoints: null,
      price: 5 * PROMO_COINS,
      gift: { title: text('Real cash'), terms: { type: 'group', gifts: [{ title: text('Cash'), terms: { type: 'cash', amounts: { RUB: 5_000 }, to: 'real', wager: 0 }, validDays: 7 }] }, validDays: 7 },
      paysCash: true,
    });
    const compoints = await makePrize(db, promo, { price: 5 * PROMO_COINS });
    const p = await registerDepositor({ currency: 'RUB' });
    await seatMember(db, promo, p.id, 15);
    const before = await wallet(db, p.id);

    const res = await exchange(p, promo.id, prize.id);
    expect([res.status, res.body.data.held]).toEqual([200, true]);
    expect((await exchange(p, promo.id, realGift.id)).body.data.held).toBe(true);
    // Compoints are no money: paid at once.
    expect((await exchange(p, promo.id, compoints.id)).body.data.held).toBe(false);
    expect(await wallet(db, p.id)).toEqual(before);
    expect((await memberRow(db, promo.id, p.id))!.points).toBe(0);
    const held = await db.select().from(userNotifications).where(and(eq(userNotifications.userId, p.id), eq(userNotifications.kind, 'promo_prize_held')));
    expect(held.map((n) => n.link)).toEqual(['/profile/verification', '/profile/verification']);

    // The operator approves the documents one by one: the last approval makes the player verified and pays.
    const [firstDoc, lastDoc] = (await documentsWaiting(db, p.id)) as [number, number];
    await approveDocument(db, firstDoc);
    expect(await wallet(db, p.id)).toEqual(before);
    await approveDocument(db, lastDoc);
    expect((await wallet(db, p.id)).real).toBe(before.real + 100_000);
    const awards = await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.userId, p.id));
    expect(awards.map((a) => a.held)).toEqual([false, false, false]);
    // Once: releasing again pays nothing.
    expect(await inTransaction(db, (tx) => releaseHeldPrizes(tx, p.id))).toEqual([]);
    expect((await wallet(db, p.id)).real).toBe(before.real + 100_000);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('a lottery’s money prize drawn by an unverified winner waits for the verification too', async () => {
    const lottery = await makePromotion(db, { template: 'template1', startAt: new Date(Date.now() - 7_200_000), endAt: new Date(Date.now() - 1000) });
    await makePrize(db, lottery, { kind: 'money', compoints: null, price: 0, money: { RUB: 70_000 }, quantity: 1, paysCash: true });
    const p = await registerDepositor({ currency: 'RUB' });
    await seatMember(db, lottery, p.id, 10);
    const before = (await wallet(db, p.id)).real;
    expect(await finishPromotion(db, lottery.id)).toBe(true);
    expect((await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.promoId, lottery.id))).map((a) => [a.userId, a.held])).toEqual([[p.id, true]]);
    expect((await wallet(db, p.id)).real).toBe(before);
    for (const id of await documentsWaiting(db, p.id)) await approveDocument(db, id);
    expect((await wallet(db, p.id)).real).toBe(before + 70_000);
  });

  it('a tournament’s prize money won by an unverified player waits for the verification; a verified winner is paid at once', async () => {
    const t = await makeTournament(db, {
      endAt: new Date(Date.now() - 1000),
      prizes: [
        { position: 1, money: { RUB: 80_000 }, gifts: [] },
        { position: 2, money: { RUB: 30_000 }, gifts: [] },
      ],
    });
    const [p, q] = [await registerDepositor({ currency: 'RUB' }), await registerDepositor({ currency: 'RUB' })];
    await approveDocuments(db, q.id);
    const at = new Date(Date.now() - 60_000);
    await db.insert(tournamentMembers).values([
      { tournamentId: t.id, userId: p.id, score: 9000, rounds: 1, joinedAt: at, scoredAt: at },
      { tournamentId: t.id, userId: q.id, score: 1000, rounds: 1, joinedAt: at, scoredAt: at },
    ]);
    const [pBefore, qBefore] = [(await wallet(db, p.id)).real, (await wallet(db, q.id)).real];

    expect((await finishDueTournaments(db)).finished).toContain(t.id);
    expect((await wallet(db, p.id)).real).toBe(pBefore);
    expect((await wallet(db, q.id)).real).toBe(qBefore + 30_000);
    const told = async (userId: number) => (await db.select().from(userNotifications).where(eq(userNotifications.userId, userId))).filter((n) => n.kind.startsWith('tournament_prize')).map((n) => [n.kind, n.link]);
    expect(await told(p.id)).toEqual([['tournament_prize_held', '/profile/verification']]);
    expect(await told(q.id)).toEqual([['tournament_prize', `/tournaments/${t.slug}`]]);

    // The last approval makes p verified and pays the held money, told as credited.
    const [firstDoc, lastDoc] = (await documentsWaiting(db, p.id)) as [number, number];
    await approveDocument(db, firstDoc);
    expect((await wallet(db, p.id)).real).toBe(pBefore);
    await approveDocument(db, lastDoc);
    expect((await wallet(db, p.id)).real).toBe(pBefore + 80_000);
    expect(await told(p.id)).toEqual([
      ['tournament_prize_held', '/profile/verification'],
      ['tournament_prize', `/tournaments/${t.slug}`],
    ]);
    expect((await db.select().from(tournamentPrizeHolds).where(eq(tournamentPrizeHolds.userId, p.id))).map((h) => h.paidAt !== null)).toEqual([true]);
    // Once: another release or finish run pays nothing.
    expect((await inTransaction(db, (tx) => releaseHeldRewards(tx, p.id))).tournaments.money).toEqual([]);
    expect((await finishDueTournaments(db)).finished).not.toContain(t.id);
    expect((await wallet(db, p.id)).real).toBe(pBefore + 80_000);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('an exchange and the verification at the same moment: paid exactly once, never left held', async () => {
    const promo = await makePromotion(db);
    const prize = await cash(promo);
    const p = await registerDepositor({ currency: 'RUB' });
    await seatMember(db, promo, p.id, 5);
    const [firstDoc, lastDoc] = (await documentsWaiting(db, p.id)) as [number, number];
    await approveDocument(db, firstDoc);
    const before = (await wallet(db, p.id)).real;
    const [exchanged] = await Promise.all([exchange(p, promo.id, prize.id), approveDocument(db, lastDoc)]);
    expect(exchanged.status).toBe(200);
    expect((await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.userId, p.id))).map((a) => a.held)).toEqual([false]);
    expect((await wallet(db, p.id)).real).toBe(before + 100_000);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });
});

import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { userGifts, users, walletTransactions } from '@/lib/platform/db/schema';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { applyCashboxGift, giftBonusKey, type DepositGiftInput } from '@/lib/platform/gifts/cashbox-gift';
import { deposit } from '@/lib/platform/wallet/credits';
import { readPlayerWallet } from '@/lib/platform/wallet/balances';
import { houseBalance } from '@/lib/platform/wallet/house-balances';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { BALANCED, checkLedger, key, makePlayer, type TestPlayer } from './helpers/wallet';
import { giftRow, giftsOf, insertGift } from './helpers/gifts';

/**
 * applyCashboxGift as the cashbox calls it: inside the transaction that marks a deposit paid,
 * right after the ledger deposit of that money.
 */

let db: Db;
let deposits = 0;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

afterEach(() => resetClock());

/** A paid deposit with its gift, in one transaction; returns what the gift paid. */
async function payDeposit(player: TestPlayer, amount: number, giftId: number | null, depositId = 900_000 + ++deposits, currency = player.currency) {
  return db.transaction(async (tx) => {
    await deposit(tx, { transactionId: key('deposit'), userId: player.id, currency, amount });
    return applyCashboxGift(tx, { userId: player.id, currency, depositId, amount, giftId });
  });
}

const bonusOf = async (player: TestPlayer) => (await readPlayerWallet(db, player.id))!.balance.bonus;

const houseGrants = (currency = 'RUB') => houseBalance(db, currency, 'house_grants');

describe('applyCashboxGift', () => {
  it('pays percent of the deposit as bonus money, advances the gift and activates it; the house grants pay', async () => {
    const p = await makePlayer(db);
    const gift = await insertGift(db, p.id, { terms: { percent: 50, maxDeposits: 5 }, depositLimits: [{ currency: 'RUB', limit: 1_000_000 }] });
    const grantsBefore = await houseGrants();

    const result = await payDeposit(p, 200_001, gift.id, 1);
    // 50 % of 2 000.01, rounded down to a whole minor unit.
    expect(result.bonus).toBe(100_000);
    expect(result.answer).toMatchObject({ transactionId: giftBonusKey(1), type: 'grant', duplicate: false, credited: { real: 0, bonus: 100_000, play: 0 } });
    expect(result.answer!.notice).not.toBeNull();
    expect(await bonusOf(p)).toBe(100_000);
    expect(await houseGrants()).toBe(grantsBefore - 100_000);
    expect(await giftRow(db, gift.id)).toMatchObject({ state: 'activated', depositProgress: 200_001, depositCount: 1 });
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('counts only the part of a deposit within the remaining limit, then the gift is used', async () => {
    const p = await makePlayer(db);
    const gift = await insertGift(db, p.id, { depositProgress: 700_000, state: 'activated', depositCount: 1, cashboxSelectedAt: new Date() });
    const result = await payDeposit(p, 500_000, gift.id);
    expect(result.bonus).toBe(300_000);
    expect(await bonusOf(p)).toBe(300_000);
    expect(await giftRow(db, gift.id)).toMatchObject({ state: 'used', depositProgress: 1_000_000, depositCount: 2, cashboxSelectedAt: null });

    // Used: the next deposit pays nothing and changes nothing.
    expect(await payDeposit(p, 100_000, gift.id)).toEqual({ bonus: 0, answer: null });
    expect(await giftRow(db, gift.id)).toMatchObject({ state: 'used', depositProgress: 1_000_000, depositCount: 2 });
    expect(await bonusOf(p)).toBe(300_000);
  });

  it('the registration gift pays on the first 5 deposits only (maxDeposits), within 300 000.00 RUB', async () => {
    const p = await makePlayer(db);
    const gift = (await giftsOf(db, p.id)).find((g) => g.reason === 'registration')!;
    const paid: number[] = [];
    for (let i = 0; i < 6; i++) paid.push((await payDeposit(p, 1_000_000, gift.id)).bonus);
    expect(paid).toEqual([1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000, 0]);
    expect(await giftRow(db, gift.id)).toMatchObject({ state: 'used', depositProgress: 5_000_000, depositCount: 5 });
    expect(await bonusOf(p)).toBe(5_000_000);
  });

  it('stays activated and picked between deposits', async () => {
    const p = await makePlayer(db);
    const picked = new Date(Date.now() - 5000);
    const gift = await insertGift(db, p.id, { cashboxSelectedAt: picked });
    await payDeposit(p, 100_000, gift.id);
    expect(await giftRow(db, gift.id)).toMatchObject({ state: 'activated', cashboxSelectedAt: picked });
  });

  it('pays nothing for an expired gift, another player gift, no gift, another currency or a multi-account player', async () => {
    const p = await makePlayer(db);
    const other = await makePlayer(db);
    const expired = await insertGift(db, p.id, { expiredAt: new Date(Date.now() + 60_000) });
    advanceClock(120_000);
    expect(await payDeposit(p, 100_000, expired.id)).toEqual({ bonus: 0, answer: null });
    resetClock();
    await db.update(userGifts).set({ state: 'expired' }).where(eq(userGifts.id, expired.id));
    expect(await payDeposit(p, 100_000, expired.id)).toEqual({ bonus: 0, answer: null });

    const theirs = await insertGift(db, other.id);
    expect(await payDeposit(p, 100_000, theirs.id)).toEqual({ bonus: 0, answer: null });
    expect(await giftRow(db, theirs.id)).toMatchObject({ state: 'received', depositProgress: 0, depositCount: 0 });

    expect(await payDeposit(p, 100_000, null)).toEqual({ bonus: 0, answer: null });

    const rubOnly = await insertGift(db, p.id);
    expect(await payDeposit(p, 100_000, rubOnly.id, undefined, 'EUR')).toEqual({ bonus: 0, answer: null });

    await db.update(users).set({ multiAccount: true }).where(eq(users.id, p.id));
    expect(await payDeposit(p, 100_000, rubOnly.id)).toEqual({ bonus: 0, answer: null });
    expect(await bonusOf(p)).toBe(0);
    expect(await giftRow(db, rubOnly.id)).toMatchObject({ state: 'received', depositProgress: 0 });
  });

  it('a retried deposit keeps its first bonus and does not count twice', async () => {
    const p = await makePlayer(db);
    const gift = await insertGift(db, p.id);
    const input: DepositGiftInput = { userId: p.id, currency: 'RUB', depositId: 777_001, amount: 100_000, giftId: gift.id };
    const first = await db.transaction((tx) => applyCashboxGift(tx, input));
    const again = await db.transaction((tx) => applyCashboxGift(tx, input));
    expect(first.bonus).toBe(100_000);
    expect(again.bonus).toBe(100_000);
    expect(again.answer?.duplicate).toBe(true);
    expect(await giftRow(db, gift.id)).toMatchObject({ depositProgress: 100_000, depositCount: 1 });
    expect(await bonusOf(p)).toBe(100_000);
  });

  // Both ways: after a ledger deposit (as the cashbox calls it: the wallet's own row locks then
  // already order the two) and bare (only the gift's row lock orders them).
  it.each([
    ['after their ledger deposits', true],
    ['bare', false],
  ])('two deposits at once on one gift never pay past its limit (%s)', async (_name, withDeposit) => {
    const p = await makePlayer(db);
    const gift = await insertGift(db, p.id, { depositLimits: [{ currency: 'RUB', limit: 3_000_000 }] });
    const grantsBefore = await houseGrants();
    const pay = (depositId: number) =>
      withDeposit
        ? payDeposit(p, 2_000_000, gift.id, depositId)
        : db.transaction((tx) => applyCashboxGift(tx, { userId: p.id, currency: 'RUB', depositId, amount: 2_000_000, giftId: gift.id }));
    const results = await Promise.all([pay(700_000 + ++deposits), pay(700_000 + ++deposits)]);
    expect(results.map((r) => r.bonus).sort()).toEqual([1_000_000, 2_000_000]);
    expect(await giftRow(db, gift.id)).toMatchObject({ state: 'used', depositProgress: 3_000_000, depositCount: 2 });
    expect(await bonusOf(p)).toBe(3_000_000);
    expect(await houseGrants()).toBe(grantsBefore - 3_000_000);
    const keys = await db.select({ key: walletTransactions.idempotencyKey }).from(walletTransactions).where(and(eq(walletTransactions.userId, p.id), eq(walletTransactions.type, 'grant')));
    expect(keys.filter((k) => k.key.startsWith('gift-bonus:deposit:'))).toHaveLength(2);
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('rolls back with the deposit transaction: no bonus and no progress without the deposit', async () => {
    const p = await makePlayer(db);
    const gift = await insertGift(db, p.id);
    await expect(
      db.transaction(async (tx) => {
        await applyCashboxGift(tx, { userId: p.id, currency: 'RUB', depositId: 888_001, amount: 100_000, giftId: gift.id });
        throw new Error('the deposit failed');
      }),
    ).rejects.toThrow('the deposit failed');
    expect(await bonusOf(p)).toBe(0);
    expect(await giftRow(db, gift.id)).toMatchObject({ state: 'received', depositProgress: 0, depositCount: 0 });
  });
});

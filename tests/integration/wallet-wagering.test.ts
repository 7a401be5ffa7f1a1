import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import type { PayoutDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Db } from '@/lib/platform/db/client';
import { applyCashboxGift } from '@/lib/platform/gifts/cashbox-gift';
import { REGISTRATION_GIFT_TERMS } from '@/lib/platform/gifts/registration-gift';
import { onMessage } from '@/lib/platform/realtime/bus';
import type { RealtimeEventOf } from '@/lib/domain/realtime/realtime-events';
import { deposit } from '@/lib/platform/wallet/credits';
import { bet, betAndWin, rollback, win } from '@/lib/platform/wallet/seamless-wallet';
import { isBalanceDto } from '@/lib/client/session/live-balance';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { GET as balanceRoute } from '@/app/json-api/users/balance/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as requestPayout } from '@/app/json-api/treasury/user-payout/[method]/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastSms, resetThrottles, uniquePhone } from './helpers/accounts';
import { insertGift } from './helpers/gifts';
import { BALANCED, checkLedger, key } from './helpers/wallet';
import { approveDocuments } from './helpers/documents';

/**
 * The wagering requirement of deposit bonuses (docs/ARCHITECTURE.md "Gifts"): a gift's bonus adds
 * bonus × wager, real-mode stakes count it down, a payout waits for 0, and every balance_changed
 * tells the true value.
 */

type Player = { bearer: string; id: number; hash: string; currency: string };
type Errors = { errors: { code: string; field?: string }[] };

const CARD = '4111 1111 1111 1111';
let db: Db;
let deposits = 0;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

/** A registered player (so the registration gift exists too) with a verified phone. */
async function player(): Promise<Player> {
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body: emailRegistration({ currency: 'RUB' }) });
  const bearer = res.body.accessToken;
  const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer });
  const phone = uniquePhone();
  expect((await api(createContact, '/json-api/players/contacts/create/phone', { body: { value: phone }, bearer, params: { type: 'phone' } })).status).toBe(200);
  expect((await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, bearer })).status).toBe(200);
  await approveDocuments(db, me.body.data.id);
  return { bearer, id: me.body.data.id, hash: me.body.data.hash, currency: 'RUB' };
}

/** A paid deposit with its gift in one transaction, as the cashbox pays it. */
async function payDeposit(p: Player, amount: number, giftId: number, depositId = 800_000 + ++deposits) {
  return db.transaction(async (tx) => {
    await deposit(tx, { transactionId: key('deposit'), userId: p.id, currency: p.currency, amount });
    return applyCashboxGift(tx, { userId: p.id, currency: p.currency, depositId, amount, giftId });
  });
}

const balanceOf = async (p: Player) => (await api<{ data: BalanceDto }>(balanceRoute, '/json-api/users/balance', { bearer: p.bearer })).body.data;
const wagering = async (p: Player) => (await balanceOf(p)).wagering;
const round = (p: Player, mode: 'real' | 'demo' = 'real') => ({ userId: p.id, currency: p.currency, mode, roundRef: key('round'), allowBonus: true });
const ask = (p: Player, amount: number) =>
  api<{ data: PayoutDto } & Errors, { method: string }>(requestPayout, '/json-api/treasury/user-payout/card', { bearer: p.bearer, body: { amount, account: CARD }, params: { method: 'card' } });

/** The balance_changed messages sent to the player's room while `run` runs. */
async function notices(p: Player, run: () => Promise<unknown>): Promise<BalanceDto[]> {
  const seen: RealtimeEventOf<'balance_changed'>[] = [];
  const stop = onMessage((room, message) => room === `user:${p.hash}` && message.type === 'balance_changed' && seen.push(message));
  try {
    await run();
  } finally {
    stop();
  }
  return seen.map((m) => m.balance as BalanceDto);
}

it('a gift bonus sets bonus × wager; the balance shows it with is_active_bonus; a retried deposit adds nothing', async () => {
  const p = await player();
  expect(await balanceOf(p)).toMatchObject({ wagering: 0, is_active_bonus: false });
  const gift = await insertGift(db, p.id, { terms: { percent: 50, maxDeposits: 5, wager: 30 } });

  const paid = await payDeposit(p, 100_000, gift.id, 1);
  expect(paid.bonus).toBe(50_000);
  // The notice of the grant (published by the cashbox after its commit) tells the new requirement.
  expect(paid.answer!.notice!.message.balance).toMatchObject({ bonus: 50_000, wagering: 1_500_000, is_active_bonus: true });
  expect(await balanceOf(p)).toMatchObject({ balance: 100_000, bonus: 50_000, wagering: 1_500_000, is_active_bonus: true });

  expect((await payDeposit(p, 100_000, gift.id, 1)).answer!.duplicate).toBe(true);
  expect(await wagering(p)).toBe(1_500_000);

  // A gift without `wager` uses the default of 20; the registration gift names 20.
  const plain = await insertGift(db, p.id, { terms: { percent: 10, maxDeposits: 5 } });
  await payDeposit(p, 100_000, plain.id);
  expect(await wagering(p)).toBe(1_500_000 + 10_000 * 20);
  expect(REGISTRATION_GIFT_TERMS.wager).toBe(20);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('real stakes count it down (bet and betAndWin, bonus money too), never below 0; demo stakes, wins and duplicates do not', async () => {
  const p = await player();
  const gift = await insertGift(db, p.id, { terms: { percent: 100, maxDeposits: 5, wager: 2 } });
  await payDeposit(p, 10_000, gift.id); // real 10 000, bonus 10 000, requirement 20 000
  expect(await wagering(p)).toBe(20_000);

  const first = { ...round(p), transactionId: key('bet'), amount: 3_000 };
  expect((await bet(db, first)).notice!.message.balance).toMatchObject({ wagering: 17_000, is_active_bonus: true });
  expect((await bet(db, first)).duplicate).toBe(true);
  expect(await wagering(p)).toBe(17_000);

  await win(db, { ...round(p), roundRef: first.roundRef, transactionId: key('win'), amount: 500 });
  expect(await wagering(p)).toBe(17_000);
  await betAndWin(db, { ...round(p, 'demo'), transactionId: key('demo'), bet: 5_000, win: 0 });
  expect(await wagering(p)).toBe(17_000);

  // Real money 7 500 left: this stake takes all of it and 2 500 of bonus money; both parts count.
  const mixed = { ...round(p), transactionId: key('bw'), bet: 10_000, win: 0 };
  const answer = await betAndWin(db, mixed);
  expect(answer.debited).toEqual({ real: 7_500, bonus: 2_500, play: 0 });
  expect(answer.notice!.message.balance.wagering).toBe(7_000);
  expect((await betAndWin(db, mixed)).duplicate).toBe(true);
  expect(await wagering(p)).toBe(7_000);

  // Bonus money only, then past the requirement: floored at 0, and stakes after it change nothing.
  await betAndWin(db, { ...round(p), transactionId: key('bw'), bet: 6_000, win: 0 });
  expect(await wagering(p)).toBe(1_000);
  const last = await betAndWin(db, { ...round(p), transactionId: key('bw'), bet: 1_500, win: 3_000 });
  // Wagered: nothing is owed, but bonus money is still held, so the bonus stays active.
  expect(last.notice!.message.balance).toMatchObject({ bonus: 3_000, wagering: 0, is_active_bonus: true });
  expect((await bet(db, { ...round(p), transactionId: key('bet'), amount: 100 })).notice!.message.balance.wagering).toBe(0);
  expect(await balanceOf(p)).toMatchObject({ bonus: 2_900, wagering: 0, is_active_bonus: true });
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('a payout is refused with wagering_not_complete while it is open and allowed once wagered', async () => {
  const p = await player();
  const gift = await insertGift(db, p.id, { terms: { percent: 10, maxDeposits: 5, wager: 10 } });
  await payDeposit(p, 100_000, gift.id); // bonus 10 000, requirement 100 000
  const refused = await ask(p, 20_000);
  expect([refused.status, refused.body.errors]).toEqual([400, [{ code: 'wagering_not_complete' }]]);

  // A real round that wins its stake back: the requirement goes, the money stays.
  await betAndWin(db, { ...round(p), transactionId: key('bw'), bet: 100_000, win: 100_000 });
  expect(await balanceOf(p)).toMatchObject({ balance: 100_000, wagering: 0 });
  const allowed = await ask(p, 20_000);
  expect(allowed.status).toBe(200);
  expect(allowed.body.data).toMatchObject({ amount: 20_000, status: 'new' });
});

it('every balance_changed tells the true wagering, in a shape the browser accepts', async () => {
  const p = await player();
  const gift = await insertGift(db, p.id, { terms: { percent: 100, maxDeposits: 5, wager: 5 } });
  await payDeposit(p, 10_000, gift.id); // requirement 50 000
  const bonusRound = { ...round(p), transactionId: key('bet'), amount: 4_000 };

  const seen = await notices(p, async () => {
    await deposit(db, { transactionId: key('deposit'), userId: p.id, currency: p.currency, amount: 1_000 }); // read: 50 000
    await bet(db, bonusRound); // 46 000
    await betAndWin(db, { ...round(p, 'demo'), transactionId: key('demo'), bet: 100, win: 300 }); // read: 46 000
    await rollback(db, { transactionId: key('rb'), betTransactionId: bonusRound.transactionId, userId: p.id, currency: p.currency }); // read: 46 000
  });
  expect(seen.map((b) => [b.wagering, b.is_active_bonus])).toEqual([[50_000, true], [46_000, true], [46_000, true], [46_000, true]]);
  expect(seen.every(isBalanceDto)).toBe(true);
});

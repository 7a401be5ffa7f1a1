import type { Db } from '@/lib/platform/db/client';
import { InsufficientFundsError } from '@/lib/platform/wallet/errors';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { houseBalance } from '@/lib/platform/wallet/house-balances';
import type { HouseAccountKind } from '@/lib/platform/wallet/types';
import { holdPayout, payoutHoldKey, releasePayout, settlePayout } from '@/lib/platform/wallet/payouts';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { BALANCED, checkLedger, makePlayer } from './helpers/wallet';

/** The ledger side of payouts (lib/platform/wallet/payouts.ts): hold, release, settle. */
let db: Db;
let nextPayout = 900_000;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

const house = (currency: string, kind: HouseAccountKind) => houseBalance(db, currency, kind);

it('holds real money into house_payouts, never bonus money, and refuses a hold real money cannot cover', async () => {
  const p = await makePlayer(db, { real: 10_000, bonus: 50_000 });
  const payoutsBefore = await house(p.currency, 'house_payouts');
  const held = await holdPayout(db, { payoutId: ++nextPayout, userId: p.id, currency: p.currency, amount: 7_000 });
  expect(held).toMatchObject({ type: 'payout_hold', duplicate: false, debited: { real: 7_000, bonus: 0, play: 0 } });
  expect(held.notice?.message.balance).toMatchObject({ balance: 3_000, bonus: 50_000 });
  expect(await house(p.currency, 'house_payouts')).toBe(payoutsBefore + 7_000);
  // 3 000 real + 50 000 bonus: the bonus money does not count.
  await expect(holdPayout(db, { payoutId: ++nextPayout, userId: p.id, currency: p.currency, amount: 3_001 })).rejects.toBeInstanceOf(InsufficientFundsError);
  expect(await readBalances(db, p.id, p.currency)).toEqual({ real: 3_000, bonus: 50_000, play: expect.any(Number) });
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('moves each payout once per key: a replayed hold, release or settle answers the first answer', async () => {
  const p = await makePlayer(db, { real: 10_000 });
  const input = { payoutId: ++nextPayout, userId: p.id, currency: p.currency, amount: 4_000 };
  const first = await holdPayout(db, input);
  const again = await holdPayout(db, input);
  expect(again).toMatchObject({ duplicate: true, notice: null, transactionId: payoutHoldKey(input.payoutId) });
  expect((await readBalances(db, p.id, p.currency)).real).toBe(6_000);
  // A replay after the money was spent elsewhere still answers (it must not be refused for funds).
  await holdPayout(db, { ...input, payoutId: ++nextPayout, amount: 6_000 });
  expect(await holdPayout(db, input)).toMatchObject({ duplicate: true, balance: first.balance });
  const released = await Promise.all([releasePayout(db, input), releasePayout(db, input)]);
  expect(released.filter((a) => !a.duplicate)).toHaveLength(1);
  expect((await readBalances(db, p.id, p.currency)).real).toBe(4_000);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('settles with house legs only: house_payouts → house_deposits, the player unchanged and not notified', async () => {
  const p = await makePlayer(db, { real: 20_000, currency: 'EUR' });
  const input = { payoutId: ++nextPayout, userId: p.id, currency: 'EUR', amount: 15_000 };
  await holdPayout(db, input);
  const [payoutsBefore, depositsBefore] = [await house('EUR', 'house_payouts'), await house('EUR', 'house_deposits')];
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((_room, message) => seen.push(message));
  const settled = await settlePayout(db, input);
  stop();
  expect(settled).toMatchObject({ type: 'payout_settle', notice: null, debited: { real: 0, bonus: 0, play: 0 }, credited: { real: 0, bonus: 0, play: 0 } });
  expect(seen).toEqual([]);
  expect(await house('EUR', 'house_payouts')).toBe(payoutsBefore - 15_000);
  expect(await house('EUR', 'house_deposits')).toBe(depositsBefore + 15_000);
  expect((await readBalances(db, p.id, 'EUR')).real).toBe(5_000);
  expect((await settlePayout(db, input)).duplicate).toBe(true);
  expect(await house('EUR', 'house_payouts')).toBe(payoutsBefore - 15_000);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('keeps many holds at once honest: never more held than the real money there was', async () => {
  const p = await makePlayer(db, { real: 10_000 });
  const outcomes = await Promise.allSettled(
    Array.from({ length: 12 }, () => holdPayout(db, { payoutId: ++nextPayout, userId: p.id, currency: p.currency, amount: 1_500 })),
  );
  expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(6);
  expect(outcomes.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason instanceof InsufficientFundsError)).toBe(true);
  expect((await readBalances(db, p.id, p.currency)).real).toBe(1_000);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

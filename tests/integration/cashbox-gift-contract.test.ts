import { eq } from 'drizzle-orm';
import type { DepositDto, DepositStartDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Db } from '@/lib/platform/db/client';
import { treasuryDeposits } from '@/lib/platform/db/schema';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { grant } from '@/lib/platform/wallet/credits';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { POST as rbk } from '@/app/json-api/treasury/rbk-create-invoice/route';
import { POST as complete } from '@/app/json-api/treasury/sandbox/[token]/complete/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, resetThrottles } from './helpers/accounts';
import { BALANCED, checkLedger } from './helpers/wallet';

/**
 * The cashbox's side of its contract with gifts (lib/platform/gifts/cashbox-gift.ts), with a
 * stand-in gift: the selected gift is stored on the deposit, its bonus is paid in the deposit's
 * transaction, stored and published; a failing gift never keeps the player's money back.
 */
let mockGift: { id: number | null; percent: number; fail: boolean } = { id: null, percent: 0, fail: false };
jest.mock('@/lib/platform/gifts/cashbox-gift', () => ({
  findSelectedCashboxGiftId: async () => mockGift.id,
  applyCashboxGift: async (tx: Parameters<typeof grant>[0], input: { userId: number; currency: string; depositId: number; amount: number; giftId: number | null }) => {
    if (mockGift.fail) throw new Error('gift service broken');
    if (input.giftId === null) return { bonus: 0, answer: null };
    const bonus = Math.floor((input.amount * mockGift.percent) / 100);
    const answer = await grant(tx, { transactionId: `gift-bonus:deposit:${input.depositId}`, userId: input.userId, currency: input.currency, amount: bonus, to: 'bonus' });
    return { bonus, answer };
  },
}));

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  mockGift = { id: null, percent: 0, fail: false };
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

async function depositWithGift(amount: number): Promise<{ id: number; userId: number; hash: string; paid: () => Promise<{ status: number; body: { data: { status: string } } }> }> {
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body: emailRegistration({ currency: 'RUB' }) });
  const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  const started = await api<{ data: DepositStartDto }>(rbk, '/json-api/treasury/rbk-create-invoice', { bearer: res.body.accessToken, body: { method: 'sbp', amount } });
  const token = started.body.data.redirectUrl.split('/').pop()!;
  const paid = () => api<{ data: { status: string } }, { token: string }>(complete, `/json-api/treasury/sandbox/${token}/complete`, { params: { token }, body: { outcome: 'paid' } });
  return { id: started.body.data.deposit_id, userId: me.body.data.id, hash: me.body.data.hash, paid };
}

it('stores the selected gift, pays its bonus with the deposit once, and publishes both balances and the bonus', async () => {
  mockGift = { id: 7, percent: 50, fail: false };
  const d = await depositWithGift(100_000);
  const [row] = await db.select().from(treasuryDeposits).where(eq(treasuryDeposits.id, d.id));
  expect(row?.giftId).toBe(7);
  const seen: [string, RealtimeMessage][] = [];
  const stop = onMessage((room, message) => seen.push([room, message]));
  await Promise.all([d.paid(), d.paid()]);
  stop();
  expect(await readBalances(db, d.userId, 'RUB')).toMatchObject({ real: 100_000, bonus: 50_000 });
  const balances = seen.filter(([room, m]) => room === `user:${d.hash}` && m.type === 'balance_changed').map(([, m]) => (m as unknown as { balance: { balance: number; bonus: number } }).balance);
  expect(balances.map((b) => [b.balance, b.bonus])).toEqual([[100_000, 0], [100_000, 50_000]]);
  const confirmed = seen.find(([, m]) => m.type === 'treasury_transaction_confirmed')?.[1] as { deposit: DepositDto } | undefined;
  expect(confirmed?.deposit).toMatchObject({ id: d.id, amount: 100_000, bonus: 50_000, status: 'paid' });
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('credits the deposit even when the gift fails, without a bonus', async () => {
  const d = await depositWithGift(60_000);
  mockGift = { id: 3, percent: 100, fail: true };
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = await d.paid();
  // One structured error line (lib/platform/log) with the gift's failure.
  const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as { level: number; msg: string; err?: { message: string } });
  expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: expect.stringContaining(`gift of deposit ${d.id}`), err: expect.objectContaining({ message: 'gift service broken' }) }));
  logged.mockRestore();
  expect([res.status, res.body.data.status]).toEqual([200, 'paid']);
  expect(await readBalances(db, d.userId, 'RUB')).toMatchObject({ real: 60_000, bonus: 0 });
  const [row] = await db.select().from(treasuryDeposits).where(eq(treasuryDeposits.id, d.id));
  expect(row).toMatchObject({ status: 'paid', bonus: 0 });
  expect(await checkLedger(db)).toEqual(BALANCED);
});

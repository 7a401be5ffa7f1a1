import { sql } from 'drizzle-orm';
import type { DepositDto, DepositStartDto, GiftDto, SandboxInvoiceDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Db } from '@/lib/platform/db/client';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { GET as deposits } from '@/app/json-api/treasury/user/deposits/route';
import { GET as marbella } from '@/app/json-api/treasury/user/marbella/deposit/[method]/[amount]/route';
import { GET as readInvoice } from '@/app/json-api/treasury/sandbox/[token]/route';
import { POST as complete } from '@/app/json-api/treasury/sandbox/[token]/complete/route';
import { GET as listGifts } from '@/app/json-api/user-gifts/route';
import { POST as selectGift } from '@/app/json-api/user-gifts/cashbox-select/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, resetThrottles } from './helpers/accounts';
import { BALANCED, checkLedger } from './helpers/wallet';

/** The sandbox provider: reading and completing invoices, paid exactly once, and what is published. */
type Errors = { errors: { code: string; field?: string }[] };
type Invoice = { data: SandboxInvoiceDto } & Errors;
type Player = { bearer: string; id: number; hash: string };

let db: Db;
/** The switch as the suite set it (tests/integration/env.ts), restored after each test. */
const SANDBOX_SETTING = process.env.PAYMENT_SANDBOX;
const restoreSandboxSetting = () => {
  if (SANDBOX_SETTING === undefined) delete process.env.PAYMENT_SANDBOX;
  else process.env.PAYMENT_SANDBOX = SANDBOX_SETTING;
};

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  resetClock();
  restoreSandboxSetting();
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

async function player(): Promise<Player> {
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body: emailRegistration({ currency: 'RUB' }) });
  const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  return { bearer: res.body.accessToken, id: me.body.data.id, hash: me.body.data.hash };
}

async function start(p: Player, amount: number): Promise<{ id: number; token: string }> {
  const res = await api<{ data: DepositStartDto }, { method: string; amount: string }>(marbella, `/json-api/treasury/user/marbella/deposit/card/${amount}`, {
    bearer: p.bearer,
    params: { method: 'card', amount: String(amount) },
  });
  return { id: res.body.data.deposit_id, token: res.body.data.redirectUrl.split('/').pop()! };
}

const read = (token: string, lang = 'ru') => api<Invoice, { token: string }>(readInvoice, `/json-api/treasury/sandbox/${token}`, { params: { token }, lang });
const pay = (token: string, outcome: unknown = 'paid', xhr = true) =>
  api<Invoice, { token: string }>(complete, `/json-api/treasury/sandbox/${token}/complete`, { params: { token }, body: { outcome }, xhr });
const real = async (p: Player) => (await readBalances(db, p.id, 'RUB')).real;

async function depositMovements(id: number): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from wallet_transactions where idempotency_key = ${`deposit:${id}`}`);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n);
}

it('reads the invoice by its token alone and pays it once: balance, history and both realtime events', async () => {
  const p = await player();
  const { id, token } = await start(p, 75_000);
  const invoice = await read(token, 'en');
  expect(invoice.status).toBe(200);
  expect(invoice.body.data).toEqual({ deposit_id: id, amount: 75_000, currency: 'RUB', method_name: 'Bank card', status: 'pending', returnUrl: `/en/cashbox?deposit=${id}` });
  const seen: [string, RealtimeMessage][] = [];
  const stop = onMessage((room, message) => seen.push([room, message]));
  const paid = await pay(token);
  stop();
  expect(paid.body.data).toMatchObject({ deposit_id: id, status: 'paid', returnUrl: `/cashbox?deposit=${id}` });
  expect(await real(p)).toBe(75_000);
  const mine = seen.filter(([room]) => room === `user:${p.hash}`).map(([, m]) => m);
  expect(mine.find((m) => m.type === 'balance_changed')).toMatchObject({ balance: { user_id: p.id, balance: 75_000, currency: 'RUB' } });
  const confirmed = mine.find((m) => m.type === 'treasury_transaction_confirmed') as { deposit: DepositDto } | undefined;
  expect(confirmed?.deposit).toEqual({ id, amount: 75_000, bonus: 0, currency: 'RUB', method: 'card', method_name: 'Банковская карта', status: 'paid', created_at: expect.any(Number), completed_at: expect.any(Number) });
  const list = await api<{ data: { data: DepositDto[] } }>(deposits, '/json-api/treasury/user/deposits', { bearer: p.bearer });
  expect(list.body.data.data[0]).toEqual(confirmed?.deposit);
});

it('pays once when completed twice at once and when replayed; a replay answers the paid invoice', async () => {
  const p = await player();
  const { id, token } = await start(p, 40_000);
  const both = await Promise.all([pay(token), pay(token), pay(token)]);
  expect(both.map((r) => [r.status, r.body.data.status])).toEqual([[200, 'paid'], [200, 'paid'], [200, 'paid']]);
  expect((await pay(token)).body.data.status).toBe('paid');
  expect(await real(p)).toBe(40_000);
  expect(await depositMovements(id)).toBe(1);
  const other = await pay(token, 'declined');
  expect([other.status, other.body.errors]).toEqual([400, [{ code: 'invoice_closed' }]]);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('a declined deposit moves nothing, only tells the player, and cannot be paid afterwards', async () => {
  const p = await player();
  const { id, token } = await start(p, 30_000);
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((_room, message) => seen.push(message));
  expect((await pay(token, 'declined')).body.data.status).toBe('declined');
  stop();
  // No balance or deposit event: only the player's notice of the decline.
  expect(seen.map((m) => m.type)).toEqual(['notification_update']);
  expect((await pay(token, 'declined')).body.data.status).toBe('declined');
  expect((await pay(token)).body.errors).toEqual([{ code: 'invoice_closed' }]);
  expect(await real(p)).toBe(0);
  expect(await depositMovements(id)).toBe(0);
});

it('a deposit left pending for 30 minutes reads as expired and cannot be paid', async () => {
  const p = await player();
  const { id, token } = await start(p, 30_000);
  advanceClock(29 * 60_000);
  expect((await read(token)).body.data.status).toBe('pending');
  advanceClock(60_000);
  expect((await read(token)).body.data.status).toBe('expired');
  const late = await pay(token);
  expect([late.status, late.body.errors]).toEqual([400, [{ code: 'invoice_closed' }]]);
  resetClock();
  // Marked expired for good once a payment was refused, whatever the clock says later.
  expect((await read(token)).body.data.status).toBe('expired');
  expect(await real(p)).toBe(0);
  expect(await depositMovements(id)).toBe(0);
});

it('refuses unknown tokens and bad outcomes; guards CSRF; is switched off (404) with PAYMENT_SANDBOX=off', async () => {
  const p = await player();
  const { token } = await start(p, 30_000);
  for (const bad of ['x'.repeat(32), 'short', 'not a token!'.padEnd(32, '-')]) {
    expect([(await read(bad)).status, (await read(bad)).body.errors]).toEqual([400, [{ code: 'invoice_not_found' }]]);
    expect((await pay(bad)).body.errors).toEqual([{ code: 'invoice_not_found' }]);
  }
  expect((await pay(token, 'refunded')).body.errors).toEqual([{ code: 'invalid_value', field: 'outcome' }]);
  expect((await pay(token, 'paid', false)).status).toBe(403);
  process.env.PAYMENT_SANDBOX = 'off';
  expect((await read(token)).status).toBe(404);
  expect((await pay(token)).status).toBe(404);
  const refused = await api<Errors, { method: string; amount: string }>(marbella, '/json-api/treasury/user/marbella/deposit/card/30000', {
    bearer: p.bearer,
    params: { method: 'card', amount: '30000' },
  });
  expect([refused.status, refused.body.errors]).toEqual([400, [{ code: 'server_problems' }]]);
  restoreSandboxSetting();
  expect((await pay(token)).body.data.status).toBe('paid');
  expect(await real(p)).toBe(30_000);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('pays the picked cashbox gift with the deposit: the registration gift adds its bonus money once', async () => {
  const p = await player();
  const gifts = await api<{ data: { data: GiftDto[] } }>(listGifts, '/json-api/user-gifts', { bearer: p.bearer });
  const gift = gifts.body.data.data.find((g) => g.type === 'deposit_bonus');
  expect(gift).toBeDefined();
  expect((await api(selectGift, '/json-api/user-gifts/cashbox-select', { bearer: p.bearer, body: { user_gift_id: gift!.id } })).status).toBe(200);
  const { id, token } = await start(p, 50_000);
  await Promise.all([pay(token), pay(token)]);
  const expected = Math.floor(((gift!.percent ?? 0) * 50_000) / 100);
  expect(expected).toBeGreaterThan(0);
  expect(await readBalances(db, p.id, 'RUB')).toMatchObject({ real: 50_000, bonus: expected });
  const list = await api<{ data: { data: DepositDto[] } }>(deposits, '/json-api/treasury/user/deposits', { bearer: p.bearer });
  expect(list.body.data.data[0]).toMatchObject({ id, status: 'paid', bonus: expected });
  expect(await checkLedger(db)).toEqual(BALANCED);
});

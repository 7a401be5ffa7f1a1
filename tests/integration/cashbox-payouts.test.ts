import { sql } from 'drizzle-orm';
import { TREASURY_PAGE_SIZE, type PayoutDto, type PayoutSystemDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Db } from '@/lib/platform/db/client';
import { declinePayout, payPayout, pendingPayouts } from '@/lib/platform/cashbox/payouts';
import { deposit, grant } from '@/lib/platform/wallet/credits';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { GET as payoutSystem } from '@/app/json-api/treasury/payout-system/route';
import { POST as requestPayout, PUT as putPayout } from '@/app/json-api/treasury/user-payout/[method]/route';
import { POST as cancel } from '@/app/json-api/treasury/user-payout/cancel/route';
import { GET as newPayouts } from '@/app/json-api/treasury/user/new-payouts/route';
import { GET as payouts } from '@/app/json-api/treasury/user/payouts/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastSms, resetThrottles, uniquePhone } from './helpers/accounts';
import { BALANCED, checkLedger, key } from './helpers/wallet';
import { approveDocuments } from './helpers/documents';

/** Payout requests: the rules before money is held, hold, cancel, the operator's pay and decline. */
type Errors = { errors: { code: string; field?: string }[] };
type Player = { bearer: string; id: number; hash: string; currency: string };

const CARD = '4111 1111 1111 1111';
let db: Db;

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

async function player(money: { real?: number; bonus?: number } = {}, opts: { verified?: boolean; currency?: string } = {}): Promise<Player> {
  const currency = opts.currency ?? 'RUB';
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body: emailRegistration({ currency }) });
  const bearer = res.body.accessToken;
  const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer });
  const p = { bearer, id: me.body.data.id, hash: me.body.data.hash, currency };
  if (money.real) await deposit(db, { transactionId: key('payout-test'), userId: p.id, currency, amount: money.real });
  if (money.bonus) await grant(db, { transactionId: key('payout-bonus'), userId: p.id, currency, amount: money.bonus, to: 'bonus' });
  if (opts.verified !== false) await verifyPhone(p);
  // Approved identity documents (spec §6), whose refusal has its own test (documents.test.ts).
  await approveDocuments(db, p.id);
  return p;
}

/** The profile's phone verification, as the accounts tests do it: add the phone, confirm its SMS code. */
async function verifyPhone(p: Player): Promise<void> {
  const phone = uniquePhone();
  expect((await api(createContact, '/json-api/players/contacts/create/phone', { body: { value: phone }, bearer: p.bearer, params: { type: 'phone' } })).status).toBe(200);
  expect((await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, bearer: p.bearer })).status).toBe(200);
}

const ask = (p: Player, method: string, body: unknown) =>
  api<{ data: PayoutDto } & Errors, { method: string }>(requestPayout, `/json-api/treasury/user-payout/${method}`, { bearer: p.bearer, body, params: { method } });
const cancelOf = (p: Player, id: unknown) => api<{ data: { status: string } } & Errors>(cancel, '/json-api/treasury/user-payout/cancel', { bearer: p.bearer, body: { transaction_id: id } });
const real = async (p: Player) => (await readBalances(db, p.id, p.currency)).real;
const waiting = async (p: Player) => (await api<{ data: { data: PayoutDto[] } }>(newPayouts, '/json-api/treasury/user/new-payouts', { bearer: p.bearer })).body.data.data;

async function ledgerPerCurrency(): Promise<{ currency: string; total: number }[]> {
  const result = await db.execute(sql`select a.currency, sum(e.amount) as total from wallet_entries e join wallet_accounts a on a.id = e.account_id group by a.currency having sum(e.amount) <> 0`);
  return (result as unknown as { rows: { currency: string; total: number }[] }).rows;
}

it('payout-system lists the ways to withdraw with the spec’s default range and the url to send to', async () => {
  const p = await player({}, { verified: false });
  const res = await api<{ data: { data: PayoutSystemDto[] } }>(payoutSystem, '/json-api/treasury/payout-system', { bearer: p.bearer, lang: 'it' });
  expect(res.body.data.data.map((m) => [m.code, m.field])).toEqual([['card', 'card'], ['sbp', 'phone'], ['wallet', 'wallet']]);
  expect(res.body.data.data[0]).toEqual({
    code: 'card', name: 'Carta bancaria', icon: 'card', currency: 'RUB', min: 10_000, max: 100_000_000, field: 'card', url: '/json-api/treasury/user-payout/card', method: 'post',
    // The spec's shape (§3): default limits 100 to 1 000 000 in every currency.
    id: 88, position: 1, key: 'card', image: '/generated/payment/card.webp', more: false,
    limits: ['RUB', 'EUR', 'USD', 'UAH', 'KZT', 'CAD'].map((currency) => ({ currency, min: 10_000, max: 100_000_000 })),
  });
  expect((await api(payoutSystem, '/json-api/treasury/payout-system')).status).toBe(401);
});

it('refuses before holding anything: method, range, phone, account, funds (bonus money is never paid out)', async () => {
  const p = await player({ real: 20_000, bonus: 500_000 }, { verified: false });
  const cases: [Promise<{ status: number; body: Errors }>, Errors['errors']][] = [
    [ask(p, 'paypal', { amount: 10_000, account: CARD }), [{ code: 'method_unavailable', field: 'method' }]],
    [ask(p, 'card', { amount: 9_999, account: CARD }), [{ code: 'amount_out_of_range', field: 'amount' }]],
    [ask(p, 'card', { amount: 100_000_001, account: CARD }), [{ code: 'amount_out_of_range', field: 'amount' }]],
    [ask(p, 'card', { amount: 10_000, account: CARD }), [{ code: 'phone_not_verified' }]],
    [ask(p, 'card', { amount: 10_000 }), [{ code: 'required', field: 'account' }]],
  ];
  for (const [call, errors] of cases) expect([(await call).status, (await call).body.errors]).toEqual([400, errors]);
  await verifyPhone(p);
  for (const [method, account] of [['card', '4111 1111 1111 1112'], ['card', '1234'], ['sbp', '123'], ['sbp', 'call me'], ['wallet', 'a b'], ['wallet', 'x']]) {
    expect((await ask(p, method!, { amount: 10_000, account })).body.errors).toEqual([{ code: 'invalid_account', field: 'account' }]);
  }
  const short = await ask(p, 'card', { amount: 20_001, account: CARD });
  expect([short.status, short.body.errors]).toEqual([400, [{ code: 'not_enough_funds', field: 'amount' }]]);
  expect(await real(p)).toBe(20_000);
  expect(await waiting(p)).toEqual([]);
  const eur = await player({ real: 50_000 }, { currency: 'EUR' });
  expect((await ask(eur, 'sbp', { amount: 10_000, account: '79991234567' })).body.errors).toEqual([{ code: 'method_unavailable', field: 'method' }]);
  expect((await api(requestPayout, '/json-api/treasury/user-payout/card', { body: { amount: 10_000, account: CARD }, params: { method: 'card' } })).status).toBe(401);
});

it('holds the money on request, lists it masked, and the player cancels it back once even when asked twice at once', async () => {
  const p = await player({ real: 50_000 });
  const seen: [string, RealtimeMessage][] = [];
  const stop = onMessage((room, message) => seen.push([room, message]));
  const made = await ask(p, 'sbp', { amount: '30000', account: '+7 (999) 123-45-67' });
  stop();
  expect(made.status).toBe(200);
  const payout = made.body.data;
  expect(payout).toEqual({
    id: expect.any(Number), transaction_id: payout.id, amount: 30_000, currency: 'RUB', method: 'sbp', method_name: 'СБП', account: '•••• 4567', status: 'new', created_at: expect.any(Number), completed_at: null,
  });
  expect(seen).toContainEqual([`user:${p.hash}`, expect.objectContaining({ type: 'balance_changed', balance: expect.objectContaining({ balance: 20_000 }) })]);
  expect(await real(p)).toBe(20_000);
  expect(await waiting(p)).toEqual([payout]);
  const stranger = await player();
  expect((await cancelOf(stranger, payout.id)).body.errors).toEqual([{ code: 'payout_not_found', field: 'transaction_id' }]);
  const both = await Promise.all([cancelOf(p, payout.id), cancelOf(p, String(payout.id))]);
  expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  expect(both.find((r) => r.status === 200)?.body).toEqual({ data: { status: 'cancelled' } });
  expect(both.find((r) => r.status === 400)?.body.errors).toEqual([{ code: 'payout_not_cancellable', field: 'transaction_id' }]);
  expect(await real(p)).toBe(50_000);
  expect(await waiting(p)).toEqual([]);
  expect((await cancelOf(p, 987_654_321)).body.errors).toEqual([{ code: 'payout_not_found', field: 'transaction_id' }]);
  expect((await cancelOf(p, 'abc')).body.errors).toEqual([{ code: 'invalid_value', field: 'transaction_id' }]);
  expect((await api(cancel, '/json-api/treasury/user-payout/cancel', { body: { transaction_id: payout.id } })).status).toBe(401);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('the operator pays (money leaves, balance unchanged) or declines (money returns); a handled request cannot be cancelled', async () => {
  const p = await player({ real: 100_000 });
  const a = (await ask(p, 'card', { amount: 40_000, account: CARD })).body.data;
  const b = (await api<{ data: PayoutDto }, { method: string }>(putPayout, '/json-api/treasury/user-payout/wallet', { method: 'PUT', bearer: p.bearer, body: { amount: 25_000, account: 'player.wallet-42' }, params: { method: 'wallet' } })).body.data;
  expect(b.account).toBe('•••• t-42');
  expect((await pendingPayouts(db)).map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  expect(await real(p)).toBe(35_000);
  const paid = await payPayout(db, a.id);
  expect(paid).toMatchObject({ ok: true, row: { status: 'paid' } });
  expect(await real(p)).toBe(35_000);
  expect(await declinePayout(db, b.id)).toMatchObject({ ok: true, row: { status: 'declined' } });
  expect(await real(p)).toBe(60_000);
  expect(await payPayout(db, a.id)).toMatchObject({ ok: false, reason: 'payout_not_cancellable' });
  expect(await declinePayout(db, a.id)).toMatchObject({ ok: false, reason: 'payout_not_cancellable' });
  expect(await payPayout(db, 987_654_321)).toEqual({ ok: false, reason: 'payout_not_found', row: null });
  expect((await cancelOf(p, a.id)).body.errors).toEqual([{ code: 'payout_not_cancellable', field: 'transaction_id' }]);
  expect(await real(p)).toBe(60_000);
  const history = await api<{ data: { data: PayoutDto[] } }>(payouts, '/json-api/treasury/user/payouts', { bearer: p.bearer });
  expect(history.body.data.data.map((x) => [x.id, x.status, x.completed_at !== null])).toEqual([[b.id, 'declined', true], [a.id, 'paid', true]]);
  // Racing the operator: a pay and a cancel at once end in exactly one of them.
  const c = (await ask(p, 'card', { amount: 60_000, account: CARD })).body.data;
  const [operator, mine] = await Promise.all([payPayout(db, c.id), cancelOf(p, c.id)]);
  expect([operator.ok, mine.status === 200]).toContainEqual(true);
  expect(operator.ok !== (mine.status === 200)).toBe(true);
  expect(await real(p)).toBe(operator.ok ? 0 : 60_000);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('never holds more than the real money when requests race, and pages the history', async () => {
  const p = await player({ real: 100_000 });
  const racing = await Promise.all(Array.from({ length: 3 }, () => ask(p, 'card', { amount: 40_000, account: CARD })));
  expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 400]);
  expect(await real(p)).toBe(20_000);
  for (let i = 0; i < TREASURY_PAGE_SIZE; i++) {
    const made = await ask(p, 'card', { amount: 10_000, account: CARD });
    await cancelOf(p, made.body.data.id);
  }
  const page = (offset: number) => api<{ data: { data: PayoutDto[] } }>(payouts, `/json-api/treasury/user/payouts?offset=${offset}`, { bearer: p.bearer });
  const first = (await page(0)).body.data.data;
  expect(first).toHaveLength(TREASURY_PAGE_SIZE);
  expect(first.every((x, i) => i === 0 || x.id < first[i - 1]!.id)).toBe(true);
  expect((await page(TREASURY_PAGE_SIZE)).body.data.data).toHaveLength(2);
  expect(await ledgerPerCurrency()).toEqual([]);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

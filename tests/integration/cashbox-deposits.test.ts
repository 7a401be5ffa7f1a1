import { DEFAULT_REFILL_AMOUNT, TREASURY_PAGE_SIZE, type DepositDto, type DepositStartDto, type GeneralLimitDto, type PaymentSystemDto, type PhoneCodeDto, type SumRangeDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Db } from '@/lib/platform/db/client';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { cashboxDayStart, todayDepositAmount } from '@/lib/platform/cashbox/history';
import { completeDeposit } from '@/lib/platform/cashbox/deposit-completion';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { GET as phoneCodes } from '@/app/json-api/treasury/phone-codes/route';
import { GET as paymentSystem } from '@/app/json-api/treasury/payment-system/route';
import { GET as sumRange } from '@/app/json-api/treasury/sum-range/route';
import { GET as generalLimit } from '@/app/json-api/treasury/general-limit/route';
import { GET as deposits } from '@/app/json-api/treasury/user/deposits/route';
import { GET as marbella } from '@/app/json-api/treasury/user/marbella/deposit/[method]/[amount]/route';
import { POST as rbk } from '@/app/json-api/treasury/rbk-create-invoice/route';
import { GET as todayAmount } from '@/app/json-api/users/statistics/today-deposit-amount/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, resetThrottles } from './helpers/accounts';
import { BALANCED, checkLedger } from './helpers/wallet';

/** Starting deposits, the cashbox's configuration calls, the daily limit and the deposit history. */
type Errors = { errors: { code: string; field?: string }[] };
type Player = { bearer: string; cookie: string; id: number; token: (t: string) => string };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  resetClock();
  delete process.env.CASHBOX_DAILY_DEPOSIT_LIMIT;
  delete process.env.CASHBOX_METHODS_OFF;
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

async function player(currency = 'RUB'): Promise<Player> {
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body: emailRegistration({ currency }) });
  const me = await api<{ data: { id: number } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  return { bearer: res.body.accessToken, cookie: res.cookie!, id: me.body.data.id, token: (url) => url.split('/').pop()! };
}

const startCard = (p: Player, amount: number | string, method = 'card', lang = 'ru') =>
  api<{ data: DepositStartDto } & Errors, { method: string; amount: string }>(marbella, `/json-api/treasury/user/marbella/deposit/${method}/${amount}`, {
    bearer: p.bearer,
    lang,
    params: { method, amount: String(amount) },
  });
const startRbk = (p: Player, body: unknown) => api<{ data: DepositStartDto } & Errors>(rbk, '/json-api/treasury/rbk-create-invoice', { bearer: p.bearer, body });
const limitOf = async (p: Player) => (await api<{ data: { data: GeneralLimitDto } }>(generalLimit, '/json-api/treasury/general-limit', { bearer: p.bearer })).body.data.data;

describe('configuration calls', () => {
  it('phone-codes is public: primary countries first, ru with 7', async () => {
    const res = await api<{ data: { data: PhoneCodeDto[] } }>(phoneCodes, '/json-api/treasury/phone-codes');
    expect(res.status).toBe(200);
    expect(res.body.data.data.slice(0, 6).map((c) => c.country)).toEqual(['ru', 'kz', 'az', 'nl', 'am', 'au']);
    expect(res.body.data.data[0]).toEqual({ country: 'ru', code: '7' });
  });

  it('payment-system lists the methods of the player’s currency with localized names; sum-range spans them', async () => {
    const p = await player('RUB');
    const ru = await api<{ data: { data: PaymentSystemDto[] } }>(paymentSystem, '/json-api/treasury/payment-system', { bearer: p.bearer });
    expect(ru.body.data.data.map((m) => [m.code, m.flow, m.currency])).toEqual([['card', 'marbella', 'RUB'], ['sbp', 'rbk', 'RUB'], ['wallet', 'marbella', 'RUB'], ['crypto', 'rbk', 'RUB']]);
    expect(ru.body.data.data[0]).toEqual({
      code: 'card', name: 'Банковская карта', flow: 'marbella', icon: 'card', currency: 'RUB', min: 10_000, max: 50_000_000, presets: [50_000, 100_000, 300_000, 500_000],
      // The spec's shape (§3): id, position, key, image, limits in every currency the method serves, and the "more" section.
      id: 88, position: 1, key: 'card', image: '/generated/payment/card.webp', more: false,
      limits: [{ currency: 'RUB', min: 10_000, max: 50_000_000 }, { currency: 'EUR', min: 1_000, max: 1_000_000 }, { currency: 'USD', min: 1_000, max: 1_000_000 }, { currency: 'CAD', min: 1_000, max: 1_000_000 }, { currency: 'UAH', min: 5_000, max: 20_000_000 }, { currency: 'KZT', min: 50_000, max: 250_000_000 }],
    });
    // Spec §3: payment systems 88, 77, 99; 2, 5, 6, 7, 44 and 99 under "more".
    expect(ru.body.data.data.map((m) => [m.id, m.position, m.more])).toEqual([[88, 1, false], [77, 2, false], [2, 3, true], [99, 4, true]]);
    const en = await api<{ data: { data: PaymentSystemDto[] } }>(paymentSystem, '/json-api/treasury/payment-system', { bearer: p.bearer, lang: 'en' });
    expect(en.body.data.data[0]!.name).toBe('Bank card');
    const range = await api<{ data: { data: SumRangeDto } }>(sumRange, '/json-api/treasury/sum-range', { bearer: p.bearer });
    expect(range.body.data.data).toEqual({ currency: 'RUB', min: 10_000, max: 100_000_000, default: DEFAULT_REFILL_AMOUNT });
    process.env.CASHBOX_METHODS_OFF = 'sbp, crypto';
    const off = await api<{ data: { data: PaymentSystemDto[] } }>(paymentSystem, '/json-api/treasury/payment-system', { bearer: p.bearer });
    expect(off.body.data.data.map((m) => m.code)).toEqual(['card', 'wallet']);
    expect((await startRbk(p, { method: 'sbp', amount: 50_000 })).body.errors).toEqual([{ code: 'method_unavailable', field: 'method' }]);
  });
});

describe('starting a deposit', () => {
  it('marbella and rbk answer a sandbox page with an unguessable token; nothing moves yet', async () => {
    const p = await player();
    const card = await startCard(p, 50_000);
    expect(card.status).toBe(200);
    expect(card.body.data).toEqual({ redirectUrl: expect.stringMatching(/^\/payment-sandbox\/[A-Za-z0-9_-]{32}$/), deposit_id: expect.any(Number) });
    const en = await startCard(p, 50_000, 'card', 'en');
    expect(en.body.data.redirectUrl).toMatch(/^\/en\/payment-sandbox\//);
    expect(p.token(en.body.data.redirectUrl)).not.toBe(p.token(card.body.data.redirectUrl));
    const sbp = await startRbk(p, { method: 'sbp', amount: 70_000, email: 'payer@example.test' });
    expect(sbp.status).toBe(200);
    const list = await api<{ data: { data: DepositDto[] } }>(deposits, '/json-api/treasury/user/deposits', { bearer: p.bearer });
    expect(list.body.data.data[0]).toEqual({
      id: sbp.body.data.deposit_id, amount: 70_000, bonus: 0, currency: 'RUB', method: 'sbp', method_name: 'СБП', status: 'pending', created_at: expect.any(Number), completed_at: null,
    });
    expect(await limitOf(p)).toEqual({ currency: 'RUB', daily_deposit_limit: 100_000_000, today_deposit_amount: 0, remaining: 100_000_000 - 170_000 });
    expect(await checkLedger(db)).toEqual(BALANCED);
  });

  it('rbk-create-invoice takes the amount as a JSON number only: a string is invalid_value and opens no deposit', async () => {
    const p = await player();
    for (const amount of ['70000', ' 70000', '7e4']) {
      const refused = await startRbk(p, { method: 'sbp', amount });
      expect([refused.status, refused.body.errors]).toEqual([400, [{ code: 'invalid_value', field: 'amount' }]]);
    }
    expect((await api<{ data: { data: DepositDto[] } }>(deposits, '/json-api/treasury/user/deposits', { bearer: p.bearer })).body.data.data).toEqual([]);
    const taken = await startRbk(p, { method: 'sbp', amount: 70_000 });
    expect(taken.status).toBe(200);
    expect((await api<{ data: { data: DepositDto[] } }>(deposits, '/json-api/treasury/user/deposits', { bearer: p.bearer })).body.data.data).toEqual([expect.objectContaining({ amount: 70_000, method: 'sbp' })]);
  });

  it('refuses unknown methods, methods of another flow or currency, and amounts outside the method’s range', async () => {
    const p = await player('EUR');
    const cases: [Promise<{ status: number; body: Errors }>, Errors['errors']][] = [
      [startCard(p, 5_000, 'paypal'), [{ code: 'method_unavailable', field: 'method' }]],
      [startCard(p, 5_000, 'crypto'), [{ code: 'method_unavailable', field: 'method' }]], // an rbk method
      [startRbk(p, { method: 'sbp', amount: 5_000 }), [{ code: 'method_unavailable', field: 'method' }]], // RUB only
      [startCard(p, 999), [{ code: 'amount_out_of_range', field: 'amount' }]],
      [startCard(p, 1_000_001), [{ code: 'amount_out_of_range', field: 'amount' }]],
      [startCard(p, '12.5'), [{ code: 'amount_out_of_range', field: 'amount' }]],
      [startRbk(p, { method: 'crypto', amount: 1_999.5 }), [{ code: 'amount_out_of_range', field: 'amount' }]],
      [startRbk(p, { method: 'crypto', amount: -5 }), [{ code: 'amount_out_of_range', field: 'amount' }]],
      [startRbk(p, { method: 'crypto', amount: true }), [{ code: 'invalid_value', field: 'amount' }]],
      [startRbk(p, { method: 'crypto', amount: 1e300 }), [{ code: 'amount_out_of_range', field: 'amount' }]],
      [startRbk(p, { method: 'crypto', amount: 0 }), [{ code: 'amount_out_of_range', field: 'amount' }]],
      [startRbk(p, { amount: 5_000 }), [{ code: 'required', field: 'method' }]],
    ];
    for (const [call, errors] of cases) {
      const res = await call;
      expect([res.status, res.body.errors]).toEqual([400, errors]);
    }
    expect((await startCard(p, 1_000)).status).toBe(200);
  });

  it('needs a player (401) and keeps the CSRF rule even on the GET that starts a deposit', async () => {
    const p = await player();
    const anonymous = await api<Errors, { method: string; amount: string }>(marbella, '/json-api/treasury/user/marbella/deposit/card/50000', { params: { method: 'card', amount: '50000' } });
    expect(anonymous.status).toBe(401);
    expect((await api(rbk, '/json-api/treasury/rbk-create-invoice', { body: { method: 'sbp', amount: 50_000 } })).status).toBe(401);
    const forged = await api<Errors, { method: string; amount: string }>(marbella, '/json-api/treasury/user/marbella/deposit/card/50000', {
      cookie: p.cookie, xhr: false, params: { method: 'card', amount: '50000' },
    });
    expect([forged.status, forged.body.errors]).toEqual([403, [{ code: 'csrf' }]]);
    expect((await api(rbk, '/json-api/treasury/rbk-create-invoice', { cookie: p.cookie, xhr: false, body: { method: 'sbp', amount: 50_000 } })).status).toBe(403);
    const viaCookie = await api<{ data: DepositStartDto }, { method: string; amount: string }>(marbella, '/json-api/treasury/user/marbella/deposit/card/50000', {
      cookie: p.cookie, params: { method: 'card', amount: '50000' },
    });
    expect(viaCookie.status).toBe(200);
  });
});

describe('the daily deposit limit', () => {
  it('counts paid deposits of the day and open ones; a declined deposit frees its share', async () => {
    process.env.CASHBOX_DAILY_DEPOSIT_LIMIT = 'EUR=none, RUB=100000, bogus';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const p = await player();
    const first = await startCard(p, 60_000);
    expect(first.status).toBe(200);
    const over = await startCard(p, 50_000);
    expect([over.status, over.body.errors]).toEqual([400, [{ code: 'deposit_limit_exceeded', field: 'amount' }]]);
    expect(await limitOf(p)).toEqual({ currency: 'RUB', daily_deposit_limit: 100_000, today_deposit_amount: 0, remaining: 40_000 });
    await completeDeposit(db, p.token(first.body.data.redirectUrl), 'declined', 'ru');
    const second = await startCard(p, 50_000);
    await completeDeposit(db, p.token(second.body.data.redirectUrl), 'paid', 'ru');
    expect(await limitOf(p)).toEqual({ currency: 'RUB', daily_deposit_limit: 100_000, today_deposit_amount: 50_000, remaining: 50_000 });
    expect((await api(todayAmount, '/json-api/users/statistics/today-deposit-amount', { bearer: p.bearer })).body).toEqual({ data: { amount: 50_000, currency: 'RUB' } });
    expect((await startCard(p, 50_001)).body.errors).toEqual([{ code: 'deposit_limit_exceeded', field: 'amount' }]);
    // Two starts at once cannot both fit under the limit.
    const racing = await Promise.all([startCard(p, 30_000), startCard(p, 30_000)]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 400]);
    const eur = await player('EUR');
    expect(await limitOf(eur)).toEqual({ currency: 'EUR', daily_deposit_limit: null, today_deposit_amount: 0, remaining: null });
    // The malformed entry is reported and ignored, never a failed call.
    // One structured error line (lib/platform/log) naming the entry.
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as { level: number; msg: string });
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: expect.stringContaining('"bogus" ignored') }));
    logged.mockRestore();
  });

  it('starts a new cashbox day at midnight UTC', async () => {
    const p = await player();
    const started = await startCard(p, 20_000);
    await completeDeposit(db, p.token(started.body.data.redirectUrl), 'paid', 'ru');
    expect(await todayDepositAmount(db, p.id, 'RUB')).toBe(20_000);
    const at = now();
    expect(cashboxDayStart(at).toISOString()).toBe(`${at.toISOString().slice(0, 10)}T00:00:00.000Z`);
    advanceClock(cashboxDayStart(at).getTime() + 86_400_000 - at.getTime());
    expect(await todayDepositAmount(db, p.id, 'RUB')).toBe(0);
  });
});

describe('GET /json-api/treasury/user/deposits', () => {
  it('pages newest first by offset; a page shorter than TREASURY_PAGE_SIZE ends the list', async () => {
    const p = await player();
    const ids: number[] = [];
    for (let i = 0; i < TREASURY_PAGE_SIZE + 3; i++) ids.push((await startCard(p, 10_000 + i)).body.data.deposit_id);
    const page = (offset: string) => api<{ data: { data: DepositDto[] } } & Errors>(deposits, `/json-api/treasury/user/deposits${offset}`, { bearer: p.bearer });
    const first = await page('');
    expect(first.body.data.data.map((d) => d.id)).toEqual(ids.slice().reverse().slice(0, TREASURY_PAGE_SIZE));
    const second = await page(`?offset=${TREASURY_PAGE_SIZE}`);
    expect(second.body.data.data.map((d) => d.id)).toEqual(ids.slice(0, 3).reverse());
    expect((await page('?offset=500')).body.data.data).toEqual([]);
    const bad = await page('?offset=-1');
    expect([bad.status, bad.body.errors]).toEqual([400, [{ code: 'invalid_query', field: 'offset' }]]);
    expect((await api(deposits, '/json-api/treasury/user/deposits')).status).toBe(401);
  });
});

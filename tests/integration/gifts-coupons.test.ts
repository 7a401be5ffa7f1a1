import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { couponCodes, couponRedemptions, userGifts, users } from '@/lib/platform/db/schema';
import type { CouponRedemptionDto } from '@/lib/domain/coupons/coupons';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { POST as activate } from '@/app/json-api/coupon-codes/activate/route';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastSms, phoneRegistration, resetThrottles, uniquePhone } from './helpers/accounts';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * Promo codes (spec §7 coupon-codes/activate): a code grants its gift once per player,
 * within its dates, currency and total uses, every refusal with its own code; two players taking
 * the last use at once → one wins; two tabs of one player → one gift; the registration's code.
 */
type Errors = { errors: { code: string; field?: string }[] };
type Answer = { data: CouponRedemptionDto } & Errors;
let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  resetClock();
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

const redeem = (p: TestPlayer | null, code: unknown, lang = 'en') => api<Answer>(activate, '/json-api/coupon-codes/activate', { body: { code }, bearer: p?.bearer, lang });
const refusal = async (p: TestPlayer, code: unknown) => {
  const res = await redeem(p, code);
  return [res.status, res.body.errors[0]?.code, res.body.errors[0]?.field];
};
const couponGifts = (p: TestPlayer) => db.select().from(userGifts).where(and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'personal')));
const used = async (code: string) => (await db.select({ used: couponCodes.used }).from(couponCodes).where(eq(couponCodes.code, code)))[0]?.used;

/** A code of the test's own, so tests never share its uses. */
async function makeCode(values: Partial<typeof couponCodes.$inferInsert> = {}): Promise<string> {
  const code = `T${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
  await db.insert(couponCodes).values({
    code,
    gift: { title: { ru: 'Тестовый бонус', en: 'Test bonus', it: 'Bonus di prova' }, terms: { type: 'cash', amounts: { RUB: 10_000, EUR: 100 }, to: 'bonus', wager: 20 }, validDays: 7 },
    createdAt: new Date(),
    ...values,
  });
  return code;
}

it('WELCOME2026 grants its gift (reason personal) once, in any case and with spaces, with its notice and live event', async () => {
  const p = await registerPlayer({ currency: 'EUR' });
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, m) => room === `user:${p.hash}` && seen.push(m));
  const res = await redeem(p, '  welcome2026 ', 'it');
  stop();
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ code: 'WELCOME2026', gift: { id: expect.any(Number), type: 'cash', title: 'Bonus del codice WELCOME2026' } });
  const [gift] = await couponGifts(p);
  expect(gift).toMatchObject({ id: res.body.data.gift.id, state: 'received', reason: 'personal', type: 'cash' });
  expect(gift!.grantKey).toMatch(new RegExp(`^coupon:\\d+:${p.id}$`));
  expect(seen.map((m) => m.type)).toEqual(['gifts_state_changed', 'notification_update']);
  expect(await refusal(p, 'WELCOME2026')).toEqual([409, 'coupon_used', 'code']);
  expect(await couponGifts(p)).toHaveLength(1);
});

it('refuses with its own code: unknown, inactive, not started, expired, used up, other currency, gifts disabled, multi-account', async () => {
  const rub = await registerPlayer({ currency: 'RUB' });
  const eur = await registerPlayer({ currency: 'EUR' });
  expect(await refusal(rub, 'NOSUCHCODE')).toEqual([404, 'coupon_not_found', 'code']);
  expect(await refusal(rub, await makeCode({ active: false }))).toEqual([404, 'coupon_not_found', 'code']);
  expect(await refusal(rub, 'SOON2099')).toEqual([400, 'coupon_not_started', 'code']);
  expect(await refusal(rub, 'SUMMER2025')).toEqual([400, 'coupon_expired', 'code']);
  expect(await refusal(rub, 'SOLDOUT')).toEqual([409, 'coupon_exhausted', 'code']);
  expect(await refusal(eur, 'RUBLE500')).toEqual([400, 'coupon_wrong_currency', 'code']);
  expect((await redeem(rub, 'RUBLE500')).status).toBe(200);

  const disabled = await registerPlayer();
  await db.update(users).set({ giftsDisabled: true }).where(eq(users.id, disabled.id));
  expect(await refusal(disabled, 'WELCOME2026')).toEqual([403, 'coupon_gifts_disabled', 'code']);
  const multi = await registerPlayer();
  await db.update(users).set({ multiAccount: true }).where(eq(users.id, multi.id));
  expect(await refusal(multi, 'WELCOME2026')).toEqual([403, 'coupon_multi_account', 'code']);
  expect([...(await couponGifts(disabled)), ...(await couponGifts(multi)), ...(await couponGifts(eur))]).toEqual([]);
  // A refused code takes no use.
  expect(await used('SOLDOUT')).toBe(0);
});

it('a code becomes valid at valid_from and stops at valid_to', async () => {
  const [p, q] = await Promise.all([registerPlayer(), registerPlayer()]);
  const at = Date.now();
  const code = await makeCode({ validFrom: new Date(at + 5 * 60_000), validTo: new Date(at + 10 * 60_000) });
  expect(await refusal(p, code)).toEqual([400, 'coupon_not_started', 'code']);
  advanceClock(6 * 60_000);
  expect((await redeem(p, code)).status).toBe(200);
  advanceClock(5 * 60_000);
  expect(await refusal(q, code)).toEqual([400, 'coupon_expired', 'code']);
});

it('malformed input is a 400 validation error, a guest a 401', async () => {
  const p = await registerPlayer();
  expect(await refusal(p, '')).toEqual([400, 'required', 'code']);
  expect(await refusal(p, 'no spaces allowed')).toEqual([400, 'promoCode', 'code']);
  expect(await refusal(p, 'x'.repeat(200))).toEqual([400, 'promoCode', 'code']);
  expect(await refusal(p, 42)).toEqual([400, 'invalid_value', 'code']);
  expect((await api<Errors>(activate, '/json-api/coupon-codes/activate', { body: {}, bearer: p.bearer })).body.errors[0]).toEqual({ code: 'required', field: 'code' });
  expect((await redeem(null, 'WELCOME2026')).status).toBe(401);
});

it('two players taking the last use at once: one gets the gift, the other coupon_exhausted; the count never passes the limit', async () => {
  const code = await makeCode({ usesLimit: 3, used: 2 });
  const [a, b] = await Promise.all([registerPlayer(), registerPlayer()]);
  const answers = await Promise.all([redeem(a, code), redeem(b, code)]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(answers.find((r) => r.status === 409)!.body.errors[0]!.code).toBe('coupon_exhausted');
  expect(await used(code)).toBe(3);
  expect((await couponGifts(a)).length + (await couponGifts(b)).length).toBe(1);
  const [row] = await db.select({ id: couponCodes.id }).from(couponCodes).where(eq(couponCodes.code, code));
  expect(await db.select().from(couponRedemptions).where(eq(couponRedemptions.codeId, row!.id))).toHaveLength(1);
});

it('one player in two tabs at once: one gift, the other tab coupon_used, one use taken', async () => {
  const code = await makeCode({ usesLimit: 10 });
  const p = await registerPlayer();
  const answers = await Promise.all([redeem(p, code), redeem(p, code)]);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(answers.find((r) => r.status === 409)!.body.errors[0]!.code).toBe('coupon_used');
  expect(await couponGifts(p)).toHaveLength(1);
  expect(await used(code)).toBe(1);
});

describe('the code typed at registration', () => {
  const registerWith = async (promo_code: string, currency = 'RUB') => {
    const res = await api<{ accessToken: string } & Errors>(register, '/json-api/users/register', { body: emailRegistration({ promo_code, currency }) });
    expect(res.status).toBe(200);
    const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
    return { bearer: res.body.accessToken, id: me.body.data.id, hash: me.body.data.hash };
  };

  it('a valid code is redeemed with the registration: the gift is there, and it cannot be used again', async () => {
    const before = await used('WELCOME2026');
    const p = await registerWith('welcome2026');
    const gifts = await couponGifts(p);
    expect(gifts.map((g) => [g.type, g.state])).toEqual([['cash', 'received']]);
    expect(await used('WELCOME2026')).toBe((before ?? 0) + 1);
    expect(await refusal(p, 'WELCOME2026')).toEqual([409, 'coupon_used', 'code']);
    const [row] = await db.select({ code: users.registrationPromoCode }).from(users).where(eq(users.id, p.id));
    expect(row?.code).toBe('welcome2026');
  });

  it('a phone registration keeps its code until the SMS code proves the phone, then redeems it', async () => {
    const before = await used('WELCOME2026');
    const started = await api<{ phone: string; registration_token: string }>(register, '/json-api/users/register', { body: phoneRegistration({ phone: uniquePhone(), promo_code: 'Welcome2026' }) });
    expect(started.status).toBe(200);
    expect(await used('WELCOME2026')).toBe(before);
    const { phone, registration_token } = started.body;
    const done = await api<{ accessToken: string }>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone), registration_token } });
    expect(done.status).toBe(200);
    const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer: done.body.accessToken });
    const p = { bearer: done.body.accessToken, id: me.body.data.id, hash: me.body.data.hash };
    expect((await couponGifts(p)).map((g) => g.type)).toEqual(['cash']);
    expect(await used('WELCOME2026')).toBe((before ?? 0) + 1);
  });

  it('an unknown, expired, used-up or other-currency code is ignored: the registration succeeds without a gift, the code is kept', async () => {
    for (const [code, currency] of [['NOSUCHCODE', 'RUB'], ['SUMMER2025', 'RUB'], ['SOLDOUT', 'RUB'], ['RUBLE500', 'EUR']] as const) {
      const p = await registerWith(code, currency);
      expect(await couponGifts(p)).toEqual([]);
      // The registration gift is still granted.
      expect(await db.select().from(userGifts).where(and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'registration')))).toHaveLength(1);
      const [row] = await db.select({ code: users.registrationPromoCode }).from(users).where(eq(users.id, p.id));
      expect(row?.code).toBe(code);
    }
    expect(await used('SOLDOUT')).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Db } from '@/lib/platform/db/client';
import { userGifts, users } from '@/lib/platform/db/schema';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { findSelectedCashboxGiftId } from '@/lib/platform/gifts/cashbox-gift';
import { listGifts, payoutGiftCount } from '@/lib/platform/gifts/gift-list';
import { grantRegistrationGift, REGISTRATION_GIFT_LIMITS, REGISTRATION_GIFT_TERMS } from '@/lib/platform/gifts/registration-gift';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { GET as getGifts } from '@/app/json-api/user-gifts/route';
import { GET as getCount } from '@/app/json-api/user-gifts/payout-gift-count/route';
import { POST as cashboxSelect } from '@/app/json-api/user-gifts/cashbox-select/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration } from './helpers/accounts';
import { giftRow, giftsOf, insertGift } from './helpers/gifts';

type Errors = { errors: { code: string; field?: string }[] };
type GiftList = { data: { data: GiftDto[] } };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

afterEach(() => resetClock());

async function player(currency = 'RUB'): Promise<{ id: number; bearer: string }> {
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body: emailRegistration({ currency }) });
  expect(res.status).toBe(200);
  const bearer = res.body.accessToken;
  const profile = await api<{ data: { id: number } }>(getProfile, '/json-api/users/profile', { bearer });
  return { id: profile.body.data.id, bearer };
}

const list = (bearer: string, lang = 'ru') => api<GiftList>(getGifts, '/json-api/user-gifts', { bearer, lang });
const count = async (bearer: string) => (await api<{ data: { count: number } }>(getCount, '/json-api/user-gifts/payout-gift-count', { bearer })).body.data.count;
const select = (bearer: string, id: number | null) => api<GiftList & Errors>(cashboxSelect, '/json-api/user-gifts/cashbox-select', { body: { user_gift_id: id }, bearer });

describe('the registration gift', () => {
  it('registration grants exactly one deposit-bonus gift, also when the grant runs again', async () => {
    const p = await player('EUR');
    const [gift, ...rest] = await giftsOf(db, p.id);
    expect(rest).toEqual([]);
    expect(gift).toMatchObject({
      type: 'deposit_bonus',
      state: 'received',
      reason: 'registration',
      terms: { percent: 100, maxDeposits: 5 },
      depositLimits: REGISTRATION_GIFT_LIMITS,
      depositProgress: 0,
      depositCount: 0,
      cashboxSelectedAt: null,
      grantKey: `registration:${p.id}`,
    });
    const days = (gift!.expiredAt.getTime() - gift!.createdAt.getTime()) / 86_400_000;
    expect(days).toBe(30);

    expect(await grantRegistrationGift(db, { id: p.id })).toBe(false);
    await db.transaction((tx) => grantRegistrationGift(tx, { id: p.id }));
    expect(await giftsOf(db, p.id)).toHaveLength(1);
  });

  it('limits RUB deposits to the spec welcome offer (300 000.00) and has a limit for every known currency', () => {
    expect(REGISTRATION_GIFT_LIMITS.find((l) => l.currency === 'RUB')?.limit).toBe(30_000_000);
    expect(REGISTRATION_GIFT_LIMITS.map((l) => l.currency).sort()).toEqual(['CAD', 'EUR', 'KZT', 'RUB', 'UAH', 'USD']);
  });

  it('the seeded demo player holds it once', async () => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.hash, 'de000000000000000000000000000001'));
    const gifts = await giftsOf(db, demo!.id);
    // Besides, the demo free spins, the producer's spins and the cashback (lib/platform/seed/demo-gifts.ts), once each.
    expect(gifts.map((g) => [g.reason, g.type])).toEqual([['registration', 'deposit_bonus'], ['personal', 'giftspin'], ['personal', 'provider_spins'], ['cashback', 'cashback']]);
  });
});

describe('GET /json-api/user-gifts', () => {
  it('lists the player gifts newest first, in the GiftDto shape, with the title in the asked language', async () => {
    const p = await player();
    const older = (await giftsOf(db, p.id))[0]!;
    const newer = await insertGift(db, p.id, { terms: { percent: 50, maxDeposits: 2 }, reason: 'compoints', createdAt: new Date(older.createdAt.getTime() + 1000) });
    const res = await list(p.bearer, 'en');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const gifts = res.body.data.data;
    expect(gifts.map((g) => g.id)).toEqual([newer.id, older.id]);
    // The server lists every reason: the browser drops `compoints` (spec §4).
    expect(gifts[0]!.reason).toBe('compoints');
    const expected: GiftDto = {
      id: older.id,
      title: 'Welcome bonus 100% on the first 5 deposits',
      type: 'deposit_bonus',
      state: 'received',
      reason: 'registration',
      expiredAt: older.expiredAt.toISOString(),
      percent: 100,
      restrictions: { depositLimits: [...REGISTRATION_GIFT_LIMITS] },
      restrictionsState: { depositProgress: 0 },
      cashboxSelected: false,
      terms: { type: 'deposit_bonus', ...REGISTRATION_GIFT_TERMS },
      conditions: {},
      activatedAt: null,
      usedAt: null,
      spinsLeft: null,
    };
    expect(gifts[1]).toEqual(expected);
    expect(Object.keys(gifts[1]!).sort()).toEqual(Object.keys(expected).sort());
    expect(gifts[0]!.percent).toBe(50);

    expect((await list(p.bearer, 'ru')).body.data.data[1]!.title).toBe('Приветственный бонус 100% на первые 5 депозитов');
    expect((await list(p.bearer, 'it')).body.data.data[1]!.title).toBe('Bonus di benvenuto 100% sui primi 5 depositi');
  });

  it('reads a gift past its expiredAt as expired and writes the state', async () => {
    const p = await player();
    const gift = await insertGift(db, p.id);
    await db.update(userGifts).set({ expiredAt: new Date(Date.now() - 1000) }).where(eq(userGifts.id, gift.id));
    const found = (await list(p.bearer)).body.data.data.find((g) => g.id === gift.id);
    expect(found?.state).toBe('expired');
    expect((await giftRow(db, gift.id)).state).toBe('expired');
  });

  it('follows the application clock: 30 days on, the registration gift is expired', async () => {
    const p = await player();
    expect((await listGifts(db, p.id, 'ru')).map((g) => g.state)).toEqual(['received']);
    expect(await payoutGiftCount(db, p.id)).toBe(1);
    advanceClock(30 * 86_400_000 + 1000);
    expect((await listGifts(db, p.id, 'ru')).map((g) => g.state)).toEqual(['expired']);
    expect(await payoutGiftCount(db, p.id)).toBe(0);
  });

  it('needs a player: 401 for the list, the count and the select', async () => {
    expect((await api<Errors>(getGifts, '/json-api/user-gifts')).status).toBe(401);
    expect((await api<Errors>(getCount, '/json-api/user-gifts/payout-gift-count')).status).toBe(401);
    const res = await api<Errors>(cashboxSelect, '/json-api/user-gifts/cashbox-select', { body: { user_gift_id: null } });
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual([{ code: 'unauthorized' }]);
  });
});

describe('GET /json-api/user-gifts/payout-gift-count', () => {
  it('counts the gifts still usable whose expiredAt is in the future', async () => {
    const p = await player();
    expect(await count(p.bearer)).toBe(1);
    await insertGift(db, p.id, { state: 'activated' });
    await insertGift(db, p.id, { state: 'used' });
    await insertGift(db, p.id, { state: 'expired' });
    await insertGift(db, p.id, { expiredAt: new Date(Date.now() - 1000) });
    expect(await count(p.bearer)).toBe(2);
  });
});

describe('POST /json-api/user-gifts/cashbox-select', () => {
  it('selects the player own gift, clears the earlier pick, and answers the fresh list', async () => {
    const p = await player();
    const registration = (await giftsOf(db, p.id))[0]!;
    const other = await insertGift(db, p.id);

    const first = await select(p.bearer, registration.id);
    expect(first.status).toBe(200);
    expect(first.body.data.data.filter((g) => g.cashboxSelected).map((g) => g.id)).toEqual([registration.id]);
    expect(await findSelectedCashboxGiftId(db, p.id, 'RUB')).toBe(registration.id);

    const second = await select(p.bearer, other.id);
    expect(second.body.data.data.filter((g) => g.cashboxSelected).map((g) => g.id)).toEqual([other.id]);
    expect((await giftRow(db, registration.id)).cashboxSelectedAt).toBeNull();
    expect(await findSelectedCashboxGiftId(db, p.id, 'RUB')).toBe(other.id);

    const none = await select(p.bearer, null);
    expect(none.status).toBe(200);
    expect(none.body.data.data.some((g) => g.cashboxSelected)).toBe(false);
    expect(await findSelectedCashboxGiftId(db, p.id, 'RUB')).toBeNull();
  });

  it('refuses another player gift and an unknown id with gift_not_available', async () => {
    const owner = await player();
    const intruder = await player();
    const theirs = (await giftsOf(db, owner.id))[0]!;
    for (const id of [theirs.id, 2_000_000_000]) {
      const res = await select(intruder.bearer, id);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ code: 'gift_not_available' }]);
    }
    expect((await giftRow(db, theirs.id)).cashboxSelectedAt).toBeNull();
  });

  it('refuses a gift that fails the cashbox filter for the player currency', async () => {
    const p = await player('USD');
    const refused = [
      await insertGift(db, p.id), // RUB only
      await insertGift(db, p.id, { depositLimits: [{ currency: 'USD', limit: 100_000 }], depositProgress: 100_000 }),
      await insertGift(db, p.id, { depositLimits: [{ currency: 'USD', limit: 100_000 }], state: 'used' }),
      await insertGift(db, p.id, { depositLimits: [{ currency: 'USD', limit: 100_000 }], expiredAt: new Date(Date.now() - 1000) }),
      await insertGift(db, p.id, { depositLimits: [{ currency: 'USD', limit: 100_000 }], type: 'cash', terms: {} }),
    ];
    for (const gift of refused) {
      const res = await select(p.bearer, gift.id);
      expect({ id: gift.id, status: res.status, body: res.body }).toEqual({ id: gift.id, status: 400, body: { errors: [{ code: 'gift_not_available' }] } });
    }
    // The registration gift has a USD limit: it passes.
    const registration = (await giftsOf(db, p.id)).find((g) => g.reason === 'registration')!;
    expect((await select(p.bearer, registration.id)).status).toBe(200);
    // A refused pick leaves the earlier one alone.
    expect((await select(p.bearer, refused[0]!.id)).status).toBe(400);
    expect(await findSelectedCashboxGiftId(db, p.id, 'USD')).toBe(registration.id);
  });

  it('refuses a multi-account player (spec §6: blocked from gifts)', async () => {
    const p = await player();
    await db.update(users).set({ multiAccount: true }).where(eq(users.id, p.id));
    const res = await select(p.bearer, (await giftsOf(db, p.id))[0]!.id);
    expect(res.body.errors).toEqual([{ code: 'gift_not_available' }]);
  });

  it('checks the body: user_gift_id must be a positive integer or null', async () => {
    const p = await player();
    for (const body of [{}, { user_gift_id: 'x' }, { user_gift_id: 1.5 }, { user_gift_id: -1 }]) {
      const res = await api<Errors>(cashboxSelect, '/json-api/user-gifts/cashbox-select', { body, bearer: p.bearer });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ code: 'invalid_value', field: 'user_gift_id' }]);
    }
  });

  it('the newest pick wins when two are set (two picks racing on PostgreSQL)', async () => {
    const p = await player();
    const a = (await giftsOf(db, p.id))[0]!;
    const b = await insertGift(db, p.id);
    const t = Date.now();
    await db.update(userGifts).set({ cashboxSelectedAt: new Date(t - 1000) }).where(eq(userGifts.id, a.id));
    await db.update(userGifts).set({ cashboxSelectedAt: new Date(t) }).where(eq(userGifts.id, b.id));
    expect(await findSelectedCashboxGiftId(db, p.id, 'RUB')).toBe(b.id);
    // The newest one no longer applies: the older pick still does.
    await db.update(userGifts).set({ state: 'used' }).where(eq(userGifts.id, b.id));
    expect(await findSelectedCashboxGiftId(db, p.id, 'RUB')).toBe(a.id);
  });
});

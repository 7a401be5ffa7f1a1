import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import { CAPTCHA_TEST_TOKEN } from '@/lib/domain/auth/auth-captcha';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { compointProducts, promoPrizeAwards, promoPrizes, promotions, userGifts } from '@/lib/platform/db/schema';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { GET as balance } from '@/app/json-api/users/balance/route';
import { POST as highFive } from '@/app/json-api/high-fives/route';
import { POST as exchange } from '@/app/json-api/actions/[key]/prizes/[prizeId]/exchange/route';
import { POST as buy } from '@/app/json-api/compoint-products/[id]/route';
import { PUT as activate } from '@/app/json-api/gifts/activate/[id]/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration } from './helpers/accounts';

/**
 * The farming an outside review played over loopback, replayed as the attacker plays it, through
 * the real route handlers: eleven accounts made in seconds from one address (solving the captcha
 * when asked), ten high-fives to one of them, a prize exchange for compoints, five purchases of the
 * compoints shop's money product, each gift activated. Before, one account ended with 500 RUB
 * withdrawable without a deposit or a round. Now every account ends with nothing withdrawable: no
 * real money and no prize waiting to be paid.
 */
let db: Db;
const ATTACKER = '192.0.2.66';

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  process.env.CAPTCHA_PROVIDER = 'fake';
  process.env.TRUST_PROXY = '1';
  // The middle of a UTC day: the day's sign-up counts stay one window while the file runs.
  const noon = new Date(now());
  noon.setUTCDate(noon.getUTCDate() + 1);
  noon.setUTCHours(12, 0, 0, 0);
  advanceClock(noon.getTime() - now().getTime());
  db = await openSeededDb();
});

afterAll(async () => {
  delete process.env.CAPTCHA_PROVIDER;
  delete process.env.TRUST_PROXY;
  resetClock();
  await closeTestDb();
});

interface Account {
  id: number;
  bearer: string;
}

/** One sign-up as a script does it: no cookies kept; the captcha solved when the answer asks for it. */
async function signUp(): Promise<Account> {
  const body = emailRegistration({ currency: 'RUB' });
  let res = await api<{ accessToken: string; errors?: { code: string }[] }>(register, '/json-api/users/register', { forwardedFor: ATTACKER, body });
  if (res.body.errors?.[0]?.code === 'captcha_required') {
    res = await api(register, '/json-api/users/register', { forwardedFor: ATTACKER, body: { ...body, captcha_token: CAPTCHA_TEST_TOKEN } });
  }
  expect(res.status).toBe(200);
  const me = await api<{ data: { id: number } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  return { id: me.body.data.id, bearer: res.body.accessToken };
}

it('eleven fresh accounts, ten high-fives, an exchange and five shop purchases leave nothing withdrawable', async () => {
  const accounts: Account[] = [];
  for (let i = 0; i < 11; i++) accounts.push(await signUp());
  const [target, ...helpers] = accounts as [Account, ...Account[]];

  const [promo] = await db.select().from(promotions).where(eq(promotions.slug, 'coin-exchange'));
  for (const helper of helpers) {
    await api(highFive, '/json-api/high-fives', { forwardedFor: ATTACKER, bearer: helper.bearer, body: { actionId: promo!.id, toUserId: target.id } });
  }

  // The exchange's compoints for 10 coins, then the shop's cheapest money five times, each gift activated.
  const [prize] = await db
    .select()
    .from(promoPrizes)
    .where(and(eq(promoPrizes.promoId, promo!.id), eq(promoPrizes.kind, 'compoints'), eq(promoPrizes.price, 10 * PROMO_COINS)));
  await api(exchange, `/json-api/actions/${promo!.id}/prizes/${prize!.id}/exchange`, { method: 'POST', bearer: target.bearer, params: { key: String(promo!.id), prizeId: String(prize!.id) } });
  const products = await db.select().from(compointProducts).where(eq(compointProducts.active, true)).orderBy(compointProducts.price);
  const money = products.find((p) => p.gift.terms.type === 'cash')!;
  for (let i = 0; i < 5; i++) {
    const bought = await api<{ data?: { gift: GiftDto } }, { id: string }>(buy, `/json-api/compoint-products/${money.id}`, { bearer: target.bearer, body: {}, params: { id: String(money.id) } });
    const gift = bought.body.data?.gift;
    if (gift) await api(activate, `/json-api/gifts/activate/${gift.id}`, { method: 'PUT', bearer: target.bearer, params: { id: String(gift.id) } });
  }

  for (const account of accounts) {
    const { body } = await api<{ data: BalanceDto }>(balance, '/json-api/users/balance', { bearer: account.bearer });
    expect({ id: account.id, real: body.data.balance }).toEqual({ id: account.id, real: 0 });
  }
  // Nor anything waiting to be paid later.
  const ids = accounts.map((a) => a.id);
  expect(await db.select().from(promoPrizeAwards).where(inArray(promoPrizeAwards.userId, ids))).toEqual([]);
  expect((await db.select().from(userGifts).where(inArray(userGifts.userId, ids))).filter((g) => g.reason === 'compoints')).toEqual([]);
});

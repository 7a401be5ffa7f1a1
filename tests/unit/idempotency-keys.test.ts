import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { attachReportSink } from '@/lib/client/reporting/report-queue';
import { activateBoughtGift, buyCompointProduct } from '@/lib/client/compoints/compoint-calls';
import { activateGift, takeGiftPrize } from '@/lib/client/gifts/gift-actions';
import { cancelPayout, sendPayout, startDeposit } from '@/lib/client/cashbox/cashbox-calls';
import { sendJoin } from '@/lib/client/tournaments/tournament-join';
import { exchangePrize, giveHighFive } from '@/lib/client/promotions/promotion-calls';
import { activateCoupon } from '@/lib/client/coupons/coupon-calls';
import { IDEMPOTENCY_KEY_PATTERN } from '@/lib/domain/idempotency/idempotency';

/**
 * The browser's side of the idempotency rule (lib/client/idempotency-keys.ts): one key per request
 * the player asked for, the same on every retry until the server answered; every call of the site
 * that moves value sends one.
 */
type Sent = { url: string; key: string | undefined };
let sent: Sent[] = [];
type Reply = () => Promise<Response>;
let replies: Reply[] = [];

const ok = (body: unknown = { data: {} }): Reply => () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) } as Response);
const status = (code: number): Reply => () => Promise.resolve({ ok: false, status: code, headers: new Headers(), json: () => Promise.resolve({ errors: [{ code: 'x' }] }) } as Response);
const lost: Reply = () => Promise.reject(new TypeError('Failed to fetch'));

beforeAll(() => attachReportSink(() => undefined));
beforeEach(() => {
  sent = [];
  replies = [];
  global.fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, key: (init.headers as Record<string, string>)['Idempotency-Key'] });
    return (replies.shift() ?? ok())();
  }) as unknown as typeof fetch;
});

const buy = (body: unknown = { product: 1 }) => jsonApi('/json-api/compoint-products/1', { method: 'POST', body, idempotent: true });
const keys = () => sent.map((s) => s.key);

describe('a key per request until it is answered', () => {
  it('a double click sends one key twice; the next purchase after the answer has a new one', async () => {
    await Promise.all([buy(), buy()]);
    await buy();
    const [a, b, c] = keys();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('no answer (the network, a gateway 5xx) keeps the key for the retry; a refusal (4xx) does not', async () => {
    replies = [lost, status(502), ok(), status(400), ok()];
    await expect(buy()).rejects.toMatchObject({ kind: 'network' });
    await expect(buy()).rejects.toMatchObject({ status: 502 });
    await buy();
    await expect(buy()).rejects.toBeInstanceOf(JsonApiError);
    await buy();
    const [lostOne, gateway, answered, refused, after] = keys();
    expect([gateway, answered]).toEqual([lostOne, lostOne]);
    expect(refused).not.toBe(lostOne);
    expect(after).not.toBe(refused);
  });

  it('the retry after a token refresh sends the same key', async () => {
    replies = [status(401), ok(), ok()];
    await buy();
    expect(sent.map((s) => new URL(s.url, 'http://x').pathname)).toEqual(['/json-api/compoint-products/1', '/json-api/token/refresh', '/json-api/compoint-products/1']);
    expect(sent[2]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.key).toBeUndefined();
  });

  it('another request is another key; a call that moves nothing sends none', async () => {
    replies = [lost, lost];
    await expect(buy({ product: 1 })).rejects.toBeInstanceOf(JsonApiError);
    await expect(buy({ product: 2 })).rejects.toBeInstanceOf(JsonApiError);
    await jsonApi('/json-api/users/balance');
    expect(keys()[1]).not.toBe(keys()[0]);
    expect(keys()[2]).toBeUndefined();
  });
});

describe('every call of the site that moves value sends a key', () => {
  const gift = { id: 7, type: 'cash' } as const;
  const calls: [string, () => Promise<unknown>, unknown][] = [
    ['compoint purchase', () => buyCompointProduct(1), { data: { gift: {}, balance: 1 } }],
    ['a bought gift taken', () => activateBoughtGift(7), { data: {} }],
    ['gift activation', () => activateGift(gift), { data: gift }],
    ['gift prize take', () => takeGiftPrize({ id: 7, type: 'nondeposit' }), { status: 'success', data: gift }],
    ['deposit start (marbella)', () => startDeposit({ system: { code: 'card', flow: 'marbella' }, amount: 50_000 }), { data: {} }],
    ['deposit start (rbk)', () => startDeposit({ system: { code: 'sbp', flow: 'rbk' }, amount: 50_000 }), { data: {} }],
    ['payout request', () => sendPayout({ url: '/json-api/treasury/user-payout/card', method: 'post' }, 20_000, '4111'), { data: {} }],
    ['payout cancel', () => cancelPayout(3), { data: { status: 'cancelled' } }],
    ['tournament seat', () => sendJoin('t', false, 'en'), { data: {} }],
    ['high-five', () => giveHighFive(1, 2), { data: {} }],
    ['prize exchange', () => exchangePrize(1, 2), { data: { participant: {} } }],
    ['promo code', () => activateCoupon('CODE'), { data: {} }],
  ];

  it.each(calls)('%s', async (_name, call, body) => {
    replies = [ok(body)];
    await call();
    expect(sent[0]!.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});

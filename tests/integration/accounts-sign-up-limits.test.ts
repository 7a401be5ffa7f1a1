import type { Db } from '@/lib/platform/db/client';
import { CAPTCHA_TEST_TOKEN } from '@/lib/domain/auth/auth-captcha';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { DEVICE_COOKIE } from '@/lib/platform/account-links/device-cookie';
import { POST as register } from '@/app/json-api/users/register/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, phoneRegistration, resetThrottles, uniqueEmail } from './helpers/accounts';

/**
 * The sign-up limits (lib/platform/accounts/sign-up-limits.ts): per client address and per device
 * a few free sign-ups a day, then the captcha, then 429 with Retry-After. The counts are per UTC
 * day, so the clock is pinned to the middle of a day: nothing here depends on when it runs or how
 * fast.
 */
type Answer = { errors?: { code: string; field?: string }[]; retry_after?: number; captcha?: { provider: string; version: number; siteKey: string } };

let db: Db;
const LIMITS = { REGISTRATIONS_FREE_PER_ADDRESS: '3', REGISTRATIONS_MAX_PER_ADDRESS: '6', REGISTRATIONS_FREE_PER_DEVICE: '2', REGISTRATIONS_MAX_PER_DEVICE: '4' };

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  process.env.CAPTCHA_PROVIDER = 'fake';
  process.env.TRUST_PROXY = '1';
  Object.assign(process.env, LIMITS);
  // Noon (UTC) of the next day: a day's window is whole around every test.
  const noon = new Date(now());
  noon.setUTCDate(noon.getUTCDate() + 1);
  noon.setUTCHours(12, 0, 0, 0);
  advanceClock(noon.getTime() - now().getTime());
  db = await openSeededDb();
});

beforeEach(() => resetThrottles(db));

afterAll(async () => {
  for (const name of ['CAPTCHA_PROVIDER', 'TRUST_PROXY', ...Object.keys(LIMITS)]) delete process.env[name];
  resetClock();
  await closeTestDb();
});

let addresses = 0;
const freshAddress = () => `198.51.100.${++addresses}`;

/** A registration from `address`, with the device cookie `device` when given, and the captcha token when given. */
const signUp = (address: string, options: { device?: string; captcha?: string; body?: Record<string, unknown> } = {}) =>
  api<Answer>(register, '/json-api/users/register', {
    forwardedFor: address,
    headers: options.device ? { cookie: `${DEVICE_COOKIE}=${options.device}` } : {},
    body: { ...emailRegistration(options.body), ...(options.captcha ? { captcha_token: options.captcha } : {}) },
  });

const deviceCookieOf = (res: { headers: Headers }) => res.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`)) ?? null;
const deviceOf = (res: { headers: Headers }) => /^croupier_device=([^;]+)/.exec(deviceCookieOf(res) ?? '')?.[1];

describe('per client address', () => {
  it('the first sign-ups are free, then the captcha is asked for and shown, then 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signUp(address)).status).toBe(200);

    // Captcha is off for everybody (the seed's config): this address's fourth needs it all the same.
    const asked = await signUp(address);
    expect(asked.status).toBe(400);
    expect(asked.body.errors).toEqual([{ code: 'captcha_required', field: 'captcha_token' }]);
    // The widget to show: the server config's version and site key, the offline test widget here.
    expect(asked.body.captcha).toEqual({ provider: 'test', version: 3, siteKey: 'demo-site-key', action: 'registration' });
    expect((await signUp(address, { captcha: 'wrong' })).body.errors?.[0]?.code).toBe('captcha_invalid');
    for (let i = 0; i < 3; i++) expect((await signUp(address, { captcha: CAPTCHA_TEST_TOKEN })).status).toBe(200);

    // Six made: the cap. The seventh is refused with the rate-limit shape, captcha or not.
    const capped = await signUp(address, { captcha: CAPTCHA_TEST_TOKEN });
    expect(capped.status).toBe(429);
    expect(capped.body.errors).toEqual([{ code: 'registration_limit_reached' }]);
    // The rest of the UTC day: the clock stood at noon when the file began.
    expect(capped.body.retry_after).toBeGreaterThan(11 * 3600);
    expect(capped.body.retry_after).toBeLessThanOrEqual(12 * 3600);
    expect(capped.headers.get('retry-after')).toBe(String(capped.body.retry_after));

    // Another address is not touched; the next day this one starts again.
    expect((await signUp(freshAddress())).status).toBe(200);
    advanceClock(86_400_000);
    try {
      expect((await signUp(address)).status).toBe(200);
    } finally {
      advanceClock(-86_400_000);
    }
  });

  it('counts only sign-ups that went through: a taken e-mail or a refused captcha takes its count back', async () => {
    const address = freshAddress();
    const email = uniqueEmail();
    expect((await signUp(address, { body: { email } })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signUp(address, { body: { email } })).body.errors?.[0]?.code).toBe('email_taken');
    expect((await signUp(address)).status).toBe(200);
    expect((await signUp(address)).status).toBe(200);
    // Three made: the fourth needs the captcha; refusing it again and again never reaches the cap.
    for (let i = 0; i < 5; i++) expect((await signUp(address)).body.errors?.[0]?.code).toBe('captcha_required');
    expect((await signUp(address, { captcha: CAPTCHA_TEST_TOKEN })).status).toBe(200);
  });

  it('a phone registration counts as a sign-up too', async () => {
    const address = freshAddress();
    const byPhone = () => api<Answer>(register, '/json-api/users/register', { forwardedFor: address, body: phoneRegistration() });
    for (let i = 0; i < 3; i++) expect((await byPhone()).status).toBe(200);
    expect((await byPhone()).body.errors?.[0]?.code).toBe('captcha_required');
  });

  it('counts an IPv6 /64 as one address: a new address of the same subscriber is no new start', async () => {
    for (let i = 1; i <= 3; i++) expect((await signUp(`2001:db8:7:9:${i}::1`)).status).toBe(200);
    expect((await signUp('2001:0db8:0007:0009:ffff:ffff:ffff:ffff')).body.errors?.[0]?.code).toBe('captcha_required');
    expect((await signUp('2001:db8:7:a::1')).status).toBe(200);
  });
});

describe('per device', () => {
  it('sets a signed, httpOnly device cookie for two years; a browser that keeps it is counted whatever its address', async () => {
    const first = await signUp(freshAddress());
    expect(deviceCookieOf(first)).toMatch(/^croupier_device=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/);
    const device = deviceOf(first)!;
    // The cookie it sent is kept: no new one.
    const second = await signUp(freshAddress(), { device });
    expect(second.status).toBe(200);
    expect(deviceCookieOf(second)).toBeNull();
    // Two on this device: each address is new, the device asks for the captcha.
    expect((await signUp(freshAddress(), { device })).body.errors?.[0]?.code).toBe('captcha_required');
    expect((await signUp(freshAddress(), { device, captcha: CAPTCHA_TEST_TOKEN })).status).toBe(200);
    expect((await signUp(freshAddress(), { device, captcha: CAPTCHA_TEST_TOKEN })).status).toBe(200);
    const capped = await signUp(freshAddress(), { device, captcha: CAPTCHA_TEST_TOKEN });
    expect([capped.status, capped.body.errors?.[0]?.code]).toEqual([429, 'registration_limit_reached']);
  });

  it('a forged or altered cookie is no device: a new one is given and nothing is counted on the forged id', async () => {
    const device = deviceOf(await signUp(freshAddress()))!;
    const [id, signature] = device.split('.') as [string, string];
    const forged = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`;
    for (const cookie of [forged, `${id}.${'A'.repeat(22)}`, 'not-a-device']) {
      const res = await signUp(freshAddress(), { device: cookie });
      expect(res.status).toBe(200);
      expect(deviceOf(res)).not.toBe(device);
    }
    // The real device still has one sign-up: its second is free.
    expect((await signUp(freshAddress(), { device })).status).toBe(200);
  });
});

it('without a client address (a handler called outside the custom server) and without the device cookie there is nothing to count by', async () => {
  delete process.env.TRUST_PROXY;
  try {
    for (let i = 0; i < 8; i++) expect((await api(register, '/json-api/users/register', { body: emailRegistration() })).status).toBe(200);
  } finally {
    process.env.TRUST_PROXY = '1';
  }
});

it('without a captcha service configured, past the free count is the cap: 429, not a captcha nobody can pass', async () => {
  delete process.env.CAPTCHA_PROVIDER;
  try {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await signUp(address)).status).toBe(200);
    const res = await signUp(address);
    expect([res.status, res.body.errors]).toEqual([429, [{ code: 'registration_limit_reached' }]]);
  } finally {
    process.env.CAPTCHA_PROVIDER = 'fake';
  }
});

import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import type { Db } from '@/lib/platform/db/client';
import { oneTimeCodes, pendingRegistrations, userContacts, users } from '@/lib/platform/db/schema';
import { verifyAccessToken } from '@/lib/platform/auth/access-token';
import { readSessionCookie } from '@/lib/platform/auth/session-cookie';
import { captchaWidgetConfig, setCaptchaProvider, type CaptchaContext } from '@/lib/platform/captcha';
import { CAPTCHA_TEST_TOKEN } from '@/lib/domain/auth/auth-captcha';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { MAX_BODY_BYTES } from '@/lib/platform/http/body';
import { CLIENT_TLS_HEADER } from '@/lib/platform/http/client-address';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { CODE_RESEND_SECONDS } from '@/lib/domain/auth/auth-limits';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastSms, PASSWORD, phoneRegistration, uniqueEmail, uniqueNickname, withConfig } from './helpers/accounts';

type Errors = { errors: { code: string; field?: string }[] };
type Tokens = { accessToken: string; refreshToken: string };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  process.env.CAPTCHA_PROVIDER = 'fake';
  db = await openSeededDb();
});

afterAll(async () => {
  delete process.env.CAPTCHA_PROVIDER;
  await closeTestDb();
});

describe('POST /json-api/users/register by e-mail', () => {
  it('creates the player, answers tokens and logs in with the sealed cookie', async () => {
    const input = emailRegistration({ email: uniqueEmail().toUpperCase(), promo_code: 'WELCOME-1', currency: 'USD' });
    const res = await api<Tokens>(register, '/json-api/users/register', { body: input });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    const claims = await verifyAccessToken(res.body.accessToken);
    expect(claims).not.toBeNull();
    expect(claims!.expiresAt - claims!.issuedAt).toBe(900);

    // The cookie: sealed, httpOnly, SameSite=Lax, path /, 32140800 s, not Secure on http.
    expect(res.setCookie).toMatch(/^croupier_session=[^;]+; Path=\/; Max-Age=32140800; HttpOnly; SameSite=Lax$/);
    // Its script-readable companion (lib/domain/auth/auth-hint): no secret, same lifetime.
    expect(res.hintCookie).toBe('croupier_auth=1; Path=/; Max-Age=32140800; SameSite=Lax');
    const session = await readSessionCookie(res.cookie);
    expect(session.accessToken).toBe(res.body.accessToken);
    expect(session.refreshToken).toBe(res.body.refreshToken);
    expect(session.accessExpiresAt).toBe((claims!.expiresAt - 5) * 1000);

    const profile = await api<{ data: Record<string, unknown> }>(getProfile, '/json-api/users/profile', { cookie: res.cookie });
    expect(profile.status).toBe(200);
    expect(session.userHash).toBe(profile.body.data.hash);
    expect(profile.body.data).toMatchObject({
      registration_contact_type: 'email',
      currency: 'USD',
      nick_name: input.nickname,
      birthday: '1990-01-15',
      first_auth: true,
      emails: [{ email: String(input.email).toLowerCase(), is_primary: true, is_verified: false }],
      phones: [],
    });
    const [row] = await db.select().from(users).where(eq(users.hash, String(profile.body.data.hash)));
    expect(row?.registrationPromoCode).toBe('WELCOME-1');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('sets a Secure cookie when the request is https', async () => {
    process.env.TRUST_PROXY = '1';
    try {
      const res = await api(register, '/json-api/users/register', { body: emailRegistration(), headers: { 'x-forwarded-proto': 'https' } });
      expect(res.status).toBe(200);
      expect(res.setCookie).toMatch(/; Secure$/);
      expect(res.hintCookie).toMatch(/; Secure$/);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('never believes a client\'s X-Forwarded-Proto without TRUST_PROXY (Next builds an https URL from it)', async () => {
    // What Next hands the route when a client sent the header over plain http: an https URL.
    const request = new NextRequest('https://localhost/json-api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-proto': 'https' },
      body: JSON.stringify(emailRegistration()),
    });
    const res = await register(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    for (const line of res.headers.getSetCookie()) expect(line).not.toMatch(/Secure/);
  });

  it('sets Secure when the custom server saw TLS on the socket', async () => {
    const request = new NextRequest('http://localhost/json-api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', [CLIENT_TLS_HEADER]: '1' },
      body: JSON.stringify(emailRegistration()),
    });
    const res = await register(request, { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
    // The session, its hint and the new device cookie (lib/platform/account-links/device-cookie.ts).
    expect(res.headers.getSetCookie().filter((line) => line.endsWith('; Secure'))).toHaveLength(3);
  });

  it('refuses a taken e-mail, whatever its case, and a taken nickname, both at once', async () => {
    const first = emailRegistration();
    expect((await api(register, '/json-api/users/register', { body: first })).status).toBe(200);
    const again = await api<Errors>(register, '/json-api/users/register', {
      body: emailRegistration({ email: String(first.email).toUpperCase(), nickname: String(first.nickname).toLowerCase() }),
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([
      { code: 'email_taken', field: 'email' },
      { code: 'nickname_taken', field: 'nickname' },
    ]);
    expect(again.setCookie).toBeNull();
  });

  it('reports every bad field with its validation kind', async () => {
    const res = await api<Errors>(register, '/json-api/users/register', {
      body: { registration_contact_type: 'email', email: 'not-an-email', password: 'пароль123', birthday: '2015-05-05', currency: 'XYZ', nickname: 'a b', promo_code: '!' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { code: 'email', field: 'email' },
      { code: 'notCyrillic', field: 'password' },
      { code: 'underageDate', field: 'birthday' },
      { code: 'invalid_value', field: 'currency' },
      { code: 'promoCode', field: 'promo_code' },
      { code: 'latinName', field: 'nickname' },
    ]);
  });

  it('refuses the under-18 on the day before the 18th birthday and takes them on the day', async () => {
    const today = new Date();
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const eighteen = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
    const dayAfter = new Date(eighteen.getTime() + 86_400_000);
    if (eighteen.getUTCDate() === today.getUTCDate()) {
      expect((await api(register, '/json-api/users/register', { body: emailRegistration({ birthday: iso(eighteen) }) })).status).toBe(200);
    }
    const young = await api<Errors>(register, '/json-api/users/register', { body: emailRegistration({ birthday: iso(dayAfter) }) });
    expect(young.body.errors).toEqual([{ code: 'underageDate', field: 'birthday' }]);
  });

  it('reports missing fields as required, impossible dates as invalidDate, short passwords as minLength', async () => {
    const res = await api<Errors>(register, '/json-api/users/register', { body: { registration_contact_type: 'email', password: 'short', birthday: '1990-02-30' } });
    expect(res.body.errors).toEqual([
      { code: 'required', field: 'email' },
      { code: 'minLength', field: 'password' },
      { code: 'invalidDate', field: 'birthday' },
      { code: 'required', field: 'nickname' },
    ]);
    const noType = await api<Errors>(register, '/json-api/users/register', { body: {} });
    expect(noType.body.errors).toEqual([{ code: 'required', field: 'registration_contact_type' }]);
    const badType = await api<Errors>(register, '/json-api/users/register', { body: { registration_contact_type: 'fax' } });
    expect(badType.body.errors).toEqual([{ code: 'invalid_value', field: 'registration_contact_type' }]);
  });

  it('answers 400 invalid_json for a body that is not a JSON object, 413 for a huge one — never a 500', async () => {
    for (const rawBody of ['{"email":', '[1,2]', '"text"', 'null']) {
      const res = await api<Errors>(register, '/json-api/users/register', { rawBody });
      expect({ rawBody, status: res.status, body: res.body }).toEqual({ rawBody, status: 400, body: { errors: [{ code: 'invalid_json' }] } });
    }
    const huge = await api<Errors>(register, '/json-api/users/register', { body: { ...emailRegistration(), pad: 'x'.repeat(MAX_BODY_BYTES) } });
    expect(huge.status).toBe(413);
    expect(huge.body.errors).toEqual([{ code: 'payload_too_large' }]);
    const wrongTypes = await api<Errors>(register, '/json-api/users/register', { body: { ...emailRegistration(), email: 42, password: ['x'] } });
    expect(wrongTypes.body.errors).toEqual([
      { code: 'invalid_value', field: 'email' },
      { code: 'invalid_value', field: 'password' },
    ]);
  });

  it('is refused without X-Requested-With (CSRF), before anything is created', async () => {
    const input = emailRegistration();
    const res = await api<Errors>(register, '/json-api/users/register', { body: input, xhr: false });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([{ code: 'csrf' }]);
    expect(await db.select().from(userContacts).where(eq(userContacts.value, String(input.email)))).toEqual([]);
  });

  it('skips the nickname when the server config says registrationConfig.skipNickname', async () => {
    const restore = await withConfig((c) => ({ ...c, registrationConfig: { skipNickname: true } }));
    try {
      const res = await api<Tokens>(register, '/json-api/users/register', { body: emailRegistration({ nickname: undefined }) });
      expect(res.status).toBe(200);
      const profile = await api<{ data: { nick_name: string | null } }>(getProfile, '/json-api/users/profile', { bearer: res.body.accessToken });
      expect(profile.body.data.nick_name).toBeNull();
    } finally {
      await restore();
    }
  });

  it('refuses a currency the operator does not offer', async () => {
    const restore = await withConfig((c) => ({ ...c, currencies: ['RUB', 'EUR'] }));
    try {
      const res = await api<Errors>(register, '/json-api/users/register', { body: emailRegistration({ currency: 'CAD' }) });
      expect(res.body.errors).toEqual([{ code: 'invalid_value', field: 'currency' }]);
    } finally {
      await restore();
    }
  });
});

describe('captcha', () => {
  afterEach(() => setCaptchaProvider(null));

  it('is not asked for while off in the server config (the seed)', async () => {
    expect((await api(register, '/json-api/users/register', { body: emailRegistration() })).status).toBe(200);
  });

  it('when on (version 3): captcha_required without a token, captcha_invalid for a bad one, passes a good one', async () => {
    const restore = await withConfig((c) => ({ ...c, captcha: { ...c.captcha, state: true, active_version: 3, action: 'registration' } }));
    try {
      const taken = emailRegistration();
      const missing = await api<Errors>(register, '/json-api/users/register', { body: taken });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ code: 'captcha_required', field: 'captcha_token' }]);
      const bad = await api<Errors>(register, '/json-api/users/register', { body: { ...taken, captcha_token: 'robot' } });
      expect(bad.body.errors).toEqual([{ code: 'captcha_invalid', field: 'captcha_token' }]);

      const seen: CaptchaContext[] = [];
      setCaptchaProvider({ verify: async (token, context) => (seen.push(context), token === CAPTCHA_TEST_TOKEN) });
      const good = await api(register, '/json-api/users/register', { body: { ...taken, captcha_token: CAPTCHA_TEST_TOKEN } });
      expect(good.status).toBe(200);
      expect(seen).toEqual([{ version: 3, action: 'registration', remoteIp: null }]);
    } finally {
      await restore();
    }
  });

  it.each([2, 3] as const)('when on (version %i), the site gets the offline test widget whose token the fake verifier accepts, and no other', async (version) => {
    const restore = await withConfig((c) => ({ ...c, captcha: { ...c.captcha, state: true, active_version: version, site_key: 'dev-key' } }));
    try {
      // What the registration page hands the browser (app/[locale]/(site)/registration/page.tsx).
      expect(captchaWidgetConfig((await getServerConfig(db)).captcha)).toEqual({ provider: 'test', version, siteKey: 'dev-key', action: 'registration' });
      const input = emailRegistration();
      const missing = await api<Errors>(register, '/json-api/users/register', { body: input });
      expect([missing.status, missing.body.errors]).toEqual([400, [{ code: 'captcha_required', field: 'captcha_token' }]]);
      const invalid = await api<Errors>(register, '/json-api/users/register', { body: { ...input, captcha_token: `${CAPTCHA_TEST_TOKEN}x` } });
      expect([invalid.status, invalid.body.errors]).toEqual([400, [{ code: 'captcha_invalid', field: 'captcha_token' }]]);
      expect(await db.select().from(users).where(eq(users.nickName, String(input.nickname)))).toHaveLength(0);
      const valid = await api<Tokens>(register, '/json-api/users/register', { body: { ...input, captcha_token: CAPTCHA_TEST_TOKEN } });
      expect(valid.status).toBe(200);
      expect(valid.body.accessToken).toBeTruthy();
    } finally {
      await restore();
    }
  });

  it('hands the browser Google reCAPTCHA when the server verifies with a secret, and nothing while captcha is off', async () => {
    delete process.env.CAPTCHA_PROVIDER;
    process.env.CAPTCHA_SECRET = 'secret';
    try {
      const config = { site_key: 'google-site-key', active_version: 2 as const, state: true, action: 'registration' };
      expect(captchaWidgetConfig(config)).toEqual({ provider: 'recaptcha', version: 2, siteKey: 'google-site-key', action: 'registration' });
      expect(captchaWidgetConfig({ ...config, state: false })).toBeNull();
    } finally {
      delete process.env.CAPTCHA_SECRET;
      process.env.CAPTCHA_PROVIDER = 'fake';
    }
  });

  it('when on (version 2) hands the provider version 2', async () => {
    const restore = await withConfig((c) => ({ ...c, captcha: { ...c.captcha, state: true, active_version: 2 } }));
    try {
      const seen: number[] = [];
      setCaptchaProvider({ verify: async (_token, context) => (seen.push(context.version), true) });
      expect((await api(register, '/json-api/users/register', { body: { ...emailRegistration(), captcha_token: 'anything' } })).status).toBe(200);
      expect(seen).toEqual([2]);
    } finally {
      await restore();
    }
  });
});

describe('the reCAPTCHA-style provider', () => {
  it('posts secret, response and remoteip; checks success, and for version 3 the action and the score', async () => {
    const { createServer } = await import('node:http');
    const seen: URLSearchParams[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        const answers: Record<string, object> = {
          good: { success: true, score: 0.9, action: 'registration' },
          low: { success: true, score: 0.1, action: 'registration' },
          other: { success: true, score: 0.9, action: 'login' },
          bad: { success: false },
        };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answers[form.get('response') ?? ''] ?? { success: false }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as { port: number };
      const { createRecaptchaProvider } = await import('@/lib/platform/captcha');
      const provider = createRecaptchaProvider({ secret: 's3cret', verifyUrl: `http://127.0.0.1:${port}/siteverify` });
      const v3 = { version: 3 as const, action: 'registration', remoteIp: '203.0.113.9' };
      expect(await provider.verify('good', v3)).toBe(true);
      expect(await provider.verify('low', v3)).toBe(false);
      expect(await provider.verify('other', v3)).toBe(false);
      expect(await provider.verify('bad', v3)).toBe(false);
      expect(await provider.verify('low', { ...v3, version: 2 })).toBe(true);
      expect(seen[0]?.get('secret')).toBe('s3cret');
      expect(seen[0]?.get('remoteip')).toBe('203.0.113.9');
      const down = createRecaptchaProvider({ secret: 'x', verifyUrl: 'http://127.0.0.1:1/siteverify' });
      jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
      expect(await down.verify('good', v3)).toBe(false);
    } finally {
      server.close();
    }
  });
});

describe('POST /json-api/users/register by phone', () => {
  it('holds the account until the SMS code is confirmed, then creates it and logs in', async () => {
    const input = phoneRegistration({ phone: '+7 (912) 555-01-23', promo_code: 'SUMMER' });
    const res = await api<Record<string, unknown>>(register, '/json-api/users/register', { body: input });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ confirm: 'sms', phone: '79125550123', registration_token: expect.any(String), success: true, resend_after: 35, expires_in: 600 });
    expect(res.setCookie).toBeNull();
    expect(await db.select().from(userContacts).where(eq(userContacts.value, '79125550123'))).toEqual([]);
    expect(await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.phone, '79125550123'))).toHaveLength(1);

    const code = await lastSms('79125550123');
    expect(code).toMatch(/^\d{4}$/);
    const [stored] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, '79125550123'));
    expect(stored?.codeHash).not.toContain(code);

    const confirmed = await api<Tokens>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone: '79125550123', code: `${code.slice(0, 2)}-${code.slice(2)}`, registration_token: res.body.registration_token } });
    expect(confirmed.status).toBe(200);
    expect(Object.keys(confirmed.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(confirmed.cookie).toBeTruthy();
    const profile = await api<{ data: Record<string, unknown> }>(getProfile, '/json-api/users/profile', { cookie: confirmed.cookie });
    expect(profile.body.data).toMatchObject({
      registration_contact_type: 'phone',
      currency: 'EUR',
      nick_name: input.nickname,
      phones: [{ value: '79125550123', is_primary: true, is_verified: true }],
      emails: [],
      first_auth: true,
    });
    expect(await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.phone, '79125550123'))).toEqual([]);

    const taken = await api<Errors>(register, '/json-api/users/register', { body: phoneRegistration({ phone: '79125550123' }) });
    expect(taken.body.errors).toEqual([{ code: 'phone_taken', field: 'phone' }]);
  });

  it('reports short phones as minPhoneLength', async () => {
    const res = await api<Errors>(register, '/json-api/users/register', { body: phoneRegistration({ phone: '+7 912' }) });
    expect(res.body.errors).toEqual([{ code: 'minPhoneLength', field: 'phone' }]);
  });

  it('lets only the registering browser finish: a stranger re-registering the number cannot take it over', async () => {
    const owner = phoneRegistration();
    const phone = String(owner.phone);
    const ownerAnswer = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: owner });
    advanceClock(CODE_RESEND_SECONDS * 1000);
    try {
    // The stranger types the owner's number with their own password; the SMS goes to the owner.
    const stranger = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: phoneRegistration({ phone, password: 'Stranger-pass-9' }) });
    expect(stranger.status).toBe(200);
    const code = await lastSms(phone);

    // The owner's browser no longer holds the registration, the stranger lacks the code.
    const ownerTry = await api<Errors>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code, registration_token: ownerAnswer.body.registration_token } });
    expect(ownerTry.body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
    const noToken = await api<Errors>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) } });
    expect(noToken.status).toBe(400);
    expect(await db.select().from(userContacts).where(eq(userContacts.value, phone))).toEqual([]);
    } finally {
      resetClock();
    }
  });

  it('says nickname_taken at confirmation when someone took the nickname meanwhile', async () => {
    const nickname = uniqueNickname();
    const input = phoneRegistration({ nickname });
    const registered = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: input });
    expect(registered.status).toBe(200);
    expect((await api(register, '/json-api/users/register', { body: emailRegistration({ nickname }) })).status).toBe(200);
    const res = await api<Errors>(confirmPhone, '/json-api/players/phones/confirm', {
      body: { phone: input.phone, code: await lastSms(String(input.phone)), registration_token: registered.body.registration_token },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'nickname_taken', field: 'nickname' }]);
  });
});

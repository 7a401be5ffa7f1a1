import type { Db } from '@/lib/platform/db/client';
import { CODE_RESEND_SECONDS, MAX_CODE_ATTEMPTS } from '@/lib/domain/auth/auth-limits';
import { RESTORE_LINK_TTL_SECONDS } from '@/lib/platform/auth/limits';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { lastMessageTo, messagesTo } from '@/lib/platform/messenger/outbox-reader';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as login } from '@/app/json-api/login/route';
import { POST as refresh } from '@/app/json-api/token/refresh/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as restoreRequest } from '@/app/json-api/users/restore-password/request/route';
import { POST as restoreCheck } from '@/app/json-api/users/restore-password/check/route';
import { POST as restore } from '@/app/json-api/users/restore-password/restore/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastLinkToken, lastSms, PASSWORD, phoneRegistration, resetThrottles, uniqueEmail, uniquePhone } from './helpers/accounts';

type Answer = { success?: boolean; resend_after?: number; expires_in?: number; is_max_attempts_used?: boolean; errors?: { code: string; field?: string }[] };
type Tokens = { accessToken: string; refreshToken: string };

const NEW_PASSWORD = 'Brand-new-pass2';
let db: Db;
let logged: string[] = [];

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation((line: unknown) => void logged.push(String(line)));
  db = await openSeededDb();
});

afterEach(async () => {
  resetClock();
  await resetThrottles(db);
});

afterAll(async () => {
  await closeTestDb();
});

async function emailPlayer(): Promise<{ email: string; tokens: Tokens }> {
  const input = emailRegistration();
  const res = await api<Tokens>(register, '/json-api/users/register', { body: input });
  return { email: String(input.email), tokens: res.body };
}

const request = (body: Record<string, unknown>, lang = 'ru') => api<Answer>(restoreRequest, '/json-api/users/restore-password/request', { body, lang });
const check = (body: Record<string, unknown>) => api<Answer>(restoreCheck, '/json-api/users/restore-password/check', { body });
const setPassword = (body: Record<string, unknown>) => api<Answer & Tokens>(restore, '/json-api/users/restore-password/restore', { body });
const loginWith = (loginName: string, password: string) => api<Tokens>(login, '/json-api/login', { body: { login: loginName, password } });

describe('password restore by e-mail', () => {
  it('request → a link to /new-password/<code> on the canonical host; check → 200; restore → new password, logged in', async () => {
    const { email } = await emailPlayer();
    logged = [];
    const res = await request({ email }, 'en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, resend_after: 35, expires_in: 3600 });
    const mail = await lastMessageTo(db, email, 'email');
    expect(mail?.subject).toBe('Croupier: password reset');
    const { token } = await lastLinkToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { canonicalHost } = await getServerConfig(db);
    expect(mail?.text).toContain(new URL(`/en/new-password/${token}`, canonicalHost).toString());
    expect(logged).toEqual([`messenger: email to=${email} subject=Croupier: password reset text=${mail?.text}`]);

    const checked = await check({ code: token });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({ success: true });

    const done = await setPassword({ code: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(Object.keys(done.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(done.cookie).toBeTruthy();
    expect((await api(getProfile, '/json-api/users/profile', { cookie: done.cookie })).status).toBe(200);
    expect((await loginWith(email, NEW_PASSWORD)).status).toBe(200);
    expect((await loginWith(email, PASSWORD)).status).toBe(401);
  });

  it('answers identically whether or not the account exists, and mails only the real one', async () => {
    const { email } = await emailPlayer();
    const stranger = uniqueEmail('nobody');
    const known = await request({ email });
    const unknown = await request({ email: stranger });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers.get('cache-control')).toBe(known.headers.get('cache-control'));
    expect(await messagesTo(db, stranger)).toEqual([]);
    expect(await messagesTo(db, email)).toHaveLength(1);
    // And alike when asked again too early.
    const known2 = await request({ email });
    const unknown2 = await request({ email: stranger });
    expect([known2.status, unknown2.status]).toEqual([429, 429]);
    expect(unknown2.body).toEqual(known2.body);
  });

  it('ends every session of the player: old access and refresh tokens stop working', async () => {
    const { email, tokens } = await emailPlayer();
    const second = await loginWith(email, PASSWORD);
    await request({ email });
    const { token } = await lastLinkToken(email);
    expect((await setPassword({ code: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    for (const t of [tokens, second.body]) {
      expect((await api(getProfile, '/json-api/users/profile', { bearer: t.accessToken })).status).toBe(401);
      expect((await api(refresh, '/json-api/token/refresh', { body: { refreshToken: t.refreshToken } })).status).toBe(401);
    }
  });

  it('a link works once; unknown codes are invalid_code; an expired link is code_expired', async () => {
    const { email } = await emailPlayer();
    await request({ email });
    const { token } = await lastLinkToken(email);
    expect((await check({ code: 'made-up' })).body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
    expect((await setPassword({ code: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    const again = await setPassword({ code: token, password: 'Another-pass3', password_confirmation: 'Another-pass3' });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);

    advanceClock(CODE_RESEND_SECONDS * 1000);
    await request({ email });
    const late = await lastLinkToken(email);
    advanceClock(RESTORE_LINK_TTL_SECONDS * 1000);
    expect((await check({ code: late.token })).body.errors).toEqual([{ code: 'code_expired', field: 'code' }]);
    expect((await setPassword({ code: late.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).body.errors).toEqual([
      { code: 'code_expired', field: 'code' },
    ]);
  });

  it('a newer link replaces the older one', async () => {
    const { email } = await emailPlayer();
    await request({ email });
    const first = await lastLinkToken(email);
    advanceClock(CODE_RESEND_SECONDS * 1000);
    await request({ email });
    const second = await lastLinkToken(email);
    expect((await check({ code: first.token })).body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
    expect((await check({ code: second.token })).status).toBe(200);
  });

  it('validates the new password: sameAsPassword, minLength, notCyrillic, required', async () => {
    const mismatch = await setPassword({ code: 'x', password: NEW_PASSWORD, password_confirmation: 'Other-pass-9' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ code: 'sameAsPassword', field: 'password_confirmation' }]);
    const weak = await setPassword({ code: 'x', password: 'кириллица1', password_confirmation: 'кириллица1' });
    expect(weak.body.errors).toEqual([{ code: 'notCyrillic', field: 'password' }]);
    const short = await setPassword({ code: 'x', password: 'abc', password_confirmation: 'abc' });
    expect(short.body.errors).toEqual([{ code: 'minLength', field: 'password' }]);
    const empty = await setPassword({});
    expect(empty.body.errors).toEqual([
      { code: 'required', field: 'code' },
      { code: 'required', field: 'password' },
      { code: 'required', field: 'password_confirmation' },
    ]);
  });

  it('asks for an e-mail or a phone, in a valid form', async () => {
    expect((await request({})).body.errors).toEqual([{ code: 'required', field: 'email' }]);
    expect((await request({ email: 'nope' })).body.errors).toEqual([{ code: 'email', field: 'email' }]);
    expect((await request({ phone: '12' })).body.errors).toEqual([{ code: 'minPhoneLength', field: 'phone' }]);
  });
});

describe('password restore by phone', () => {
  async function phonePlayer(): Promise<string> {
    const input = phoneRegistration();
    const phone = String(input.phone);
    const registered = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: input });
    await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone), registration_token: registered.body.registration_token } });
    return phone;
  }

  it('request → an SMS code; check and restore take { phone, code }', async () => {
    const phone = await phonePlayer();
    const res = await request({ phone: `+${phone}` });
    expect(res.body).toEqual({ success: true, resend_after: 35, expires_in: 600 });
    expect((await lastMessageTo(db, phone, 'sms'))?.text).toMatch(/код для смены пароля \d{2}-\d{2}/);
    const code = await lastSms(phone);
    expect((await check({ phone, code })).status).toBe(200);
    const done = await setPassword({ phone, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect((await loginWith(phone, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers a phone without an account like one with', async () => {
    const phone = await phonePlayer();
    const stranger = uniquePhone();
    const known = await request({ phone });
    const unknown = await request({ phone: stranger });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await messagesTo(db, stranger)).toEqual([]);
    expect((await check({ phone: stranger, code: '1234' })).body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
  });

  it('counts wrong codes at check: the fifth burns the code (is_max_attempts_used)', async () => {
    const phone = await phonePlayer();
    await request({ phone });
    const code = await lastSms(phone);
    const wrong = code === '4321' ? '1234' : '4321';
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) expect((await check({ phone, code: wrong })).status).toBe(400);
    const burnt = await check({ phone, code: wrong });
    expect(burnt.status).toBe(429);
    expect(burnt.body.is_max_attempts_used).toBe(true);
    expect((await setPassword({ phone, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(429);
  });
});

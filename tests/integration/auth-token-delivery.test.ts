import type { Db } from '@/lib/platform/db/client';
import { readSessionCookie } from '@/lib/platform/auth/session-cookie';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { CODE_RESEND_SECONDS } from '@/lib/domain/auth/auth-limits';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as login } from '@/app/json-api/login/route';
import { POST as refresh } from '@/app/json-api/token/refresh/route';
import { POST as verifyPhone } from '@/app/json-api/players/phones/verify/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as restoreRequest } from '@/app/json-api/users/restore-password/request/route';
import { POST as restore } from '@/app/json-api/users/restore-password/restore/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastLinkToken, lastSms, PASSWORD, phoneRegistration, resetThrottles, type Res } from './helpers/accounts';

/**
 * The review's "Refresh tokens readable by page scripts": the tokens of a browser's session live in
 * the httpOnly cookie only. A call authenticated by the cookie, and a login made by a web page
 * (which sets that cookie), answer no token in the body; an API client that holds its tokens
 * itself still gets them in the body (spec §7).
 */

type Tokens = { accessToken?: string; refreshToken?: string };

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

/** What every browser adds to a fetch POST of the site's own page; no page script can remove them. */
const PAGE = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', origin: 'http://localhost' };
/** An older browser without Fetch Metadata still sends Origin on a POST. */
const OLD_PAGE = { origin: 'http://localhost' };

/** The answer carries no token, and its cookie is a working session whose tokens are fresh. */
async function expectCookieOnly(res: Res<Tokens>): Promise<void> {
  expect(res.status).toBe(200);
  expect(JSON.stringify(res.body)).not.toMatch(/accessToken|refreshToken/);
  const session = await readSessionCookie(res.cookie);
  expect(session.accessToken).toBeTruthy();
  expect(session.refreshToken).toBeTruthy();
  expect(JSON.stringify(res.body)).not.toContain(session.refreshToken!);
  expect((await api(getProfile, '/json-api/users/profile', { cookie: res.cookie })).status).toBe(200);
}

function expectTokensInBody(res: Res<Tokens>): void {
  expect(res.status).toBe(200);
  expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
}

describe('POST /json-api/token/refresh', () => {
  it('answers no token in the body when the cookie authenticated it, from a page or not', async () => {
    const registered = await api<Tokens>(register, '/json-api/users/register', { body: emailRegistration() });
    let cookie = registered.cookie!;
    for (const headers of [PAGE, OLD_PAGE, {}]) {
      advanceClock(1000);
      const res = await api<Tokens>(refresh, '/json-api/token/refresh', { cookie, method: 'POST', body: {}, headers });
      await expectCookieOnly(res);
      cookie = res.cookie!;
    }
  });

  it('still answers the new tokens to an API client that sent its refresh token in the body', async () => {
    const registered = await api<Tokens>(register, '/json-api/users/register', { body: emailRegistration() });
    advanceClock(1000);
    const res = await api<Tokens>(refresh, '/json-api/token/refresh', { body: { refreshToken: registered.body.refreshToken } });
    expectTokensInBody(res);
    expect(res.body.refreshToken).not.toBe(registered.body.refreshToken);
  });
});

describe('calls that log a web page in set the cookie and answer no token', () => {
  it('login and e-mail registration', async () => {
    const input = emailRegistration();
    await expectCookieOnly(await api<Tokens>(register, '/json-api/users/register', { body: input, headers: PAGE }));
    await expectCookieOnly(await api<Tokens>(login, '/json-api/login', { body: { login: input.email, password: PASSWORD }, headers: PAGE }));
    await expectCookieOnly(await api<Tokens>(login, '/json-api/login', { body: { login: input.email, password: PASSWORD }, headers: OLD_PAGE }));
    // An API client (no Origin, no Sec-Fetch-Site: what Node's fetch or curl send) keeps its tokens.
    expectTokensInBody(await api<Tokens>(login, '/json-api/login', { body: { login: input.email, password: PASSWORD }, headers: { 'sec-fetch-mode': 'cors' } }));
  });

  it('SMS confirm of a phone registration', async () => {
    const input = phoneRegistration();
    const phone = String(input.phone);
    const registered = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: input, headers: PAGE });
    expect(registered.status).toBe(200);
    const confirmed = await api<Tokens>(confirmPhone, '/json-api/players/phones/confirm', {
      body: { phone, code: await lastSms(phone), registration_token: registered.body.registration_token },
      headers: PAGE,
    });
    await expectCookieOnly(confirmed);
    // SMS login, later.
    advanceClock(CODE_RESEND_SECONDS * 1000);
    expect((await api(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, headers: PAGE })).status).toBe(200);
    await expectCookieOnly(await api<Tokens>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, headers: PAGE }));
  });

  it('password restore', async () => {
    const input = emailRegistration();
    await api(register, '/json-api/users/register', { body: input });
    expect((await api(restoreRequest, '/json-api/users/restore-password/request', { body: { email: input.email }, headers: PAGE })).status).toBe(200);
    const { token } = await lastLinkToken(String(input.email));
    const password = 'Brand-new-pass2';
    await expectCookieOnly(await api<Tokens>(restore, '/json-api/users/restore-password/restore', { body: { code: token, password, password_confirmation: password }, headers: PAGE }));
  });
});

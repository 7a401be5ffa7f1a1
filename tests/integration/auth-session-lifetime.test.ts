import type { Db } from '@/lib/platform/db/client';
import { REFRESH_TOKEN_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import { readSessionCookie } from '@/lib/platform/auth/session-cookie';
import { sessionOf } from '@/lib/platform/auth/session-user';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as refresh } from '@/app/json-api/token/refresh/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration } from './helpers/accounts';

/**
 * The review's "Sessions never end": a refresh family lives at most 32140800 s from its login (spec
 * §9), however often it rotates, and ends after SESSION_IDLE_DAYS (default 30) without a refresh.
 */

type Tokens = { accessToken: string; refreshToken: string };
const DAY_MS = 86_400_000;

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterEach(() => {
  resetClock();
  delete process.env.SESSION_IDLE_DAYS;
});

afterAll(async () => {
  await closeTestDb();
});

async function login(): Promise<{ tokens: Tokens; cookie: string }> {
  const res = await api<Tokens>(register, '/json-api/users/register', { body: emailRegistration() });
  expect(res.status).toBe(200);
  return { tokens: res.body, cookie: res.cookie! };
}

const refreshWith = (refreshToken: string) => api<Tokens>(refresh, '/json-api/token/refresh', { body: { refreshToken } });

describe('the absolute lifetime of a login', () => {
  it('is 32140800 s counted from the login, not from the last refresh', async () => {
    let { tokens } = await login();
    let elapsedMs = 0;
    // A player who comes back every 20 days keeps the login going until its lifetime is over …
    while (elapsedMs + 20 * DAY_MS < REFRESH_TOKEN_TTL_SECONDS * 1000) {
      advanceClock(20 * DAY_MS);
      elapsedMs += 20 * DAY_MS;
      const res = await refreshWith(tokens.refreshToken);
      expect(res.status).toBe(200);
      tokens = res.body;
    }
    // … and not one second past it, though the last token is only days old.
    advanceClock(REFRESH_TOKEN_TTL_SECONDS * 1000 - elapsedMs);
    const late = await refreshWith(tokens.refreshToken);
    expect(late.status).toBe(401);
    expect(late.setCookie).toMatch(/Max-Age=0/);
  });
});

describe('the session cookie', () => {
  it('lives until the login ends: its Max-Age counts from the login, not from the last refresh', async () => {
    const { tokens } = await login();
    advanceClock(20 * DAY_MS);
    const res = await refreshWith(tokens.refreshToken);
    expect(res.status).toBe(200);
    const left = REFRESH_TOKEN_TTL_SECONDS - 20 * 86_400;
    expect(res.setCookie).toContain(`Max-Age=${left};`);
    expect(res.hintCookie).toContain(`Max-Age=${left};`);
  });
});

describe('the idle timeout', () => {
  it('ends a login after 30 days without a refresh, for the refresh and for server components', async () => {
    const kept = await login();
    const idle = await login();
    advanceClock(29 * DAY_MS);
    expect((await refreshWith(kept.tokens.refreshToken)).status).toBe(200);
    advanceClock(DAY_MS + 1000);
    expect(await sessionOf(db, await readSessionCookie(idle.cookie))).toBeNull();
    expect((await refreshWith(idle.tokens.refreshToken)).status).toBe(401);
  });

  it('is SESSION_IDLE_DAYS when the operator sets it', async () => {
    process.env.SESSION_IDLE_DAYS = '2';
    const { tokens } = await login();
    advanceClock(2 * DAY_MS + 1000);
    expect((await refreshWith(tokens.refreshToken)).status).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { seedMarks, userContacts, users } from '@/lib/platform/db/schema';
import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES,
  LOGIN_SLOWDOWN_SECONDS,
  LOGIN_WINDOW_SECONDS,
} from '@/lib/domain/auth/auth-limits';
import { CLIENT_ADDRESS_HEADER } from '@/lib/platform/http/client-address';
import { expensiveWork } from '@/lib/platform/work-pool/expensive-work';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { seedDatabase } from '@/lib/platform/seed';
import { DEMO_PLAYER } from '@/lib/platform/seed/demo-player';
import { POST as login } from '@/app/json-api/login/route';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastSms, PASSWORD, phoneRegistration, resetThrottles, uniqueEmail, withConfig } from './helpers/accounts';

type Refusal = { message?: string; errors: { code: string; field?: string }[]; retry_after?: number };
type Tokens = { accessToken: string; refreshToken: string };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});

afterEach(async () => {
  resetClock();
  delete process.env.TRUST_PROXY;
  await resetThrottles(db);
});

afterAll(async () => {
  await closeTestDb();
});

/**
 * Moves the clock to the start of the next throttle window of that size, so the attempts a test
 * counts never straddle two fixed windows.
 */
function startNextWindow(seconds: number): void {
  const size = seconds * 1000;
  advanceClock(size - (now().getTime() % size));
}

/** A call from a client address, as the custom server stamps it. */
const from = (ip: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: ip } });

async function registered(): Promise<{ email: string }> {
  const input = emailRegistration();
  expect((await api(register, '/json-api/users/register', { body: input })).status).toBe(200);
  return { email: String(input.email) };
}

describe('POST /json-api/login', () => {
  it('logs in with e-mail (any case, spaces around) and password: tokens and the session cookie', async () => {
    const { email } = await registered();
    const res = await api<Tokens>(login, '/json-api/login', { body: { login: `  ${email.toUpperCase()} `, password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(res.cookie).toBeTruthy();
    const profile = await api<{ data: { emails: { email: string }[] } }>(getProfile, '/json-api/users/profile', { cookie: res.cookie });
    expect(profile.body.data.emails[0]?.email).toBe(email);
  });

  it('logs in with a phone in any notation', async () => {
    const input = phoneRegistration();
    const registered = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: input });
    await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone: input.phone, code: await lastSms(String(input.phone)), registration_token: registered.body.registration_token } });
    const phone = String(input.phone);
    const typed = `+${phone[0]} (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
    const res = await api<Tokens>(login, '/json-api/login', { body: { login: typed, password: PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('logs the demo player in (seeded, documented in the README)', async () => {
    const res = await api<Tokens>(login, '/json-api/login', { body: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password } });
    expect(res.status).toBe(200);
    const profile = await api<{ data: Record<string, unknown> }>(getProfile, '/json-api/users/profile', { bearer: res.body.accessToken });
    expect(profile.body.data).toMatchObject({
      nick_name: 'DemoPlayer',
      currency: 'RUB',
      emails: [{ email: 'demo@croupier.example', is_primary: true, is_verified: true }],
    });
  });

  it('answers a wrong password and an unknown account alike: 401 invalid_credentials with a message in the caller’s language', async () => {
    const { email } = await registered();
    const wrong = await api<Refusal>(login, '/json-api/login', { body: { login: email, password: 'Wrong-pass1' } });
    const unknown = await api<Refusal>(login, '/json-api/login', { body: { login: uniqueEmail(), password: 'Wrong-pass1' } });
    const nonsense = await api<Refusal>(login, '/json-api/login', { body: { login: 'no-digits-here', password: 'Wrong-pass1' } });
    for (const res of [wrong, unknown, nonsense]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Неверный логин или пароль.', errors: [{ code: 'invalid_credentials' }] });
      expect(res.setCookie).toBeNull();
    }
    const en = await api<Refusal>(login, '/json-api/login', { body: { login: email, password: 'nope' }, lang: 'en-GB,en;q=0.8' });
    expect(en.body.message).toBe('Wrong login or password.');
    const it = await api<Refusal>(login, '/json-api/login', { body: { login: email, password: 'nope' }, lang: 'it' });
    expect(it.body.message).toBe('Login o password errati.');
  });

  it('asks for both fields', async () => {
    const res = await api<Refusal>(login, '/json-api/login', { body: { login: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { code: 'required', field: 'login' },
      { code: 'required', field: 'password' },
    ]);
  });

  it('without a client address, throttles failures per login: 429 too_many_attempts with Retry-After, even for the right password, until the window ends', async () => {
    startNextWindow(LOGIN_WINDOW_SECONDS);
    const { email } = await registered();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await api(login, '/json-api/login', { body: { login: email, password: `wrong-${i}` } })).status).toBe(401);
    }
    const locked = await api<Refusal>(login, '/json-api/login', { body: { login: email, password: PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.errors).toEqual([{ code: 'too_many_attempts' }]);
    expect(locked.body.message).toBe('Слишком много попыток. Попробуйте позже.');
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    expect(locked.body.retry_after).toBe(retryAfter);
    // The same e-mail typed in another case is the same account.
    expect((await api(login, '/json-api/login', { body: { login: email.toUpperCase(), password: PASSWORD } })).status).toBe(429);

    advanceClock(retryAfter * 1000);
    expect((await api(login, '/json-api/login', { body: { login: email, password: PASSWORD } })).status).toBe(200);
  });

  it('lets a stranger’s failures from one address lock only that address out, never the owner on another', async () => {
    startNextWindow(LOGIN_WINDOW_SECONDS);
    const { email } = await registered();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      expect((await api(login, '/json-api/login', { body: { login: email, password: `guess-${i}` }, ...from('198.51.100.66') })).status).toBe(401);
    }
    const stranger = await api<Refusal>(login, '/json-api/login', { body: { login: email, password: PASSWORD }, ...from('198.51.100.66') });
    expect(stranger.status).toBe(429);
    expect(stranger.body.errors).toEqual([{ code: 'too_many_attempts' }]);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(LOGIN_SLOWDOWN_SECONDS);

    const owner = await api<Tokens>(login, '/json-api/login', { body: { login: email, password: PASSWORD }, ...from('203.0.113.20') });
    expect(owner.status).toBe(200);
    // The owner's success does not open the door for the stranger's address.
    expect((await api(login, '/json-api/login', { body: { login: email, password: PASSWORD }, ...from('198.51.100.66') })).status).toBe(429);
  });

  it('slows a guess spread over many addresses down, only for the addresses that failed', async () => {
    startNextWindow(LOGIN_WINDOW_SECONDS);
    const { email } = await registered();
    const strangers = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
    // LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES failures, none over the per-address limit.
    for (let i = 0; i < LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES; i++) {
      const ip = strangers[i % strangers.length]!;
      expect((await api(login, '/json-api/login', { body: { login: email, password: `guess-${i}` }, ...from(ip) })).status).toBe(401);
    }
    // Past the soft limit, the failed addresses share one attempt per LOGIN_SLOWDOWN_SECONDS.
    startNextWindow(LOGIN_SLOWDOWN_SECONDS);
    expect((await api(login, '/json-api/login', { body: { login: email, password: 'guess-a' }, ...from(strangers[0]!) })).status).toBe(401);
    const slowed = await api<Refusal>(login, '/json-api/login', { body: { login: email, password: 'guess-b' }, ...from(strangers[1]!) });
    expect(slowed.status).toBe(429);
    expect(slowed.body.errors).toEqual([{ code: 'too_many_attempts' }]);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LOGIN_SLOWDOWN_SECONDS);

    // The owner, from an address without failures, is not slowed.
    expect((await api(login, '/json-api/login', { body: { login: email, password: PASSWORD }, ...from('203.0.113.21') })).status).toBe(200);

    advanceClock(wait * 1000);
    expect((await api(login, '/json-api/login', { body: { login: email, password: 'guess-c' }, ...from(strangers[1]!) })).status).toBe(401);
  });

  it('forgets an address’s failures for a login after a successful login from it', async () => {
    startNextWindow(LOGIN_WINDOW_SECONDS);
    const { email } = await registered();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; i++) await api(login, '/json-api/login', { body: { login: email, password: 'nope' } });
    expect((await api(login, '/json-api/login', { body: { login: email, password: PASSWORD } })).status).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS - 1; i++) {
      expect((await api(login, '/json-api/login', { body: { login: email, password: 'nope' } })).status).toBe(401);
    }
  });

  it('runs the password KDF once for an unknown account, as for a known one — the very first time too', async () => {
    const { email } = await registered();
    // Every hash and verification is one task of the expensive-work pool: count the tasks.
    const kdfRuns = async (work: () => Promise<unknown>) => {
      const before = expensiveWork().stats().completed;
      await work();
      return expensiveWork().stats().completed - before;
    };
    expect(await kdfRuns(async () => expect((await api(login, '/json-api/login', { body: { login: uniqueEmail(), password: 'Wrong-pass1' } })).status).toBe(401))).toBe(1);
    expect(await kdfRuns(async () => expect((await api(login, '/json-api/login', { body: { login: email, password: 'Wrong-pass1' } })).status).toBe(401))).toBe(1);
    // A fresh copy of the module, as after a start: its first unknown-account check costs the same.
    // It shares this process's registry (a second copy of the registry itself refuses to load).
    const processState = jest.requireActual<object>('@/lib/platform/process-state');
    expect(
      await kdfRuns(() =>
        jest.isolateModulesAsync(async () => {
          jest.doMock('@/lib/platform/process-state', () => processState);
          const fresh = await import('@/lib/platform/auth/password');
          await fresh.burnPasswordCheck('Wrong-pass1');
        }),
      ),
    ).toBe(1);
  });

  it('throttles failures per client address (behind a trusted proxy), across accounts', async () => {
    startNextWindow(LOGIN_WINDOW_SECONDS);
    process.env.TRUST_PROXY = '1';
    const { email } = await registered();
    // The proxy appends the address it saw; what the client wrote before it is not trusted.
    const viaProxy = (ip: string) => ({ forwardedFor: `10.9.9.9, ${ip}` });
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i++) {
      expect((await api(login, '/json-api/login', { body: { login: uniqueEmail(), password: 'nope' }, ...viaProxy('203.0.113.7') })).status).toBe(401);
    }
    const blocked = await api<Refusal>(login, '/json-api/login', { body: { login: email, password: PASSWORD }, ...viaProxy('203.0.113.7') });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors).toEqual([{ code: 'too_many_attempts' }]);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address, same spoofed first entry: not blocked.
    expect((await api(login, '/json-api/login', { body: { login: email, password: PASSWORD }, ...viaProxy('203.0.113.8') })).status).toBe(200);
  });

  it('does not count per address when no trusted proxy tells the address', async () => {
    const { email } = await registered();
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS + 1; i++) {
      await api(login, '/json-api/login', { body: { login: uniqueEmail(), password: 'nope' }, forwardedFor: '198.51.100.1' });
    }
    expect((await api(login, '/json-api/login', { body: { login: email, password: PASSWORD }, forwardedFor: '198.51.100.1' })).status).toBe(200);
  });

  it('is refused without X-Requested-With (login CSRF)', async () => {
    const res = await api<Refusal>(login, '/json-api/login', { body: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password }, xhr: false });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual([{ code: 'csrf' }]);
  });
});

describe('the demo player seed', () => {
  it('is added to a database seeded before accounts existed, once', async () => {
    // A database from before accounts: no demo player, and no mark that the seed ever wrote one
    // (with the mark, a deleted demo player stays deleted: demo-data-seed.test.ts).
    await db.delete(users).where(eq(users.hash, DEMO_PLAYER.hash));
    await db.delete(seedMarks).where(eq(seedMarks.part, 'demo-player'));
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    const rows = await db.select().from(userContacts).where(eq(userContacts.value, DEMO_PLAYER.email));
    expect(rows).toHaveLength(1);
    expect((await api(login, '/json-api/login', { body: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password } })).status).toBe(200);
  });
});

describe('maintenance', () => {
  it('closes the account calls with 503 maintenance', async () => {
    const restore = await withConfig((c) => ({ ...c, maintenance: true }));
    try {
      const res = await api<Refusal>(login, '/json-api/login', { body: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password } });
      expect(res.status).toBe(503);
      expect(res.body.errors).toEqual([{ code: 'maintenance' }]);
    } finally {
      await restore();
    }
  });
});

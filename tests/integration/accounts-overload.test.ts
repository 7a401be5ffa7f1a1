import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { userContacts, users } from '@/lib/platform/db/schema';
import { LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '@/lib/domain/auth/auth-limits';
import { accountFlows, ACCOUNT_FLOW_LIMITS, expensiveWork, EXPENSIVE_WORK_LIMITS } from '@/lib/platform/work-pool/expensive-work';
import type { WorkPool } from '@/lib/platform/work-pool/work-pool';
import { POST as login } from '@/app/json-api/login/route';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as restoreRequest } from '@/app/json-api/users/restore-password/request/route';
import { POST as restore } from '@/app/json-api/users/restore-password/restore/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastLinkToken, PASSWORD, resetThrottles } from './helpers/accounts';

/**
 * Password hashing is Argon2id (old scrypt hashes upgrade at the next login), and runs
 * in one bounded pool; beyond it sign-up, login and restore answer a fast 503 `busy` with
 * Retry-After, having done nothing half-way.
 */
type Refusal = { errors: { code: string; field?: string }[] };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});

afterEach(async () => {
  expensiveWork().setLimits(EXPENSIVE_WORK_LIMITS);
  accountFlows().setLimits(ACCOUNT_FLOW_LIMITS);
  await resetThrottles(db);
});

afterAll(async () => {
  await closeTestDb();
});

/** Holds every slot and queue place of a pool (K = 1, queue 2 here) until `release` is called. */
function fillPool(limits: { queueLimit: number; maxWaitMs: number } = { queueLimit: 2, maxWaitMs: 60_000 }, pool: WorkPool = expensiveWork()) {
  pool.setLimits({ concurrency: 1, ...limits });
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: 1 + limits.queueLimit }, () => pool.run(() => gate));
  return {
    release: async () => {
      release();
      await Promise.all(holders);
    },
  };
}

async function storedHash(email: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .innerJoin(userContacts, eq(userContacts.userId, users.id))
    .where(eq(userContacts.value, email));
  return row?.hash ?? null;
}

/** A hash of the scheme used before Argon2id: scrypt N = 2^15, r = 8, p = 1. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const ARGON2ID_OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

async function signUp(overrides: Record<string, unknown> = {}) {
  const input = emailRegistration(overrides);
  return { email: String(input.email), res: await api<Refusal>(register, '/json-api/users/register', { body: input }) };
}

const loginWith = (email: string, password: string) => api<Refusal>(login, '/json-api/login', { body: { login: email, password } });

describe('password hashes', () => {
  it('stores a new password as Argon2id at OWASP’s minimum (m = 19 MiB, t = 2, p = 1)', async () => {
    const { email, res } = await signUp();
    expect(res.status).toBe(200);
    expect(await storedHash(email)).toMatch(ARGON2ID_OWASP);
  });

  it('verifies an old scrypt hash and re-hashes it at the next successful login, never on a wrong password', async () => {
    const { email } = await signUp();
    const legacy = legacyScryptHash(PASSWORD);
    await db.update(users).set({ passwordHash: legacy }).where(eq(users.id, (await db.select({ id: userContacts.userId }).from(userContacts).where(eq(userContacts.value, email)))[0]!.id));

    expect((await loginWith(email, 'Wrong-pass1')).status).toBe(401);
    expect(await storedHash(email)).toBe(legacy);

    expect((await loginWith(email, PASSWORD)).status).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(ARGON2ID_OWASP);

    expect((await loginWith(email, PASSWORD)).status).toBe(200);
    expect((await loginWith(email, 'Wrong-pass1')).status).toBe(401);
    expect(await storedHash(email)).toBe(upgraded);
  });
});

describe('a full hashing pool', () => {
  it('refuses a sign-up at once with 503 busy and Retry-After, creates nothing, and signs up once the load drains', async () => {
    const pool = fillPool();
    const { email, res } = await signUp();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ errors: [{ code: 'busy' }] });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(res.cookie).toBeUndefined();
    expect(await storedHash(email)).toBeNull();
    await pool.release();

    const again = await api<Refusal>(register, '/json-api/users/register', { body: emailRegistration({ email }) });
    expect(again.status).toBe(200);
    expect(again.cookie).toBeTruthy();
    expect(await storedHash(email)).toMatch(ARGON2ID_OWASP);
  });

  it('refuses a sign-up when the pool of whole password calls is full, and creates nothing', async () => {
    const pool = fillPool(undefined, accountFlows());
    const { email, res } = await signUp();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ errors: [{ code: 'busy' }] });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await storedHash(email)).toBeNull();
    await pool.release();
    expect((await api(register, '/json-api/users/register', { body: emailRegistration({ email }) })).status).toBe(200);
  });

  it('refuses a task that waited longer than the pool’s longest wait', async () => {
    const pool = fillPool({ queueLimit: 0, maxWaitMs: 50 });
    expensiveWork().setLimits({ queueLimit: 5 });
    const { res } = await signUp();
    expect(res.status).toBe(503);
    expect(res.body.errors).toEqual([{ code: 'busy' }]);
    await pool.release();
  });

  it('does not count a busy login as a failed password', async () => {
    const { email } = await signUp();
    const pool = fillPool();
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS + 2; i++) {
      const refused = await loginWith(email, PASSWORD);
      expect(refused.status).toBe(503);
      expect(refused.body.errors).toEqual([{ code: 'busy' }]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    await pool.release();
    expect((await loginWith(email, PASSWORD)).status).toBe(200);
  });

  it('keeps the restore link usable when the new password could not be hashed', async () => {
    const { email } = await signUp();
    expect((await api(restoreRequest, '/json-api/users/restore-password/request', { body: { email } })).status).toBe(200);
    const { token } = await lastLinkToken(email);
    const body = { code: token, password: 'Brand-new-pass2', password_confirmation: 'Brand-new-pass2' };
    const pool = fillPool();
    const refused = await api<Refusal>(restore, '/json-api/users/restore-password/restore', { body });
    expect(refused.status).toBe(503);
    expect(refused.body.errors).toEqual([{ code: 'busy' }]);
    await pool.release();
    expect((await api(restore, '/json-api/users/restore-password/restore', { body })).status).toBe(200);
    expect((await loginWith(email, 'Brand-new-pass2')).status).toBe(200);
  });
});

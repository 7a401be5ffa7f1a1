import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { messengerOutbox, oneTimeCodes } from '@/lib/platform/db/schema';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS, MAX_SENDS_PER_DAY, SEND_PAUSE_SECONDS, SENDS_BEFORE_PAUSE } from '@/lib/domain/auth/auth-limits';
import { CODE_REQUESTS_PER_ADDRESS } from '@/lib/platform/auth/limits';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { lastMessageTo, lastSmsCode, messagesTo } from '@/lib/platform/messenger/outbox-reader';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as verifyPhone } from '@/app/json-api/players/phones/verify/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, lastSms, phoneRegistration, resetThrottles, uniquePhone, type Req } from './helpers/accounts';

type Answer = { success?: boolean; resend_after?: number; expires_in?: number; retry_after?: number; is_max_attempts_used?: boolean; errors?: { code: string; field?: string }[] };
type Tokens = { accessToken: string; refreshToken: string };

let db: Db;
let logged: string[] = [];

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation((line: unknown) => void logged.push(String(line)));
  db = await openSeededDb();
});

afterEach(async () => {
  resetClock();
  delete process.env.TRUST_PROXY;
  await resetThrottles(db);
  logged = [];
});

afterAll(async () => {
  await closeTestDb();
});

/** A player registered by phone (their phone is verified); the registration's code is used up. */
async function phonePlayer(): Promise<string> {
  const input = phoneRegistration();
  const phone = String(input.phone);
  const registered = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: input });
  expect((await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone), registration_token: registered.body.registration_token } })).status).toBe(200);
  // Past the resend interval of the registration code.
  advanceClock(CODE_RESEND_SECONDS * 1000);
  logged = [];
  return phone;
}

const send = (phone: string, extra: Pick<Req<Record<string, string>>, 'forwardedFor'> = {}) => api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, ...extra });
const confirm = (phone: string, code?: string) => api<Answer & Tokens>(confirmPhone, '/json-api/players/phones/confirm', { body: code === undefined ? { phone } : { phone, code } });

describe('SMS login: POST /json-api/players/phones/verify and /confirm without a session', () => {
  it('sends a 4-digit code (outbox and one log line), and the code logs in', async () => {
    const phone = await phonePlayer();
    const res = await send(phone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, resend_after: 35, expires_in: 600 });
    const message = await lastMessageTo(db, phone, 'sms');
    expect(message?.text).toMatch(/^Croupier: ваш код \d{2}-\d{2}\. Он действует 10 минут\.$/);
    expect(logged).toEqual([`messenger: sms to=${phone} text=${message?.text}`]);
    const code = await lastSmsCode(db, phone);

    const ok = await confirm(phone, code!);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(ok.cookie).toBeTruthy();
    const profile = await api<{ data: { phones: { value: string }[] } }>(getProfile, '/json-api/users/profile', { bearer: ok.body.accessToken });
    expect(profile.body.data.phones[0]?.value).toBe(phone);
  });

  it('stores codes hashed, and each code works once', async () => {
    const phone = await phonePlayer();
    await send(phone);
    const code = await lastSms(phone);
    const rows = await db.select().from(oneTimeCodes).where(and(eq(oneTimeCodes.target, phone), eq(oneTimeCodes.purpose, 'phone_auth')));
    // Hashed: a 64-hex digest, and the code itself in no column. (Not "the digest does not
    // contain the code": a 4-digit code is a substring of about one random digest in a thousand.)
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash) && Object.values(r).every((value) => String(value) !== code))).toBe(true);
    expect((await confirm(phone, code)).status).toBe(200);
    const again = await confirm(phone, code);
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
  });

  it('answers a phone without an account exactly like one with, and sends nothing', async () => {
    const known = await phonePlayer();
    const unknown = uniquePhone();
    const a = await send(known);
    const b = await send(unknown);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(await messagesTo(db, unknown)).toEqual([]);
    // The limits apply alike too.
    const a2 = await send(known);
    const b2 = await send(unknown);
    expect([a2.status, b2.status]).toEqual([429, 429]);
    expect(b2.body.errors).toEqual(a2.body.errors);
    // And a guessed code gets the same answer as a wrong one.
    const guessed = await confirm(unknown, '0000');
    expect(guessed.status).toBe(400);
    expect(guessed.body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
  });

  it('code_required for an empty code; invalid_code for a wrong or malformed one; minPhoneLength for a short phone', async () => {
    const phone = await phonePlayer();
    await send(phone);
    expect((await confirm(phone)).body.errors).toEqual([{ code: 'code_required', field: 'code' }]);
    expect((await confirm(phone, '  ')).body.errors).toEqual([{ code: 'code_required', field: 'code' }]);
    const code = await lastSms(phone);
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await confirm(phone, wrong)).body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
    expect((await confirm(phone, '12')).body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
    expect((await api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: { phone: '7912' } })).body.errors).toEqual([
      { code: 'minPhoneLength', field: 'phone' },
    ]);
    expect((await api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: {} })).body.errors).toEqual([{ code: 'required', field: 'phone' }]);
  });

  it('burns a code at the fifth wrong entry: 429 is_max_attempts_used (also top level), even for the right code after', async () => {
    const phone = await phonePlayer();
    await send(phone);
    const code = await lastSms(phone);
    const wrong = code === '9999' ? '8888' : '9999';
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await confirm(phone, wrong);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
    }
    const fifth = await confirm(phone, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ is_max_attempts_used: true, errors: [{ code: 'is_max_attempts_used' }] });
    const right = await confirm(phone, code);
    expect(right.status).toBe(429);
    expect(right.body.is_max_attempts_used).toBe(true);
    // A new code (after the resend interval) starts over.
    advanceClock(CODE_RESEND_SECONDS * 1000);
    await send(phone);
    expect((await confirm(phone, await lastSms(phone))).status).toBe(200);
  });

  it('expires codes after 10 minutes: code_expired', async () => {
    const phone = await phonePlayer();
    await send(phone);
    const code = await lastSms(phone);
    advanceClock(CODE_TTL_SECONDS * 1000 - 1000);
    advanceClock(1000);
    const res = await confirm(phone, code);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'code_expired', field: 'code' }]);
  });

  it('only the newest code counts', async () => {
    const phone = await phonePlayer();
    await send(phone);
    const first = await lastSms(phone);
    advanceClock(CODE_RESEND_SECONDS * 1000);
    await send(phone);
    const second = await lastSms(phone);
    if (first !== second) expect((await confirm(phone, first)).body.errors).toEqual([{ code: 'invalid_code', field: 'code' }]);
    expect((await confirm(phone, second)).status).toBe(200);
  });

  it('a resend before 35 s is 429 code_resend_too_early with retry_after and Retry-After', async () => {
    const phone = await phonePlayer();
    expect((await send(phone)).status).toBe(200);
    advanceClock(10_000);
    const early = await send(phone);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ retry_after: 25, errors: [{ code: 'code_resend_too_early' }] });
    expect(early.headers.get('retry-after')).toBe('25');
    advanceClock(25_000);
    expect((await send(phone)).status).toBe(200);
  });

  it(`after ${SENDS_BEFORE_PAUSE} codes within 5 minutes: sent_too_often until the window frees`, async () => {
    const phone = await phonePlayer();
    // Out of the window the registration code opened.
    advanceClock(SEND_PAUSE_SECONDS * 1000);
    const start = Date.now();
    for (let i = 0; i < SENDS_BEFORE_PAUSE; i++) {
      expect((await send(phone)).status).toBe(200);
      advanceClock(CODE_RESEND_SECONDS * 1000);
    }
    const res = await send(phone);
    expect(res.status).toBe(429);
    expect(res.body.errors).toEqual([{ code: 'sent_too_often' }]);
    expect(res.body.retry_after).toBeGreaterThan(0);
    expect(res.body.retry_after).toBeLessThanOrEqual(SEND_PAUSE_SECONDS);
    advanceClock(res.body.retry_after! * 1000);
    expect((await send(phone)).status).toBe(200);
    expect(Date.now() - start).toBeLessThan(60_000);
  });

  it(`after ${MAX_SENDS_PER_DAY} codes in a day: 429 is_max_attempts_used on send`, async () => {
    const phone = await phonePlayer();
    // The registration code counted as one send.
    for (let i = 1; i < MAX_SENDS_PER_DAY; i++) {
      expect((await send(phone)).status).toBe(200);
      advanceClock(SEND_PAUSE_SECONDS * 1000);
    }
    const res = await send(phone);
    expect(res.status).toBe(429);
    expect(res.body.is_max_attempts_used).toBe(true);
    expect(res.body.errors).toEqual([{ code: 'is_max_attempts_used' }]);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    advanceClock(86_400_000);
    expect((await send(phone)).status).toBe(200);
  });

  it('limits code requests per client address (behind a trusted proxy): request_limit_exceeded', async () => {
    process.env.TRUST_PROXY = '1';
    for (let i = 0; i < CODE_REQUESTS_PER_ADDRESS; i++) {
      expect((await send(uniquePhone(), { forwardedFor: '192.0.2.44' })).status).toBe(200);
    }
    const res = await send(uniquePhone(), { forwardedFor: '192.0.2.44' });
    expect(res.status).toBe(429);
    expect(res.body.errors).toEqual([{ code: 'request_limit_exceeded' }]);
    expect((await send(uniquePhone(), { forwardedFor: '192.0.2.45' })).status).toBe(200);
  });

  it('limits wrong codes per client address across phones: too_many_attempts', async () => {
    process.env.TRUST_PROXY = '1';
    const from = { forwardedFor: '192.0.2.60' };
    let refused = null;
    for (let i = 0; i < 40 && !refused; i++) {
      const phone = uniquePhone();
      await api(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, forwardedFor: '192.0.2.61' });
      const res = await api<Answer>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: '0000' }, ...from });
      if (res.status === 429) refused = res;
    }
    expect(refused?.body.errors).toEqual([{ code: 'too_many_attempts' }]);
  });

  it('writes nothing to the outbox for refused sends', async () => {
    const phone = await phonePlayer();
    await send(phone);
    await send(phone);
    expect((await db.select().from(messengerOutbox).where(eq(messengerOutbox.recipient, phone))).length).toBe(2);
  });
});

describe('old codes', () => {
  const DAY_MS = 86_400_000;
  const codesOf = (target: string) => db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(eq(oneTimeCodes.target, target));

  it('are removed eventually: a target’s own with its next send, every other target’s by a later sweep', async () => {
    // Phones without an account: a code is made (and not sent) all the same.
    const quiet = uniquePhone();
    const busy = uniquePhone();
    expect((await send(quiet)).status).toBe(200);
    expect((await send(busy)).status).toBe(200);
    expect(await codesOf(quiet)).toHaveLength(1);

    advanceClock(2 * DAY_MS + 60_000);
    expect((await send(busy)).status).toBe(200);
    expect(await codesOf(busy)).toHaveLength(1);
    expect(await codesOf(quiet)).toHaveLength(0);
  });

  it('are swept at most once a minute, not on every send', async () => {
    advanceClock(60_000);
    expect((await send(uniquePhone())).status).toBe(200);
    const stale = uniquePhone();
    const old = new Date(now().getTime() - 3 * DAY_MS);
    await db.insert(oneTimeCodes).values({ purpose: 'phone_auth', target: stale, codeHash: `stale-${stale}`, createdAt: old, expiresAt: old, delivered: false });

    expect((await send(uniquePhone())).status).toBe(200);
    expect(await codesOf(stale)).toHaveLength(1);
    advanceClock(60_000);
    expect((await send(uniquePhone())).status).toBe(200);
    expect(await codesOf(stale)).toHaveLength(0);
  });
});

describe('the messenger', () => {
  it('can be replaced by another provider (what MESSENGER and registerMessenger choose)', async () => {
    const { setMessenger } = await import('@/lib/platform/messenger');
    const phone = await phonePlayer();
    const sent: { channel: string; to: string; text: string }[] = [];
    setMessenger({ send: async (_db, message) => void sent.push(message) });
    try {
      expect((await send(phone)).status).toBe(200);
    } finally {
      setMessenger(null);
    }
    expect(sent).toEqual([{ channel: 'sms', to: phone, text: expect.stringMatching(/^Croupier: ваш код \d{2}-\d{2}/) }]);
    expect((await messagesTo(db, phone)).length).toBe(1);
  });
});

describe('GET /json-api/dev/outbox (OUTBOX_API=1 only)', () => {
  it('is 404 unless switched on; then answers the newest message with its code', async () => {
    const { GET: outbox } = await import('@/app/json-api/dev/outbox/route');
    const phone = await phonePlayer();
    await send(phone);
    expect((await api(outbox, `/json-api/dev/outbox?to=${phone}`)).status).toBe(404);
    process.env.OUTBOX_API = '1';
    try {
      const res = await api<{ data: { channel: string; code: string; to: string } }>(outbox, `/json-api/dev/outbox?to=${phone}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ channel: 'sms', to: phone, code: await lastSms(phone) });
      expect((await api<{ data: null }>(outbox, `/json-api/dev/outbox?to=${uniquePhone()}`)).body).toEqual({ data: null });
      expect((await api(outbox, '/json-api/dev/outbox')).status).toBe(400);
    } finally {
      delete process.env.OUTBOX_API;
    }
  });
});

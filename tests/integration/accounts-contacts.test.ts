import type { Db } from '@/lib/platform/db/client';
import { CODE_RESEND_SECONDS, MAX_CODE_ATTEMPTS, MAX_SENDS_PER_DAY, SEND_PAUSE_SECONDS } from '@/lib/domain/auth/auth-limits';
import { EMAIL_VERIFY_LINK_TTL_SECONDS } from '@/lib/platform/auth/limits';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { lastMessageTo } from '@/lib/platform/messenger/outbox-reader';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as login } from '@/app/json-api/login/route';
import { POST as refresh } from '@/app/json-api/token/refresh/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { POST as verifyPhone } from '@/app/json-api/players/phones/verify/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { GET as onVerification } from '@/app/json-api/players/contacts/onverification/route';
import { POST as emailVerificationRequest } from '@/app/json-api/players/contacts/email-verification/request/[id]/route';
import { GET as emailVerificationConfirm } from '@/app/json-api/players/contacts/email-verification/confirm/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastLinkToken, lastSms, PASSWORD, phoneRegistration, resetThrottles, uniqueEmail, uniquePhone } from './helpers/accounts';

type Tokens = { accessToken: string; refreshToken: string };
type Answer = {
  success?: boolean;
  data?: { id: number; type: string; value: string };
  resend_after?: number;
  expires_in?: number;
  is_max_attempts_used?: boolean;
  errors?: { code: string; field?: string }[];
};
type ProfileData = { phones: { value: string; is_primary: boolean; is_verified: boolean }[]; emails: { email: string; is_primary: boolean; is_verified: boolean }[]; onVerification: { id: number; type: string; value: string }[] };

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

interface Player {
  bearer: string;
  email: string;
  /** A fresh access token (tests that move the clock past its 15 minutes). */
  renew: () => Promise<string>;
}

async function emailPlayer(): Promise<Player> {
  const input = emailRegistration();
  const res = await api<Tokens>(register, '/json-api/users/register', { body: input });
  let refreshToken = res.body.refreshToken;
  const player: Player = {
    bearer: res.body.accessToken,
    email: String(input.email),
    renew: async () => {
      const next = await api<Tokens>(refresh, '/json-api/token/refresh', { body: { refreshToken } });
      refreshToken = next.body.refreshToken;
      return (player.bearer = next.body.accessToken);
    },
  };
  return player;
}

const create = (bearer: string, type: string, value: unknown) =>
  api<Answer, { type: string }>(createContact, `/json-api/players/contacts/create/${type}`, { body: { value }, bearer, params: { type } });
const profileOf = async (bearer: string) => (await api<{ data: ProfileData }>(getProfile, '/json-api/users/profile', { bearer })).body.data;
const requestEmailLink = (bearer: string, id: number | string) =>
  api<Answer, { id: string }>(emailVerificationRequest, `/json-api/players/contacts/email-verification/request/${id}`, { method: 'POST', bearer, params: { id: String(id) } });
const openLink = async (token: string, lang = 'ru') => {
  const res = await api(emailVerificationConfirm, `/json-api/players/contacts/email-verification/confirm?token=${encodeURIComponent(token)}&lang=${lang}`, { xhr: false });
  return { status: res.status, location: res.headers.get('location') };
};

describe('phone verification in the profile', () => {
  it('create/phone → an SMS code at once; onverification lists it; confirm with the session → the phone is the player’s', async () => {
    const { bearer, email } = await emailPlayer();
    const created = await create(bearer, 'phone', '+7 (999) 765-43-21');
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, data: { id: expect.any(Number), type: 'phone', value: '79997654321' }, resend_after: 35, expires_in: 600 });
    const list = await api<{ data: unknown[] }>(onVerification, '/json-api/players/contacts/onverification', { bearer });
    expect(list.body.data).toEqual([
      { id: expect.any(Number), type: 'email', value: email },
      { id: created.body.data!.id, type: 'phone', value: '79997654321' },
    ]);
    const code = await lastSms('79997654321');
    const confirmed = await api<{ success: boolean; data: ProfileData }>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone: '79997654321', code }, bearer });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.success).toBe(true);
    expect(confirmed.body.data.phones).toEqual([{ value: '79997654321', is_primary: true, is_verified: true }]);
    expect(confirmed.body.data.onVerification.map((c) => c.type)).toEqual(['email']);
    expect(confirmed.setCookie).toBeNull();
    // The verified phone is now a login.
    expect((await api(login, '/json-api/login', { body: { login: '79997654321', password: PASSWORD } })).status).toBe(200);
  });

  it('resends with phones/verify under the session, with the same limits; wrong codes up to ReachedLimit', async () => {
    const { bearer } = await emailPlayer();
    const phone = uniquePhone();
    await create(bearer, 'phone', phone);
    const early = await api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, bearer });
    expect(early.status).toBe(429);
    expect(early.body.errors).toEqual([{ code: 'code_resend_too_early' }]);
    advanceClock(CODE_RESEND_SECONDS * 1000);
    const resent = await api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, bearer });
    expect(resent.body).toEqual({ success: true, resend_after: 35, expires_in: 600 });
    const code = await lastSms(phone);
    const wrong = code === '1111' ? '2222' : '1111';
    let last: Answer = {};
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      last = (await api<Answer>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: wrong }, bearer })).body;
    }
    expect(last).toEqual({ is_max_attempts_used: true, errors: [{ code: 'is_max_attempts_used' }] });
  });

  it('is_max_attempts_used on send after the daily maximum', async () => {
    const player = await emailPlayer();
    const phone = uniquePhone();
    expect((await create(player.bearer, 'phone', phone)).status).toBe(200);
    for (let i = 1; i < MAX_SENDS_PER_DAY; i++) {
      advanceClock(SEND_PAUSE_SECONDS * 1000);
      expect((await api(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, bearer: await player.renew() })).status).toBe(200);
    }
    advanceClock(SEND_PAUSE_SECONDS * 1000);
    const bearer = await player.renew();
    const res = await api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, bearer });
    expect(res.status).toBe(429);
    expect(res.body.is_max_attempts_used).toBe(true);
    // Creating the contact again does not reset the count.
    const again = await create(bearer, 'phone', phone);
    expect(again.status).toBe(429);
    expect(again.body.is_max_attempts_used).toBe(true);
  });

  it('phones/verify with a session: contact_not_found for a phone not awaiting verification, contact_already_verified for a verified one', async () => {
    const { bearer } = await emailPlayer();
    const notMine = await api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: { phone: uniquePhone() }, bearer });
    expect(notMine.status).toBe(400);
    expect(notMine.body.errors).toEqual([{ code: 'contact_not_found', field: 'phone' }]);
    const phone = uniquePhone();
    await create(bearer, 'phone', phone);
    await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, bearer });
    const verified = await api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, bearer });
    expect(verified.body.errors).toEqual([{ code: 'contact_already_verified', field: 'phone' }]);
    const createdAgain = await create(bearer, 'phone', phone);
    expect(createdAgain.body.errors).toEqual([{ code: 'contact_already_verified', field: 'value' }]);
  });

  it('phone_taken: on create when another player has the phone, and on confirm when another player verified it first', async () => {
    const owner = phoneRegistration();
    const registered = await api<{ registration_token: string }>(register, '/json-api/users/register', { body: owner });
    await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone: owner.phone, code: await lastSms(String(owner.phone)), registration_token: registered.body.registration_token } });
    const { bearer } = await emailPlayer();
    const taken = await create(bearer, 'phone', owner.phone);
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ code: 'phone_taken', field: 'value' }]);

    const phone = uniquePhone();
    const a = await emailPlayer();
    const b = await emailPlayer();
    await create(a.bearer, 'phone', phone);
    const codeA = await lastSms(phone);
    advanceClock(CODE_RESEND_SECONDS * 1000);
    await create(b.bearer, 'phone', phone);
    const codeB = await lastSms(phone);
    expect((await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: codeB }, bearer: b.bearer })).status).toBe(200);
    const late = await api<Answer>(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: codeA }, bearer: a.bearer });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual([{ code: 'phone_taken', field: 'phone' }]);
    const resend = await api<Answer>(verifyPhone, '/json-api/players/phones/verify', { body: { phone }, bearer: a.bearer });
    expect(resend.body.errors).toEqual([{ code: 'phone_taken', field: 'phone' }]);
  });

  it('one phone awaits verification at a time: a new one replaces it', async () => {
    const { bearer } = await emailPlayer();
    await create(bearer, 'phone', uniquePhone());
    advanceClock(CODE_RESEND_SECONDS * 1000);
    const second = uniquePhone();
    await create(bearer, 'phone', second);
    const list = await api<{ data: { type: string; value: string }[] }>(onVerification, '/json-api/players/contacts/onverification', { bearer });
    expect(list.body.data.filter((c) => c.type === 'phone').map((c) => c.value)).toEqual([second]);
  });

  it('validates the value and the type', async () => {
    const { bearer } = await emailPlayer();
    expect((await create(bearer, 'phone', '123')).body.errors).toEqual([{ code: 'minPhoneLength', field: 'value' }]);
    expect((await create(bearer, 'email', 'nope')).body.errors).toEqual([{ code: 'email', field: 'value' }]);
    expect((await create(bearer, 'email', undefined)).body.errors).toEqual([{ code: 'required', field: 'value' }]);
    const fax = await create(bearer, 'fax', 'x');
    expect(fax.status).toBe(404);
    expect(fax.body.errors).toEqual([{ code: 'not_found' }]);
  });
});

describe('e-mail verification', () => {
  it('request/{id} mails a link that really confirms the address and leads to /profile/info?email=confirmed', async () => {
    const { bearer, email } = await emailPlayer();
    const [pending] = (await profileOf(bearer)).onVerification;
    const res = await requestEmailLink(bearer, pending!.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, resend_after: 35, expires_in: EMAIL_VERIFY_LINK_TTL_SECONDS });
    const mail = await lastMessageTo(db, email, 'email');
    expect(mail?.subject).toBe('Croupier: подтвердите e-mail');
    const { token } = await lastLinkToken(email);
    const { canonicalHost } = await getServerConfig(db);
    expect(mail?.text).toContain(`${new URL('/json-api/players/contacts/email-verification/confirm', canonicalHost).toString()}?token=${token}&lang=ru`);

    expect(await openLink(token, 'en')).toEqual({ status: 303, location: '/en/profile/info?email=confirmed' });
    const profile = await profileOf(bearer);
    expect(profile.emails).toEqual([{ email, is_primary: true, is_verified: true }]);
    expect(profile.onVerification).toEqual([]);
    // Used up.
    expect(await openLink(token)).toEqual({ status: 303, location: '/profile/info?email=invalid' });
  });

  it('a new e-mail: create/email → awaiting verification; its link makes it the primary e-mail (the unverified one goes)', async () => {
    const { bearer, email } = await emailPlayer();
    const next = uniqueEmail('next');
    const created = await create(bearer, 'email', next.toUpperCase());
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, data: { id: expect.any(Number), type: 'email', value: next } });
    expect(await lastMessageTo(db, next)).toBeNull();
    await requestEmailLink(bearer, created.body.data!.id);
    expect(await openLink((await lastLinkToken(next)).token)).toEqual({ status: 303, location: '/profile/info?email=confirmed' });
    const profile = await profileOf(bearer);
    expect(profile.emails).toEqual([{ email: next, is_primary: true, is_verified: true }]);
    expect((await api(login, '/json-api/login', { body: { login: next, password: PASSWORD } })).status).toBe(200);
    expect((await api(login, '/json-api/login', { body: { login: email, password: PASSWORD } })).status).toBe(401);
  });

  it('expired and unknown links', async () => {
    const { bearer, email } = await emailPlayer();
    const [pending] = (await profileOf(bearer)).onVerification;
    await requestEmailLink(bearer, pending!.id);
    const { token } = await lastLinkToken(email);
    advanceClock(EMAIL_VERIFY_LINK_TTL_SECONDS * 1000);
    expect(await openLink(token)).toEqual({ status: 303, location: '/profile/info?email=expired' });
    expect(await openLink('made-up')).toEqual({ status: 303, location: '/profile/info?email=invalid' });
    expect(await openLink('')).toEqual({ status: 303, location: '/profile/info?email=invalid' });
  });

  it('email_taken: on create when another player has verified the address; `taken` from a link when someone verified it first', async () => {
    const other = await emailPlayer();
    // Only a verified address is another player's to keep (an unverified one yields: accounts-contact-claims.test.ts).
    const [otherEmail] = (await profileOf(other.bearer)).onVerification;
    await requestEmailLink(other.bearer, otherEmail!.id);
    await openLink((await lastLinkToken(other.email)).token);
    const { bearer } = await emailPlayer();
    const taken = await create(bearer, 'email', other.email);
    expect(taken.body.errors).toEqual([{ code: 'email_taken', field: 'value' }]);

    const shared = uniqueEmail('shared');
    const a = await emailPlayer();
    const b = await emailPlayer();
    const ca = await create(a.bearer, 'email', shared);
    const cb = await create(b.bearer, 'email', shared);
    await requestEmailLink(a.bearer, ca.body.data!.id);
    const linkA = (await lastLinkToken(shared)).token;
    advanceClock(CODE_RESEND_SECONDS * 1000);
    await requestEmailLink(b.bearer, cb.body.data!.id);
    const linkB = (await lastLinkToken(shared)).token;
    // Only the newest link of an address counts.
    expect(await openLink(linkA)).toEqual({ status: 303, location: '/profile/info?email=invalid' });
    expect(await openLink(linkB)).toEqual({ status: 303, location: '/profile/info?email=confirmed' });
    const late = await requestEmailLink(a.bearer, ca.body.data!.id);
    expect(late.body.errors).toEqual([{ code: 'email_taken' }]);
  });

  it('request/{id}: 404 for another player’s or an unknown contact; contact_already_verified; the send limits incl. is_max_attempts_used', async () => {
    const a = await emailPlayer();
    const b = await emailPlayer();
    const [aEmail] = (await profileOf(a.bearer)).onVerification;
    expect((await requestEmailLink(b.bearer, aEmail!.id)).status).toBe(404);
    expect((await requestEmailLink(b.bearer, 999999)).status).toBe(404);
    expect((await requestEmailLink(b.bearer, 'abc')).status).toBe(404);

    expect((await requestEmailLink(a.bearer, aEmail!.id)).status).toBe(200);
    const early = await requestEmailLink(a.bearer, aEmail!.id);
    expect(early.status).toBe(429);
    expect(early.body.errors).toEqual([{ code: 'code_resend_too_early' }]);
    for (let i = 1; i < MAX_SENDS_PER_DAY; i++) {
      advanceClock(SEND_PAUSE_SECONDS * 1000);
      expect((await requestEmailLink(await a.renew(), aEmail!.id)).status).toBe(200);
    }
    advanceClock(SEND_PAUSE_SECONDS * 1000);
    await a.renew();
    const max = await requestEmailLink(a.bearer, aEmail!.id);
    expect(max.status).toBe(429);
    expect(max.body.is_max_attempts_used).toBe(true);
    expect(max.body.errors).toEqual([{ code: 'is_max_attempts_used' }]);

    await openLink((await lastLinkToken(a.email)).token);
    const done = await requestEmailLink(a.bearer, aEmail!.id);
    expect(done.status).toBe(400);
    expect(done.body.errors).toEqual([{ code: 'contact_already_verified' }]);
  });
});

import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { createUser } from '@/lib/platform/accounts/users';
import { UNVERIFIED_CLAIM_TTL_MS } from '@/lib/platform/accounts/contact-claims';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { treasuryDeposits, userContacts } from '@/lib/platform/db/schema';
import { takeExclusion } from '@/lib/platform/protection/exclusion';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as login } from '@/app/json-api/login/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { POST as emailVerificationRequest } from '@/app/json-api/players/contacts/email-verification/request/[id]/route';
import { GET as emailVerificationConfirm } from '@/app/json-api/players/contacts/email-verification/confirm/route';
import { playerByName } from '@/scripts/player-by-name';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastLinkToken, PASSWORD, phoneRegistration, resetThrottles, uniqueEmail, uniqueNickname, uniquePhone } from './helpers/accounts';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import it_ from '@/messages/it.json';

/**
 * Who may hold a phone or e-mail: a self-excluded person cannot come back through another account
 * with their verified phone or e-mail, and an unverified e-mail does not keep its real owner out
 * for ever (it yields after 72 hours, and at once to someone who proves the address).
 */
type Tokens = { accessToken: string; refreshToken: string };
type Answer = { success?: boolean; data?: { id: number }; errors?: { code: string; field?: string }[] };
type ProfileData = { emails: { email: string; is_primary: boolean; is_verified: boolean }[] };

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

const signUp = (body: Record<string, unknown>) => api<Tokens & Answer>(register, '/json-api/users/register', { body });
const create = (bearer: string, type: string, value: unknown) =>
  api<Answer, { type: string }>(createContact, `/json-api/players/contacts/create/${type}`, { body: { value }, bearer, params: { type } });
const profileOf = async (bearer: string) => (await api<{ data: ProfileData }>(getProfile, '/json-api/users/profile', { bearer })).body.data;
const requestEmailLink = (bearer: string, id: number) =>
  api<Answer, { id: string }>(emailVerificationRequest, `/json-api/players/contacts/email-verification/request/${id}`, { method: 'POST', bearer, params: { id: String(id) } });
const openLink = async (token: string) =>
  (await api(emailVerificationConfirm, `/json-api/players/contacts/email-verification/confirm?token=${encodeURIComponent(token)}&lang=en`, { xhr: false })).headers.get('location');
const contactsOf = (userId: number) => db.select().from(userContacts).where(eq(userContacts.userId, userId));
/** A deposit of the player's, paid (as the cashbox leaves it). */
const payDeposit = (userId: number) =>
  db.insert(treasuryDeposits).values({ userId, provider: 'marbella', method: 'card', amount: 100_000, currency: 'RUB', status: 'paid', token: `claims-${userId}-${Date.now()}`, createdAt: now(), completedAt: now() });

/** An account whose e-mail and phone are verified (as after their link and code), optionally self-excluded. */
async function verifiedAccount(): Promise<{ id: number; email: string; phone: string }> {
  const email = uniqueEmail('owner');
  const phone = uniquePhone();
  const user = await createUser(db, {
    registrationContactType: 'email',
    contact: email,
    contactVerified: true,
    passwordHash: 'not-a-password',
    birthday: '1990-01-01',
    currency: 'RUB',
    nickName: uniqueNickname(),
    promoCode: null,
  });
  await db.insert(userContacts).values({ userId: user.id, type: 'phone', value: phone, isPrimary: true, isVerified: true, verifiedAt: now(), createdAt: now() });
  return { id: user.id, email, phone };
}

const formatted = (phone: string) => `+${phone.slice(0, 1)} (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;

describe('a self-excluded person cannot come back through another account', () => {
  it('registration with the verified e-mail or phone of a self-excluded account is refused registration_self_excluded, whatever notation', async () => {
    const excluded = await verifiedAccount();
    await takeExclusion(db, excluded.id, 'self_exclusion', '6m');
    const byEmail = await signUp(emailRegistration({ email: excluded.email.toUpperCase() }));
    expect([byEmail.status, byEmail.body.errors]).toEqual([400, [{ code: 'registration_self_excluded', field: 'email' }]]);
    const byPhone = await signUp(phoneRegistration({ phone: formatted(excluded.phone) }));
    expect([byPhone.status, byPhone.body.errors]).toEqual([400, [{ code: 'registration_self_excluded', field: 'phone' }]]);
    // The form shows it in every language.
    for (const messages of [en, ru, it_]) expect(messages.apiErrors.registration_self_excluded).toMatch(/.{30,}/);
  });

  it('another account cannot add the self-excluded account’s phone or e-mail: contact_self_excluded; a time-out alone is just taken', async () => {
    const excluded = await verifiedAccount();
    await takeExclusion(db, excluded.id, 'self_exclusion', 'permanent');
    const other = await signUp(emailRegistration());
    const phone = await create(other.body.accessToken, 'phone', formatted(excluded.phone));
    expect([phone.status, phone.body.errors]).toEqual([400, [{ code: 'contact_self_excluded', field: 'value' }]]);
    const email = await create(other.body.accessToken, 'email', excluded.email);
    expect(email.body.errors).toEqual([{ code: 'contact_self_excluded', field: 'value' }]);
    for (const messages of [en, ru, it_]) expect(messages.apiErrors.contact_self_excluded).toMatch(/.{30,}/);

    const paused = await verifiedAccount();
    await takeExclusion(db, paused.id, 'time_out', '24h');
    expect((await create(other.body.accessToken, 'phone', paused.phone)).body.errors).toEqual([{ code: 'phone_taken', field: 'value' }]);
    expect((await signUp(emailRegistration({ email: paused.email }))).body.errors).toEqual([{ code: 'email_taken', field: 'email' }]);
  });
});

describe('an unverified e-mail does not reserve its address for ever', () => {
  it('holds it for 72 hours; then the real owner registers with it and the other account loses it', async () => {
    const email = uniqueEmail('owned');
    const squatter = await signUp(emailRegistration({ email }));
    expect(squatter.status).toBe(200);
    const early = await signUp(emailRegistration({ email }));
    expect([early.status, early.body.errors]).toEqual([400, [{ code: 'email_taken', field: 'email' }]]);

    advanceClock(UNVERIFIED_CLAIM_TTL_MS + 60_000);
    const owner = await signUp(emailRegistration({ email, nickname: uniqueNickname() }));
    expect(owner.status).toBe(200);
    expect((await profileOf(owner.body.accessToken)).emails).toEqual([{ email, is_primary: true, is_verified: false }]);
    // The address logs into the new account now.
    const logged = await api<Tokens>(login, '/json-api/login', { body: { login: email, password: PASSWORD } });
    expect(logged.status).toBe(200);
    expect((await profileOf(logged.body.accessToken)).emails[0]?.email).toBe(email);
    const [held] = await db.select().from(userContacts).where(and(eq(userContacts.type, 'email'), eq(userContacts.value, email)));
    expect(held?.isVerified).toBe(false);
    expect((await db.select().from(userContacts).where(and(eq(userContacts.type, 'email'), eq(userContacts.value, email)))).length).toBe(1);
  });

  it('an account that has paid a deposit in keeps its unverified e-mail after 72 hours: its player is no squatter', async () => {
    const email = uniqueEmail('depositor');
    const player = await signUp(emailRegistration({ email }));
    const playerId = (await api<{ data: { id: number } }>(getProfile, '/json-api/users/profile', { bearer: player.body.accessToken })).body.data.id;
    await payDeposit(playerId);
    advanceClock(UNVERIFIED_CLAIM_TTL_MS + 60_000);
    const newcomer = await signUp(emailRegistration({ email, nickname: uniqueNickname() }));
    expect([newcomer.status, newcomer.body.errors]).toEqual([400, [{ code: 'email_taken', field: 'email' }]]);
    expect((await contactsOf(playerId)).map((c) => c.value)).toContain(email);
    const logged = await api<Tokens>(login, '/json-api/login', { body: { login: email, password: PASSWORD } });
    expect(logged.status).toBe(200);
  });

  it('someone who proves the address (verifies it) takes it at once from an unverified holder', async () => {
    const email = uniqueEmail('proven');
    const squatter = await signUp(emailRegistration({ email }));
    const squatterId = (await api<{ data: { id: number } }>(getProfile, '/json-api/users/profile', { bearer: squatter.body.accessToken })).body.data.id;
    const owner = await signUp(emailRegistration());
    const added = await create(owner.body.accessToken, 'email', email);
    expect(added.status).toBe(200);
    expect((await requestEmailLink(owner.body.accessToken, added.body.data!.id)).status).toBe(200);
    expect(await openLink((await lastLinkToken(email)).token)).toBe('/en/profile/info?email=confirmed');
    // It replaces the owner's own unverified registration e-mail as their login.
    expect((await profileOf(owner.body.accessToken)).emails).toEqual([{ email, is_primary: true, is_verified: true }]);
    expect((await contactsOf(squatterId)).map((c) => c.value)).not.toContain(email);
    // A verified owner is never displaced: a newcomer gets email_taken, even after 72 hours.
    advanceClock(UNVERIFIED_CLAIM_TTL_MS + 60_000);
    expect((await signUp(emailRegistration({ email }))).body.errors).toEqual([{ code: 'email_taken', field: 'email' }]);
  });

  it('the operator scripts name a player by a verified e-mail only', async () => {
    const unverified = uniqueEmail('unproven');
    expect((await signUp(emailRegistration({ email: unverified }))).status).toBe(200);
    expect(await playerByName(db, unverified)).toBeNull();
    const verified = await verifiedAccount();
    expect(await playerByName(db, verified.email)).toBe(verified.id);
  });
});

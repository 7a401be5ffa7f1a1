import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { DepositStartDto } from '@/lib/domain/cashbox/cashbox-types';
import { accountLinks, accountTraces } from '@/lib/platform/db/schema';
import { areLinked } from '@/lib/platform/account-links/traces';
import { DEVICE_COOKIE } from '@/lib/platform/account-links/device-cookie';
import { deposit } from '@/lib/platform/wallet/credits';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as login } from '@/app/json-api/login/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { POST as confirmPhone } from '@/app/json-api/players/phones/confirm/route';
import { POST as requestPayout } from '@/app/json-api/treasury/user-payout/[method]/route';
import { POST as rbk } from '@/app/json-api/treasury/rbk-create-invoice/route';
import { POST as complete } from '@/app/json-api/treasury/sandbox/[token]/complete/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, lastSms, PASSWORD, resetThrottles, uniqueEmail, uniquePhone } from './helpers/accounts';
import { approveDocuments } from './helpers/documents';
import { key } from './helpers/wallet';

/**
 * Linked accounts (lib/platform/account-links): players seen with the same device, client address
 * (at registration or login) or payment instrument (a payout account, a deposit's payer) are linked,
 * with the reason; others are not.
 */
interface Player {
  id: number;
  bearer: string;
  email: string;
  device: string;
}

let db: Db;
let addresses = 0;
const freshAddress = () => `203.0.113.${++addresses}`;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  process.env.TRUST_PROXY = '1';
  // Many sign-ups from one address here: the limits have their own file (accounts-sign-up-limits).
  process.env.REGISTRATIONS_FREE_PER_ADDRESS = '1000';
  process.env.REGISTRATIONS_FREE_PER_DEVICE = '1000';
  process.env.REGISTRATIONS_MAX_PER_ADDRESS = '0';
  process.env.REGISTRATIONS_MAX_PER_DEVICE = '0';
  db = await openSeededDb();
});
afterEach(() => resetThrottles(db));
afterAll(async () => {
  for (const name of ['TRUST_PROXY', 'REGISTRATIONS_FREE_PER_ADDRESS', 'REGISTRATIONS_FREE_PER_DEVICE', 'REGISTRATIONS_MAX_PER_ADDRESS', 'REGISTRATIONS_MAX_PER_DEVICE']) delete process.env[name];
  await closeTestDb();
});

const cookieOf = (device?: string): Record<string, string> => (device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {});

async function signUp(address: string, device?: string): Promise<Player> {
  const email = uniqueEmail('link');
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { forwardedFor: address, headers: cookieOf(device), body: emailRegistration({ email }) });
  expect(res.status).toBe(200);
  const me = await api<{ data: { id: number } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  const set = /croupier_device=([^;]+)/.exec(res.headers.getSetCookie().join('\n'))?.[1];
  return { id: me.body.data.id, bearer: res.body.accessToken, email, device: device ?? set! };
}

/** Why the two are linked (none: not linked). */
const reasons = async (a: Player, b: Player) =>
  (await db.select({ reason: accountLinks.reason }).from(accountLinks).where(and(eq(accountLinks.userId, Math.min(a.id, b.id)), eq(accountLinks.linkedUserId, Math.max(a.id, b.id))))).map((l) => l.reason).sort();

it('links players who signed up from one address, and not those from another', async () => {
  const address = freshAddress();
  const a = await signUp(address);
  const b = await signUp(`::ffff:${address}`);
  const c = await signUp(freshAddress());
  expect(await reasons(a, b)).toEqual(['address']);
  expect(await areLinked(db, a.id, b.id)).toBe(true);
  expect(await areLinked(db, b.id, a.id)).toBe(true);
  expect(await areLinked(db, a.id, c.id)).toBe(false);
  // No address in clear: the trace holds a keyed digest.
  const traces = await db.select().from(accountTraces).where(eq(accountTraces.userId, a.id));
  expect(traces.map((t) => [t.kind, t.source]).sort()).toEqual([['address', 'registration'], ['device', 'registration']]);
  expect(JSON.stringify(traces)).not.toContain(address);
});

it('links players who signed up on one device (the device cookie), whatever their addresses', async () => {
  const a = await signUp(freshAddress());
  const b = await signUp(freshAddress(), a.device);
  expect(await reasons(a, b)).toEqual(['device']);
});

it('links a player who logs in from another player’s address or device; a login seen before adds nothing', async () => {
  const a = await signUp(freshAddress());
  const b = await signUp(freshAddress());
  const home = freshAddress();
  const c = await signUp(home);
  expect(await areLinked(db, a.id, c.id)).toBe(false);
  const logIn = (p: Player, address: string, device?: string) => api(login, '/json-api/login', { forwardedFor: address, headers: cookieOf(device), body: { login: p.email, password: PASSWORD } });
  expect((await logIn(a, home)).status).toBe(200);
  expect(await reasons(a, c)).toEqual(['address']);
  expect((await logIn(b, freshAddress(), c.device)).status).toBe(200);
  expect(await reasons(b, c)).toEqual(['device']);
  const before = await db.select().from(accountTraces).where(eq(accountTraces.userId, a.id));
  expect((await logIn(a, home, a.device)).status).toBe(200);
  expect(await db.select().from(accountTraces).where(eq(accountTraces.userId, a.id))).toEqual(before);
});

it('links players who share a payment instrument: a payout card, and the card a deposit was paid with', async () => {
  const CARD = '4111 1111 1111 1111';
  const payee = async () => {
    const p = await signUp(freshAddress());
    const phone = uniquePhone();
    expect((await api(createContact, '/json-api/players/contacts/create/phone', { body: { value: phone }, bearer: p.bearer, params: { type: 'phone' } })).status).toBe(200);
    expect((await api(confirmPhone, '/json-api/players/phones/confirm', { body: { phone, code: await lastSms(phone) }, bearer: p.bearer })).status).toBe(200);
    await approveDocuments(db, p.id);
    await deposit(db, { transactionId: key('links'), userId: p.id, currency: 'RUB', amount: 50_000 });
    return p;
  };
  const ask = (p: Player, account: string) => api(requestPayout, '/json-api/treasury/user-payout/card', { bearer: p.bearer, body: { amount: 10_000, account }, params: { method: 'card' } });
  const [a, b, c] = [await payee(), await payee(), await payee()];
  expect((await ask(a, CARD)).status).toBe(200);
  expect((await ask(b, CARD.replaceAll(' ', ''))).status).toBe(200);
  expect((await ask(c, '5555 5555 5555 4444')).status).toBe(200);
  expect(await reasons(a, b)).toEqual(['payment']);
  expect(await areLinked(db, a.id, c.id)).toBe(false);

  // A deposit paid with the first card: its payer is linked to the card's payout accounts.
  const d = await signUp(freshAddress());
  const started = await api<{ data: DepositStartDto }>(rbk, '/json-api/treasury/rbk-create-invoice', { bearer: d.bearer, body: { method: 'sbp', amount: 50_000 } });
  const token = started.body.data.redirectUrl.split('/').pop()!;
  expect((await api(complete, `/json-api/treasury/sandbox/${token}/complete`, { params: { token }, body: { outcome: 'paid', card: '4111111111111111' } })).status).toBe(200);
  expect(await reasons(a, d)).toEqual(['payment']);
  expect(await areLinked(db, c.id, d.id)).toBe(false);
});

it('sign-ups from one address at once are all linked with each other', async () => {
  const address = freshAddress();
  const players = await Promise.all(Array.from({ length: 6 }, () => signUp(address)));
  for (const a of players) for (const b of players) if (a.id < b.id) expect(await areLinked(db, a.id, b.id)).toBe(true);
});

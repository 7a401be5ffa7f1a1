import { desc, eq, sql } from 'drizzle-orm';
import type { LastBetDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Db } from '@/lib/platform/db/client';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { cashboxOpens, gameRounds, gameSessions, games } from '@/lib/platform/db/schema';
import { deposit } from '@/lib/platform/wallet/credits';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { GET as paymentSystem } from '@/app/json-api/treasury/payment-system/route';
import { GET as payoutSystem } from '@/app/json-api/treasury/payout-system/route';
import { GET as generalLimit } from '@/app/json-api/treasury/general-limit/route';
import { GET as sumRange } from '@/app/json-api/treasury/sum-range/route';
import { GET as lastBet } from '@/app/json-api/treasury/user/last-bet/route';
import { GET as deposits } from '@/app/json-api/treasury/user/deposits/route';
import { GET as payouts } from '@/app/json-api/treasury/user/payouts/route';
import { GET as newPayouts } from '@/app/json-api/treasury/user/new-payouts/route';
import { POST as open } from '@/app/json-api/treasury/open/route';
import { POST as requestPayout } from '@/app/json-api/treasury/user-payout/[method]/route';
import { GET as todayAmount } from '@/app/json-api/users/statistics/today-deposit-amount/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, resetThrottles, type Req } from './helpers/accounts';
import type { Handler } from './helpers/api-call';
import { key } from './helpers/wallet';
import { approveDocuments } from './helpers/documents';

/** Calls of the cashbox that only read or record, auth on every call, and the wagering rule of payouts. */

// The wagering amount is 0 until bonuses with wagering exist; the payout rule reads it from getBalance.
let mockWagering = 0;
jest.mock('@/lib/platform/accounts/balance', () => {
  const actual = jest.requireActual<typeof import('@/lib/platform/accounts/balance')>('@/lib/platform/accounts/balance');
  return { ...actual, getBalance: async (executor: Db, userId: number) => ({ ...(await actual.getBalance(executor, userId)), wagering: mockWagering }) };
});

type Errors = { errors: { code: string; field?: string }[] };
let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  resetClock();
  mockWagering = 0;
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

async function player(): Promise<{ bearer: string; id: number }> {
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body: emailRegistration({ currency: 'RUB' }) });
  const me = await api<{ data: { id: number } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  return { bearer: res.body.accessToken, id: me.body.data.id };
}

it('every player call answers 401 without a player, and with an expired token', async () => {
  const p = await player();
  const calls: [Handler<Record<string, string>>, string, Req<Record<string, string>>][] = [
    [paymentSystem, '/json-api/treasury/payment-system', {}],
    [payoutSystem, '/json-api/treasury/payout-system', {}],
    [generalLimit, '/json-api/treasury/general-limit', {}],
    [sumRange, '/json-api/treasury/sum-range', {}],
    [lastBet, '/json-api/treasury/user/last-bet', {}],
    [deposits, '/json-api/treasury/user/deposits?offset=0', {}],
    [payouts, '/json-api/treasury/user/payouts?offset=0', {}],
    [newPayouts, '/json-api/treasury/user/new-payouts', {}],
    [todayAmount, '/json-api/users/statistics/today-deposit-amount', {}],
    [open, '/json-api/treasury/open', { body: { dep_qs: null, qs: null } }],
  ];
  for (const [handler, path, req] of calls) {
    const res = await api<Errors>(handler, path, req);
    expect([path, res.status, res.body.errors]).toEqual([path, 401, [{ code: 'unauthorized' }]]);
    expect((await api(handler, path, { ...req, bearer: p.bearer })).status).toBe(200);
  }
  advanceClock(16 * 60_000);
  expect((await api(generalLimit, '/json-api/treasury/general-limit', { bearer: p.bearer })).status).toBe(401);
});

it('records each cashbox open with the marketing query strings', async () => {
  const p = await player();
  const res = await api(open, '/json-api/treasury/open', { bearer: p.bearer, body: { dep_qs: 'utm_source=mail', qs: 'ref=42' } });
  expect([res.status, res.body]).toEqual([200, { success: true }]);
  await api(open, '/json-api/treasury/open', { bearer: p.bearer, body: {} });
  const rows = await db.select().from(cashboxOpens).where(eq(cashboxOpens.userId, p.id)).orderBy(desc(cashboxOpens.id));
  expect(rows.map((r) => [r.depQs, r.qs])).toEqual([[null, null], ['utm_source=mail', 'ref=42']]);
  expect((await api<Errors>(open, '/json-api/treasury/open', { bearer: p.bearer, body: { qs: 5 } })).body.errors).toEqual([{ code: 'invalid_value', field: 'qs' }]);
});

it('last-bet answers the latest real-money bet, never a demo round', async () => {
  const p = await player();
  const read = async () => (await api<{ data: { data: LastBetDto | null } }>(lastBet, '/json-api/treasury/user/last-bet', { bearer: p.bearer })).body.data.data;
  expect(await read()).toBeNull();
  const [game] = await db.select({ id: games.id, slug: games.slug, name: games.name }).from(games).limit(1);
  const round = async (sessionId: string, mode: 'real' | 'demo', bet: number, at: Date) => {
    await db.insert(gameSessions).values({ id: sessionId, runToken: `${sessionId}-token`, gameId: game!.id, userId: p.id, mode, currency: 'RUB', platform: 'desktop', status: 'active', createdAt: at }).onConflictDoNothing();
    await db.insert(gameRounds).values({ sessionId, roundId: key('round'), gameId: game!.id, userId: p.id, mode, currency: 'RUB', bet, win: 0, outcome: {}, createdAt: at });
  };
  const t = now();
  await round(`real-${p.id}`, 'real', 2_500, new Date(t.getTime() - 60_000));
  await round(`demo-${p.id}`, 'demo', 9_900, t);
  expect(await read()).toEqual({ amount: 2_500, currency: 'RUB', game: { slug: game!.slug, name: game!.name }, created_at: Math.floor((t.getTime() - 60_000) / 1000) });
});

it('refuses a payout while bonus wagering is not complete (spec §6), and takes it once wagered', async () => {
  const p = await player();
  await deposit(db, { transactionId: key('wagering'), userId: p.id, currency: 'RUB', amount: 50_000 });
  await db.execute(
    // A verified phone, as the profile's SMS confirmation leaves it (the payouts tests go through the calls).
    sql`insert into user_contacts (user_id, type, value, is_primary, is_verified, verified_at, created_at)
      values (${p.id}, 'phone', ${`7999${String(p.id).padStart(7, '0')}`}, false, true, ${now().toISOString()}, ${now().toISOString()})`,
  );
  await approveDocuments(db, p.id);
  const ask = () => api<Errors, { method: string }>(requestPayout, '/json-api/treasury/user-payout/card', { bearer: p.bearer, body: { amount: 20_000, account: '4111111111111111' }, params: { method: 'card' } });
  mockWagering = 1;
  const refused = await ask();
  expect([refused.status, refused.body.errors]).toEqual([400, [{ code: 'wagering_not_complete' }]]);
  expect((await readBalances(db, p.id, 'RUB')).real).toBe(50_000);
  mockWagering = 0;
  expect((await ask()).status).toBe(200);
  expect((await readBalances(db, p.id, 'RUB')).real).toBe(30_000);
});

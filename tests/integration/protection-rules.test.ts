import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/platform/db/client';
import type { DepositStartDto } from '@/lib/domain/cashbox/cashbox-types';
import type { ExclusionDto, PlaySummaryDto, ProtectionDto } from '@/lib/domain/protection/protection';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { completeDeposit } from '@/lib/platform/cashbox/deposit-completion';
import { takeExclusion } from '@/lib/platform/protection/exclusion';
import { isExcludedNow } from '@/lib/platform/exclusion/excluded-now';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as profile } from '@/app/json-api/users/profile/route';
import { POST as login } from '@/app/json-api/login/route';
import { GET as marbella } from '@/app/json-api/treasury/user/marbella/deposit/[method]/[amount]/route';
import { GET as protection } from '@/app/json-api/protection/route';
import { PUT as depositLimits } from '@/app/json-api/protection/deposit-limits/route';
import { PUT as realityCheck } from '@/app/json-api/protection/reality-check/route';
import { POST as timeOut } from '@/app/json-api/protection/time-out/route';
import { POST as selfExclusion } from '@/app/json-api/protection/self-exclusion/route';
import { GET as playSummary } from '@/app/json-api/protection/play-summary/route';
import { POST as playRound } from '@/app/json-api/studio/rounds/route';
import { deposit } from '@/lib/platform/wallet/credits';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, PASSWORD, resetThrottles } from './helpers/accounts';
import { runToken, spin } from './helpers/studio-play';

/** Player protection: the player's deposit limits, reality check, time-out and self-exclusion. */
type Errors = { errors: { code: string; field?: string }[] };
type Player = { bearer: string; id: number; hash: string; email: string };

let db: Db;
const HOUR = 3_600_000;

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

async function player(): Promise<Player> {
  const body = emailRegistration();
  const res = await api<{ accessToken: string }>(register, '/json-api/users/register', { body });
  const me = await api<{ data: { id: number; hash: string } }>(profile, '/json-api/users/profile', { bearer: res.body.accessToken });
  return { bearer: res.body.accessToken, id: me.body.data.id, hash: me.body.data.hash, email: body.email as string };
}

const read = async (p: Player) => (await api<{ data: ProtectionDto }>(protection, '/json-api/protection', { bearer: p.bearer })).body.data;
const setLimits = (p: Player, body: unknown) => api<{ data: ProtectionDto } & Errors>(depositLimits, '/json-api/protection/deposit-limits', { method: 'PUT', bearer: p.bearer, body });
const limit = (dto: ProtectionDto, period: 'day' | 'week' | 'month') => dto.deposit_limits.find((l) => l.period === period)!;
const startCard = (p: Player, amount: number) =>
  api<{ data: DepositStartDto } & Errors & { period?: string; remaining?: number }, { method: string; amount: string }>(marbella, `/json-api/treasury/user/marbella/deposit/card/${amount}`, {
    bearer: p.bearer,
    params: { method: 'card', amount: String(amount) },
  });
const pay = async (started: { body: { data: DepositStartDto } }) => {
  await completeDeposit(db, started.body.data.redirectUrl.split('/').pop()!, 'paid', 'ru');
};
const loginAs = (p: Player, lang = 'ru') => api<{ accessToken?: string; message?: string; until?: string | null } & Errors>(login, '/json-api/login', { body: { login: p.email, password: PASSWORD }, lang });
/** After the clock moved past the access token's 15 minutes: log in again. */
async function relogin(p: Player): Promise<void> {
  p.bearer = (await loginAs(p)).body.accessToken!;
}

describe('deposit limits', () => {
  it('a first limit and a decrease apply at once; an increase and a removal wait 24 hours', async () => {
    const p = await player();
    expect(await read(p)).toEqual({
      currency: 'RUB',
      deposit_limits: [
        { period: 'day', amount: null, pending: null, used: 0 },
        { period: 'week', amount: null, pending: null, used: 0 },
        { period: 'month', amount: null, pending: null, used: 0 },
      ],
      reality_check_minutes: 0,
      exclusion: null,
    });
    const first = await setLimits(p, { day: 500_000, week: 2_000_000 });
    expect(first.status).toBe(200);
    expect(limit(first.body.data, 'day')).toEqual({ period: 'day', amount: 500_000, pending: null, used: 0 });
    expect(limit(first.body.data, 'week').amount).toBe(2_000_000);
    expect(limit(first.body.data, 'month').amount).toBeNull();

    expect(limit((await setLimits(p, { day: 300_000 })).body.data, 'day')).toEqual({ period: 'day', amount: 300_000, pending: null, used: 0 });

    const raised = await setLimits(p, { day: 900_000, week: null });
    const at = now().getTime();
    const day = limit(raised.body.data, 'day');
    expect(day.amount).toBe(300_000);
    expect(day.pending?.amount).toBe(900_000);
    expect(Math.abs(Date.parse(day.pending!.effective_at) - (at + 24 * HOUR))).toBeLessThan(5_000);
    expect(limit(raised.body.data, 'week')).toMatchObject({ amount: 2_000_000, pending: { amount: null } });

    // Asking again does not restart the wait.
    advanceClock(10 * HOUR);
    await relogin(p);
    expect(limit((await setLimits(p, { day: 900_000 })).body.data, 'day').pending?.effective_at).toBe(day.pending!.effective_at);
    advanceClock(13 * HOUR);
    await relogin(p);
    expect(limit(await read(p), 'day')).toMatchObject({ amount: 300_000, pending: { amount: 900_000 } });
    advanceClock(1 * HOUR + 1_000);
    await relogin(p);
    const later = await read(p);
    expect(limit(later, 'day')).toEqual({ period: 'day', amount: 900_000, pending: null, used: 0 });
    expect(limit(later, 'week')).toEqual({ period: 'week', amount: null, pending: null, used: 0 });
  });

  it('a decrease during a pending increase applies at once and drops the increase', async () => {
    const p = await player();
    await setLimits(p, { month: 1_000_000 });
    await setLimits(p, { month: 5_000_000 });
    const lowered = await setLimits(p, { month: 800_000 });
    expect(limit(lowered.body.data, 'month')).toEqual({ period: 'month', amount: 800_000, pending: null, used: 0 });
  });

  it('a deposit above a limit is refused with the period and what remains; the window rolls', async () => {
    const p = await player();
    await setLimits(p, { day: 200_000, week: 300_000 });
    await pay(await startCard(p, 150_000));
    const over = await startCard(p, 60_000);
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ errors: [{ code: 'player_deposit_limit_exceeded', field: 'amount' }], period: 'day', limit: 200_000, remaining: 50_000 });
    expect((await startCard(p, 50_000)).status).toBe(200); // exactly fits (and stays open: it counts)
    expect(limit(await read(p), 'day').used).toBe(200_000);
    expect((await startCard(p, 10_000)).body.errors[0]?.code).toBe('player_deposit_limit_exceeded');
    // A day later the day window is free again, the week still holds both.
    advanceClock(25 * HOUR);
    await relogin(p);
    const week = await startCard(p, 200_000);
    expect(week.body).toMatchObject({ errors: [{ code: 'player_deposit_limit_exceeded' }], period: 'week', remaining: 150_000 });
    expect((await startCard(p, 100_000)).status).toBe(200);
  });

  it('two deposits at once never pass the limit together', async () => {
    const p = await player();
    await setLimits(p, { day: 100_000 });
    const both = await Promise.all([startCard(p, 60_000), startCard(p, 60_000), startCard(p, 60_000)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(limit(await read(p), 'day').used).toBe(60_000);
  });

  it('bad bodies are 400 with the field; an empty body changes nothing', async () => {
    const p = await player();
    const cases: [unknown, Errors['errors']][] = [
      [{}, [{ code: 'limits_required' }]],
      [{ day: -5 }, [{ code: 'invalid_value', field: 'day' }]],
      [{ day: 12.5 }, [{ code: 'invalid_value', field: 'day' }]],
      [{ week: '1000' }, [{ code: 'invalid_value', field: 'week' }]],
      [{ month: 1e20 }, [{ code: 'invalid_value', field: 'month' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await setLimits(p, body);
      expect([res.status, res.body.errors]).toEqual([400, errors]);
    }
    const text = await api<Errors>(depositLimits, '/json-api/protection/deposit-limits', { method: 'PUT', bearer: p.bearer, rawBody: '[1]' });
    expect(text.status).toBe(400);
    expect((await api<Errors>(protection, '/json-api/protection')).status).toBe(401);
  });
});

describe('reality check', () => {
  it('keeps the interval and sums the real rounds since the game opened', async () => {
    const p = await player();
    await deposit(db, { transactionId: `test-dep:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000_000 });
    const set = await api<{ data: ProtectionDto } & Errors>(realityCheck, '/json-api/protection/reality-check', { method: 'PUT', bearer: p.bearer, body: { minutes: 15 } });
    expect(set.body.data.reality_check_minutes).toBe(15);
    const bad = await api<Errors>(realityCheck, '/json-api/protection/reality-check', { method: 'PUT', bearer: p.bearer, body: { minutes: 7 } });
    expect([bad.status, bad.body.errors]).toEqual([400, [{ code: 'invalid_value', field: 'minutes' }]]);

    const since = now().getTime() - 1_000;
    const token = await runToken(p);
    let stakes = 0;
    let wins = 0;
    for (let i = 0; i < 3; i++) {
      const round = await spin(token, 1_000);
      stakes += 1_000;
      wins += round.win;
    }
    const summary = await api<{ data: PlaySummaryDto }>(playSummary, `/json-api/protection/play-summary?since=${since}`, { bearer: p.bearer });
    expect(summary.body.data).toEqual({ currency: 'RUB', stakes, wins, net: wins - stakes, rounds: 3 });
    const future = await api<{ data: PlaySummaryDto }>(playSummary, `/json-api/protection/play-summary?since=${now().getTime() + HOUR}`, { bearer: p.bearer });
    expect(future.body.data.rounds).toBe(0);
    const malformed = await api<Errors>(playSummary, '/json-api/protection/play-summary?since=yesterday', { bearer: p.bearer });
    expect([malformed.status, malformed.body.errors]).toEqual([400, [{ code: 'invalid_query', field: 'since' }]]);
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out logs out everywhere, ends game sessions, refuses login (with until) and deposits until its end', async () => {
    const p = await player();
    await deposit(db, { transactionId: `test-dep:${randomUUID()}`, userId: p.id, currency: 'RUB', amount: 1_000_000 });
    const token = await runToken(p);
    const taken = await api<{ data: ExclusionDto }>(timeOut, '/json-api/protection/time-out', { bearer: p.bearer, body: { period: '24h' } });
    expect(taken.status).toBe(200);
    expect(taken.body.data.kind).toBe('time_out');
    expect(Math.abs(Date.parse(taken.body.data.until!) - (now().getTime() + 24 * HOUR))).toBeLessThan(5_000);
    expect(taken.cookie).toBe('');

    // The access token's login is over; the game session too.
    expect((await api<Errors>(protection, '/json-api/protection', { bearer: p.bearer })).status).toBe(401);
    const round = await api<Errors>(playRound, '/json-api/studio/rounds', { body: { runToken: token, roundId: randomUUID(), bet: 1_000 } });
    expect(round.body.errors[0]?.code).toBe('game_session_deactivated');

    const refused = await loginAs(p, 'en');
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([{ code: 'account_timed_out' }]);
    expect(refused.body.until).toBe(taken.body.data.until);
    expect(refused.body.message).toMatch(/time-out.*UTC/i);
    expect(await isExcludedNow(db, p.id)).toBe(true);
    await expect(takeExclusion(db, p.id, 'time_out', '24h')).resolves.toMatchObject({ kind: 'time_out' }); // the same end again: allowed, not shorter

    advanceClock(24 * HOUR + 60_000);
    const back = await loginAs(p);
    expect(back.status).toBe(200);
    const fresh = { ...p, bearer: back.body.accessToken! };
    expect((await startCard(fresh, 50_000)).status).toBe(200);
    expect(await isExcludedNow(db, p.id)).toBe(false);
  });

  it('deposits are refused while excluded, even with a token issued before', async () => {
    const p = await player();
    await takeExclusion(db, p.id, 'time_out', '7d');
    // The token's session is revoked: 401 first. The cashbox's own check holds for any other way in.
    expect((await startCard(p, 50_000)).status).toBe(401);
    const { assertNotExcluded } = await import('@/lib/platform/protection/exclusion');
    await expect(assertNotExcluded(db, p.id)).rejects.toMatchObject({ code: 'account_timed_out', kind: 'forbidden' });
  });

  it('a self-exclusion cannot be undone or shortened, only extended; permanent has no end', async () => {
    const p = await player();
    const taken = await api<{ data: ExclusionDto }>(selfExclusion, '/json-api/protection/self-exclusion', { bearer: p.bearer, body: { period: '6m' } });
    expect(taken.status).toBe(200);
    const until = taken.body.data.until!;
    expect(Date.parse(until) - now().getTime()).toBeGreaterThan(180 * 24 * HOUR);
    await expect(takeExclusion(db, p.id, 'time_out', '30d')).rejects.toMatchObject({ code: 'exclusion_cannot_shorten', kind: 'conflict', details: { until } });
    await expect(takeExclusion(db, p.id, 'self_exclusion', 'permanent')).resolves.toMatchObject({ until: null });
    await expect(takeExclusion(db, p.id, 'self_exclusion', '6m')).rejects.toMatchObject({ code: 'exclusion_cannot_shorten', details: { until: null } });

    advanceClock(400 * 24 * HOUR);
    const refused = await loginAs(p);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errors: [{ code: 'account_self_excluded' }], until: null });
    expect(refused.body.message).toBeTruthy();
  });

  it('a wrong password during a time-out is still just invalid credentials; bad periods are 400', async () => {
    const p = await player();
    const bad = await api<Errors>(timeOut, '/json-api/protection/time-out', { bearer: p.bearer, body: { period: '1h' } });
    expect([bad.status, bad.body.errors]).toEqual([400, [{ code: 'invalid_value', field: 'period' }]]);
    const none = await api<Errors>(selfExclusion, '/json-api/protection/self-exclusion', { bearer: p.bearer, body: {} });
    expect([none.status, none.body.errors]).toEqual([400, [{ code: 'required', field: 'period' }]]);
    expect((await api<Errors>(timeOut, '/json-api/protection/time-out', { body: { period: '24h' } })).status).toBe(401);
    await takeExclusion(db, p.id, 'time_out', '24h');
    const wrong = await api<Errors>(login, '/json-api/login', { body: { login: p.email, password: 'Wrong-pass1' } });
    expect([wrong.status, wrong.body.errors[0]?.code]).toEqual([401, 'invalid_credentials']);
  });
});

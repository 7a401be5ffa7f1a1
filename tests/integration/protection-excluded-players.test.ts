import { and, eq, sql } from 'drizzle-orm';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { DepositDto, DepositStartDto, SandboxInvoiceDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Db } from '@/lib/platform/db/client';
import { paymentProvider } from '@/lib/platform/cashbox/payment-provider';
import { listNotices } from '@/lib/platform/notifications/notices';
import { takeExclusion } from '@/lib/platform/protection/exclusion';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { promoHighFives, tournamentInvitations, userGifts, userNotifications } from '@/lib/platform/db/schema';
import { distributeGifts } from '@/lib/platform/gifts/gift-operator';
import { invitePlayer } from '@/lib/platform/tournaments/invitations';
import { POST as highFive } from '@/app/json-api/high-fives/route';
import { POST as login } from '@/app/json-api/login/route';
import { GET as deposits } from '@/app/json-api/treasury/user/deposits/route';
import { GET as marbella } from '@/app/json-api/treasury/user/marbella/deposit/[method]/[amount]/route';
import { POST as complete } from '@/app/json-api/treasury/sandbox/[token]/complete/route';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, PASSWORD, resetThrottles } from './helpers/accounts';
import { registerDepositor, registerPlayer, type TestPlayer } from './helpers/players';
import { codeOf, makePromotion } from './helpers/promotion-fixtures';
import { BALANCED, checkLedger } from './helpers/wallet';
import { emailOf } from './helpers/documents';

/**
 * What a time-out or self-exclusion does to things already under way: a deposit started before it
 * and paid during it goes back instead of being credited; nothing promotional reaches the player
 * (high-fives, gift campaigns, tournament invitations) while it runs.
 */
type Errors = { errors: { code: string; field?: string }[] };
type Invoice = { data: SandboxInvoiceDto } & Errors;

let db: Db;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});
afterEach(async () => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  resetClock();
  await resetThrottles(db);
});
afterAll(async () => {
  await closeTestDb();
});

async function start(p: TestPlayer, amount: number): Promise<{ id: number; token: string }> {
  const res = await api<{ data: DepositStartDto }, { method: string; amount: string }>(marbella, `/json-api/treasury/user/marbella/deposit/card/${amount}`, {
    bearer: p.bearer,
    params: { method: 'card', amount: String(amount) },
  });
  expect(res.status).toBe(200);
  return { id: res.body.data.deposit_id, token: res.body.data.redirectUrl.split('/').pop()! };
}

const pay = (token: string) => api<Invoice, { token: string }>(complete, `/json-api/treasury/sandbox/${token}/complete`, { params: { token }, body: { outcome: 'paid' }, xhr: true });
const real = async (p: TestPlayer) => (await readBalances(db, p.id, 'RUB')).real;

async function depositMovements(id: number): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from wallet_transactions where idempotency_key = ${`deposit:${id}`}`);
  return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n);
}

describe('a deposit paid during an exclusion', () => {
  it('started before a time-out and paid during it: not credited, returned through the provider once, and the player is told', async () => {
    const p = await registerPlayer({ currency: 'RUB' });
    const { id, token } = await start(p, 60_000);
    await takeExclusion(db, p.id, 'time_out', '24h');
    const provider = paymentProvider()!;
    const returned = jest.spyOn(provider, 'returnPayment');

    const first = await pay(token);
    expect([first.status, first.body.data.status]).toEqual([200, 'returned']);
    // A repeated confirmation answers the same invoice: nothing credited, nothing returned again.
    const again = await Promise.all([pay(token), pay(token)]);
    expect(again.map((r) => [r.status, r.body.data.status])).toEqual([
      [200, 'returned'],
      [200, 'returned'],
    ]);
    expect(returned).toHaveBeenCalledTimes(1);
    expect(returned).toHaveBeenCalledWith({ depositId: id, token, amount: 60_000, currency: 'RUB' });
    expect(await real(p)).toBe(0);
    expect(await depositMovements(id)).toBe(0);
    expect(await checkLedger(db)).toEqual(BALANCED);

    // After the time-out the player logs in and reads why, in their language, and sees the deposit as returned.
    advanceClock(DAY + 60_000);
    const notices = await listNotices(db, p.id, 0, 'en');
    expect(notices.data.map((n) => n.msg)).toContainEqual(expect.stringMatching(/not credited because a time-out or self-exclusion/));
    expect((await listNotices(db, p.id, 0, 'it')).data[0]?.msg).toMatch(/restituito/);
    const me = await api<{ accessToken: string }>(login, '/json-api/login', { body: { login: await emailOf(db, p.id), password: PASSWORD } });
    const list = await api<{ data: { data: DepositDto[] } }>(deposits, '/json-api/treasury/user/deposits', { bearer: me.body.accessToken });
    expect(list.body.data.data.find((d) => d.id === id)).toMatchObject({ status: 'returned', amount: 60_000 });
  });

  it('a return the provider refuses leaves the deposit held for the operator, still not credited, and a replay does not retry it', async () => {
    const p = await registerPlayer({ currency: 'RUB' });
    const { id, token } = await start(p, 45_000);
    await takeExclusion(db, p.id, 'self_exclusion', '6m');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const returned = jest.spyOn(paymentProvider()!, 'returnPayment').mockRejectedValue(new Error('provider down'));
    expect((await pay(token)).body.data.status).toBe('held');
    expect((await pay(token)).body.data.status).toBe('held');
    expect(returned).toHaveBeenCalledTimes(1);
    expect(await real(p)).toBe(0);
    expect(await depositMovements(id)).toBe(0);
  });

  it('without an exclusion the same deposit is credited as before', async () => {
    const p = await registerPlayer({ currency: 'RUB' });
    const { token } = await start(p, 30_000);
    const returned = jest.spyOn(paymentProvider()!, 'returnPayment');
    expect((await pay(token)).body.data.status).toBe('paid');
    expect(await real(p)).toBe(30_000);
    expect(returned).not.toHaveBeenCalled();
  });
});

describe('nothing promotional reaches an excluded player', () => {
  const SPEC: GiftSpec = { title: { ru: 'Подарок недели', en: 'Gift of the week', it: 'Regalo della settimana' }, terms: { type: 'xp', points: 25 }, validDays: 7 };

  it('a high-five to a player on a time-out is refused like any target that cannot take one: nothing recorded, no notice; the giver still can high-five others', async () => {
    const promo = await makePromotion(db);
    const [giver, target] = [await registerDepositor(), await registerDepositor()];
    // Both members first (a high-five seats them), then the target takes a time-out.
    expect((await give(target, promo.id, giver.id)).status).toBe(200);
    await takeExclusion(db, target.id, 'time_out', '24h');
    const refused = await give(giver, promo.id, target.id);
    expect([refused.status, codeOf(refused)]).toEqual([403, 'cannot_high_five']);
    expect(await db.select().from(promoHighFives).where(and(eq(promoHighFives.promoId, promo.id), eq(promoHighFives.toUserId, target.id)))).toEqual([]);
    expect(await db.select().from(userNotifications).where(and(eq(userNotifications.userId, target.id), eq(userNotifications.kind, 'high_five_received')))).toEqual([]);
    const other = await registerDepositor();
    expect((await give(other, promo.id, giver.id)).status).toBe(200);
    expect((await give(giver, promo.id, other.id)).status).toBe(200);
  });

  it('a gift campaign and a tournament invitation skip a player on a self-exclusion and reach the others', async () => {
    const [excluded, other] = [await registerPlayer(), await registerPlayer()];
    await takeExclusion(db, excluded.id, 'self_exclusion', 'permanent');
    const result = await distributeGifts(db, [excluded.id, other.id], SPEC, `excl-${excluded.id}`);
    expect(result).toMatchObject({ granted: [other.id], excluded: [excluded.id] });
    expect(await db.select().from(userGifts).where(eq(userGifts.userId, excluded.id))).toHaveLength(registrationGifts(await db.select().from(userGifts).where(eq(userGifts.userId, other.id))));
    expect(await db.select().from(userNotifications).where(and(eq(userNotifications.userId, excluded.id), eq(userNotifications.kind, 'gift_received')))).toEqual([]);
    expect(await invitePlayer(db, 'high-roller-invitational', excluded.id)).toBe('excluded');
    expect(await invitePlayer(db, 'high-roller-invitational', other.id)).toBe('invited');
    expect((await db.select().from(tournamentInvitations).where(eq(tournamentInvitations.userId, excluded.id))).length).toBe(0);
  });
});

const give = (from: TestPlayer, actionId: number, toUserId: number) =>
  api<{ data: { id: number } }>(highFive, '/json-api/high-fives', { bearer: from.bearer, body: { actionId, toUserId } });

/** The other player's gifts minus the campaign's one: what registration alone gave. */
const registrationGifts = (gifts: { reason: string }[]) => gifts.filter((g) => g.reason !== 'gift_distribution').length;


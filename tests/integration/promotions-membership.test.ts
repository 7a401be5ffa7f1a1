import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import type { UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import { promoMembers, promoPointLogs, promotions } from '@/lib/platform/db/schema';
import { movePromoPoints } from '@/lib/platform/promotions/points';
import { POST as beParticipantRoute } from '@/app/json-api/actions/be_participant/route';
import { GET as participantRoute } from '@/app/json-api/actions/[key]/participant/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer } from './helpers/players';
import { codeOf, flagMultiAccount, makePromotion, memberRow, seatMember } from './helpers/promotion-fixtures';

/**
 * Membership and points (spec §4 "Promo", §6, §7 participant and be_participant): who
 * is a member, joining once, every refusal, and the one home of point movements (never below
 * zero, once per cause, always with its log row).
 */
let db: Db;

withSeededDb((opened) => (db = opened));

const HOUR = 3_600_000;
const participant = (bearer: string | undefined, id: number | string) =>
  api<{ data: UserPromotionDataDto }, { key: string }>(participantRoute, `/json-api/actions/${id}/participant`, { bearer, params: { key: String(id) } });
const join = (bearer: string | undefined, body: unknown) => api<{ ok: boolean; action_id: number }>(beParticipantRoute, '/json-api/actions/be_participant', { bearer, body });
const promoOf = async (slug: string) => (await db.select().from(promotions).where(eq(promotions.slug, slug)))[0]!;

describe('GET /json-api/actions/{id}/participant', () => {
  it('needs a login; an unknown promo is 404', async () => {
    const promo = await promoOf('coin-exchange');
    expect((await participant(undefined, promo.id)).status).toBe(401);
    const p = await registerPlayer();
    expect(codeOf(await participant(p.bearer, 999_999))).toBe('not_found');
    expect((await participant(p.bearer, 'abc')).status).toBe(404);
  });

  it('a promo without the participate button: a member with 0 points from the start', async () => {
    const p = await registerPlayer();
    const promo = await promoOf('coin-exchange');
    const res = await participant(p.bearer, promo.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ actionId: promo.id, membership: true, points: 0, additionalPoints: 0, receivedPrizes: [], highFive: { rank: null, sent: 0, received: 0, sentToday: 0, sentTodayTo: [] } });
  });

  it('a promo with the button: 404 until joined, then a member; the rank once in the table', async () => {
    const p = await registerPlayer();
    const promo = await promoOf('grand-lottery');
    const before = await participant(p.bearer, promo.id);
    expect(before.status).toBe(404);
    expect(codeOf(before)).toBe('not_found');
    expect((await join(p.bearer, { actionId: promo.id })).status).toBe(200);
    const after = await participant(p.bearer, promo.id);
    expect(after.body.data).toMatchObject({ membership: true, points: 0, highFive: { rank: null } });
    // Seeded rivals hold 62, 48, 33 … whole points; 40 puts the player third (table entry 5).
    await seatMember(db, promo, p.id, 40);
    expect((await participant(p.bearer, promo.id)).body.data).toMatchObject({ points: 40 * PROMO_COINS, highFive: { rank: 3 } });
  });
});

describe('POST /json-api/actions/be_participant', () => {
  it('joins once: a second press answers the same and changes nothing', async () => {
    const p = await registerPlayer();
    const promo = await promoOf('grand-lottery');
    const res = await join(p.bearer, { actionId: promo.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, action_id: promo.id });
    expect((await join(p.bearer, { actionId: promo.id })).body).toEqual({ ok: true, action_id: promo.id });
    const rows = await db.select().from(promoMembers).where(eq(promoMembers.userId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ joined: true, points: 0 });
  });

  it('two presses at once make one member', async () => {
    const p = await registerPlayer();
    const promo = await makePromotion(db, { participantButton: true, template: 'template1' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => join(p.bearer, { actionId: promo.id })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await memberRow(db, promo.id, p.id))?.joined).toBe(true);
  });

  it('refuses what cannot be joined, with the spec’s codes', async () => {
    const p = await registerPlayer();
    expect((await join(undefined, { actionId: 1 })).status).toBe(401);
    const missing = await join(p.bearer, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ errors: [{ code: 'required', field: 'actionId' }] });
    expect(codeOf(await join(p.bearer, { actionId: 'x' }))).toBe('invalid_value');
    const unknown = await join(p.bearer, { actionId: 999_999 });
    expect([unknown.status, codeOf(unknown)]).toEqual([404, 'invalid_promotion']);
    const noButton = await join(p.bearer, { actionId: (await promoOf('coin-exchange')).id });
    expect([noButton.status, codeOf(noButton)]).toEqual([403, 'action_not_allowed']);
    expect(codeOf(await join(p.bearer, { actionId: (await promoOf('vip-club')).id }))).toBe('action_not_allowed');
    const future = await join(p.bearer, { actionId: (await promoOf('birthday-week')).id });
    expect([future.status, codeOf(future)]).toEqual([409, 'action_is_inactive']);
    expect(codeOf(await join(p.bearer, { actionId: (await promoOf('summer-lottery')).id }))).toBe('action_is_inactive');
    const q = await registerPlayer();
    await flagMultiAccount(db, q.id);
    const multi = await join(q.bearer, { actionId: (await promoOf('grand-lottery')).id });
    expect([multi.status, codeOf(multi)]).toEqual([403, 'user_is_blocked_for_multi_account']);
    expect(await memberRow(db, (await promoOf('grand-lottery')).id, q.id)).toBeUndefined();
  });
});

describe('movePromoPoints', () => {
  const logsOf = (promoId: number, userId: number) => db.select().from(promoPointLogs).where(eq(promoPointLogs.promoId, promoId)).then((rows) => rows.filter((r) => r.userId === userId));

  it('moves points with one log row, once per cause, never below zero', async () => {
    const p = await registerPlayer();
    const promo = await makePromotion(db);
    const base = { promoId: promo.id, userId: p.id, currency: 'main' as const, currencyId: promo.currencyId };
    const first = await movePromoPoints(db, { ...base, amount: 7 * PROMO_COINS, reason: 'duck_hunt', ref: 'shot:1' });
    expect(first).toMatchObject({ points: 7 * PROMO_COINS, repeated: false });
    const again = await movePromoPoints(db, { ...base, amount: 7 * PROMO_COINS, reason: 'duck_hunt', ref: 'shot:1' });
    expect(again).toMatchObject({ points: 7 * PROMO_COINS, amount: 7 * PROMO_COINS, repeated: true });
    await expect(movePromoPoints(db, { ...base, amount: -10 * PROMO_COINS, reason: 'exchange', ref: 'prize:1' })).rejects.toMatchObject({ code: 'insufficient_funds', details: { missing: 3 * PROMO_COINS } });
    await movePromoPoints(db, { ...base, currency: 'additional', currencyId: promo.additionalCurrencyId!, amount: 2 * PROMO_COINS, reason: 'deposit_achievement', ref: 'goal:1' });
    const row = await memberRow(db, promo.id, p.id);
    expect(row).toMatchObject({ points: 7 * PROMO_COINS, additionalPoints: 2 * PROMO_COINS, joined: false });
    expect((await logsOf(promo.id, p.id)).map((l) => [l.amount, l.balance, l.reason])).toEqual([
      [7 * PROMO_COINS, 7 * PROMO_COINS, 'duck_hunt'],
      [2 * PROMO_COINS, 2 * PROMO_COINS, 'deposit_achievement'],
    ]);
  });

  it('concurrent spends of one member never overdraw and log exactly what moved', async () => {
    const p = await registerPlayer();
    const promo = await makePromotion(db, { startAt: new Date(Date.now() - HOUR) });
    await seatMember(db, promo, p.id, 5);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => movePromoPoints(db, { promoId: promo.id, userId: p.id, currency: 'main', currencyId: promo.currencyId, amount: -PROMO_COINS, reason: 'exchange', ref: `spend:${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'insufficient_funds')).toBe(true);
    expect((await memberRow(db, promo.id, p.id))!.points).toBe(0);
    expect((await logsOf(promo.id, p.id)).reduce((sum, l) => sum + l.amount, 0)).toBe(0);
  });
});

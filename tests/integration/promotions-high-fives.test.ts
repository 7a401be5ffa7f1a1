import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import type { HighFiveDto, HighFiveStatisticDto, PageOf } from '@/lib/domain/promotions/promotion-dtos';
import { HIGH_FIVE_LIMITS } from '@/lib/domain/promotions/promotions';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { promoHighFives, promoMembers, promoPointLogs, userNotifications } from '@/lib/platform/db/schema';
import { onMessage } from '@/lib/platform/realtime/bus';
import { listNotices } from '@/lib/platform/notifications/notices';
import { participantData } from '@/lib/platform/promotions/membership';
import { POST as highFiveRoute } from '@/app/json-api/high-fives/route';
import { GET as listRoute } from '@/app/json-api/actions/[key]/high-fives/route';
import { GET as statisticRoute } from '@/app/json-api/actions/[key]/high-fives/statistic/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerDepositor, type TestPlayer } from './helpers/players';
import { codeOf, flagMultiAccount, makePromotion, memberRow, setNick, type PromotionRow } from './helpers/promotion-fixtures';

/**
 * High-fives (spec §6, §8, §9): points to both sides, the limits of the day (never
 * passed by concurrent requests), every refusal, the event and the notice to the receiver, the
 * lists and the statistic.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

const give = (bearer: string | undefined, body: unknown) => api<{ data: { id: number; points: number; sentToday: number } }>(highFiveRoute, '/json-api/high-fives', { bearer, body });
const list = (id: number, query = '', bearer?: string) =>
  api<{ data: PageOf<HighFiveDto> }, { key: string }>(listRoute, `/json-api/actions/${id}/high-fives${query}`, { bearer, params: { key: String(id) } });
const players = (n: number) => Promise.all(Array.from({ length: n }, () => registerDepositor()));

describe('POST /json-api/high-fives', () => {
  it('gives +1 point to each side, counts both, tells the receiver live and with a notice', async () => {
    const promo = await makePromotion(db);
    const [a, b] = (await players(2)) as [TestPlayer, TestPlayer];
    await setNick(db, a.id, `Giver${a.id}`);
    const heard: unknown[] = [];
    const stop = onMessage((room, message) => room === userRoom(b.hash) && heard.push(message));
    const res = await give(a.bearer, { actionId: promo.id, toUserId: b.id });
    stop();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ points: PROMO_COINS, sentToday: 1 });
    expect(await memberRow(db, promo.id, a.id)).toMatchObject({ points: PROMO_COINS, highFivesSent: 1 });
    expect(await memberRow(db, promo.id, b.id)).toMatchObject({ points: PROMO_COINS, highFivesReceived: 1 });
    // The giver's page, reloaded, still marks the receiver's row as high-fived today.
    expect((await participantData(db, promo.id, a.id, new Date()))?.highFive).toMatchObject({ sent: 1, sentToday: 1, sentTodayTo: [b.id] });
    expect(heard).toEqual(
      expect.arrayContaining([
        { type: REALTIME_EVENTS.highFiveReceived, actionId: promo.id, slug: promo.slug, highFiveId: res.body.data.id, from: { userId: a.id, username: `Giver${a.id}` } },
        expect.objectContaining({ type: REALTIME_EVENTS.promoPointsChanged, actionId: promo.id, points: PROMO_COINS }),
        expect.objectContaining({ type: REALTIME_EVENTS.notificationUpdate }),
      ]),
    );
    const [notice] = await db.select().from(userNotifications).where(and(eq(userNotifications.userId, b.id), eq(userNotifications.kind, 'high_five_received')));
    expect(notice).toMatchObject({ params: { title: promo.title, from: `Giver${a.id}` }, link: `/promo/${promo.slug}` });
    const [told] = (await listNotices(db, b.id, 0, 'en')).data;
    expect(told!.msg).toBe(`Giver${a.id} gave you a high-five in “${promo.title.en}”!`);
    const logs = await db.select().from(promoPointLogs).where(eq(promoPointLogs.promoId, promo.id));
    expect(logs.map((l) => l.reason).sort()).toEqual(['high_five_received', 'high_five_sent']);
  });

  it('the fifth given brings +5 more, the fifth received +10 more', async () => {
    const promo = await makePromotion(db);
    const [giver, ...targets] = await players(7);
    for (const t of targets.slice(0, 5)) expect((await give(giver!.bearer, { actionId: promo.id, toUserId: t.id })).status).toBe(200);
    expect((await memberRow(db, promo.id, giver!.id))!.points).toBe((4 * 1 + 6) * PROMO_COINS);
    const receiver = targets[5]!;
    const givers = await players(5);
    for (const g of givers) await give(g.bearer, { actionId: promo.id, toUserId: receiver.id });
    expect((await memberRow(db, promo.id, receiver.id))!.points).toBe((4 * 1 + 11) * PROMO_COINS);
  });

  it('one a day to the same player, even asked at once', async () => {
    const promo = await makePromotion(db);
    const [a, b] = await players(2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => give(a!.bearer, { actionId: promo.id, toUserId: b!.id })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 409 && codeOf(r) === 'high_five_per_user_limit_reached')).toBe(true);
    expect((await memberRow(db, promo.id, b!.id))!.points).toBe(PROMO_COINS);
  });

  it(`never more than ${HIGH_FIVE_LIMITS.perDay} given a day, with 15 asked at once`, async () => {
    const promo = await makePromotion(db);
    const [giver, ...targets] = await players(16);
    const answers = await Promise.all(targets.map((t) => give(giver!.bearer, { actionId: promo.id, toUserId: t.id })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(HIGH_FIVE_LIMITS.perDay);
    expect(answers.filter((r) => r.status !== 200).every((r) => codeOf(r) === 'high_five_daily_limit_reached')).toBe(true);
    const given = await db.select().from(promoHighFives).where(eq(promoHighFives.fromUserId, giver!.id));
    expect(given).toHaveLength(HIGH_FIVE_LIMITS.perDay);
    expect(await memberRow(db, promo.id, giver!.id)).toMatchObject({ highFivesSent: 10, points: (8 + 6 + 6) * PROMO_COINS });
  });

  it('two players high-fiving each other at once both succeed (no deadlock)', async () => {
    const promo = await makePromotion(db);
    const [a, b] = await players(2);
    const [ab, ba] = await Promise.all([give(a!.bearer, { actionId: promo.id, toUserId: b!.id }), give(b!.bearer, { actionId: promo.id, toUserId: a!.id })]);
    expect([ab.status, ba.status]).toEqual([200, 200]);
    expect((await memberRow(db, promo.id, a!.id))!.points).toBe(2 * PROMO_COINS);
  });

  it('refuses with the spec’s codes', async () => {
    const promo = await makePromotion(db);
    const [a, b, multi] = await players(3);
    const body = (actionId: number, toUserId: number) => ({ actionId, toUserId });
    expect((await give(undefined, body(promo.id, b!.id))).status).toBe(401);
    expect(codeOf(await give(a!.bearer, { actionId: promo.id }))).toBe('required');
    expect(codeOf(await give(a!.bearer, body(999_999, b!.id)))).toBe('invalid_promotion');
    const self = await give(a!.bearer, body(promo.id, a!.id));
    expect([self.status, codeOf(self)]).toEqual([400, 'action_self_palm']);
    const quiet = await makePromotion(db, { highFiveEnabled: false });
    expect(codeOf(await give(a!.bearer, body(quiet.id, b!.id)))).toBe('action_not_allowed');
    const future = await makePromotion(db, { startAt: new Date(Date.now() + 3_600_000) });
    expect(codeOf(await give(a!.bearer, body(future.id, b!.id)))).toBe('action_is_inactive');
    await flagMultiAccount(db, multi!.id);
    expect(codeOf(await give(multi!.bearer, body(promo.id, b!.id)))).toBe('user_is_blocked_for_multi_account');
    expect(codeOf(await give(a!.bearer, body(promo.id, multi!.id)))).toBe('cannot_high_five');
    expect(codeOf(await give(a!.bearer, body(promo.id, 999_999)))).toBe('cannot_high_five');
    const withButton = await makePromotion(db, { participantButton: true });
    const notJoined = await give(a!.bearer, body(withButton.id, b!.id));
    expect([notJoined.status, codeOf(notJoined)]).toEqual([403, 'user_not_participate']);
    await db.insert(promoMembers).values({ promoId: withButton.id, userId: a!.id, joined: true, createdAt: new Date() });
    expect(codeOf(await give(a!.bearer, body(withButton.id, b!.id)))).toBe('cannot_high_five');
    expect(await db.select().from(promoHighFives).where(eq(promoHighFives.fromUserId, a!.id))).toHaveLength(0);
  });
});

describe('GET /json-api/actions/{promoId}/high-fives and /statistic', () => {
  let promo: PromotionRow;
  let a: TestPlayer;
  let b: TestPlayer;
  let c: TestPlayer;

  beforeAll(async () => {
    promo = await makePromotion(db);
    [a, b, c] = (await players(3)) as [TestPlayer, TestPlayer, TestPlayer];
    await give(a.bearer, { actionId: promo.id, toUserId: b.id });
    await give(c.bearer, { actionId: promo.id, toUserId: b.id });
    await give(b.bearer, { actionId: promo.id, toUserId: a.id });
  });

  it('a player reads their own, sent or received, newest first by default', async () => {
    const sent = await list(promo.id, '?type=sent', b.bearer);
    expect(sent.body.data.totalItems).toBe(1);
    expect(sent.body.data.items[0]).toMatchObject({ type: 'sent', user: { userId: a.id } });
    const received = await list(promo.id, '?type=received&order=asc', b.bearer);
    expect(received.body.data.items.map((h) => h.user.userId)).toEqual([a.id, c.id]);
    const both = await list(promo.id, '?limit=2&page=2', b.bearer);
    expect(both.body.data).toMatchObject({ totalItems: 3, items: [expect.objectContaining({ type: 'received', user: expect.objectContaining({ userId: a.id }) })] });
  });

  it('every item names both sides; a visitor reads none (who may: promotions-members-data)', async () => {
    const res = await list(promo.id, '?type=sent', a.bearer);
    expect(res.body.data.items[0]).toMatchObject({ from: { userId: a.id }, to: { userId: b.id } });
    expect((await list(promo.id)).status).toBe(401);
  });

  it('answers 404 for an unknown promo and 400 for a bad query', async () => {
    expect(codeOf(await list(999_999, '', a.bearer))).toBe('not_found');
    const bad = await list(promo.id, '?type=other', a.bearer);
    expect(bad.body).toEqual({ errors: [{ code: 'invalid_type', field: 'type' }] });
    expect(codeOf(await list(promo.id, '?limit=51', a.bearer))).toBe('invalid_limit');
  });

  it('the statistic: totals and the most high-fived', async () => {
    const res = await api<{ data: HighFiveStatisticDto }, { key: string }>(statisticRoute, `/json-api/actions/${promo.id}/high-fives/statistic`, { bearer: c.bearer, params: { key: String(promo.id) } });
    expect(res.body.data).toMatchObject({ total: 3, today: 3 });
    expect(res.body.data.top.map((t) => [t.userId, t.received])).toEqual([
      [b.id, 2],
      [a.id, 1],
    ]);
  });
});

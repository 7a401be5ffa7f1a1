import type { Db } from '@/lib/platform/db/client';
import { PROMO_COINS } from '@/lib/domain/money';
import type { PromotionBalanceLogDto, PageOf, PromotionParticipantDto } from '@/lib/domain/promotions/promotion-dtos';
import { GET as participantsRoute } from '@/app/json-api/actions/[key]/participants/route';
import { GET as logsRoute } from '@/app/json-api/action-balance-logs/route';
import { POST as highFiveRoute } from '@/app/json-api/high-fives/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerDepositor, type TestPlayer } from './helpers/players';
import { codeOf, makePromotion, seatMember, setNick, type PromotionRow } from './helpers/promotion-fixtures';

/**
 * The participants table and the balance log (spec §7, §9 table entry): entry points,
 * rank by points then time, the sorts, the login search (escaped), paging, and a player's log.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

/** The table as a player reads it: a promo without the participate button counts every player a member (who else may: promotions-members-data). */
let reader: TestPlayer;
const table = (id: number, query = '') =>
  api<{ data: PageOf<PromotionParticipantDto> }, { key: string }>(participantsRoute, `/json-api/actions/${id}/participants${query}`, { bearer: reader.bearer, params: { key: String(id) } });
const logs = (bearer: string | undefined, query: string) => api<{ data: PageOf<PromotionBalanceLogDto> }>(logsRoute, `/json-api/action-balance-logs${query}`, { bearer });

describe('GET /json-api/actions/{promoId}/participants', () => {
  let promo: PromotionRow;
  let ps: TestPlayer[];
  const tag = Date.now().toString(36).slice(-4);

  beforeAll(async () => {
    promo = await makePromotion(db, { tableEntryPoints: 5 });
    ps = await Promise.all(Array.from({ length: 13 }, () => registerDepositor()));
    reader = ps[0]!;
    // Points in seat order; equal points rank by who got there first. The last has 4: below the entry.
    const points = [30, 50, 50, 10, 5, 70, 20, 15, 12, 8, 6, 40, 4];
    for (const [i, p] of ps.entries()) {
      await setNick(db, p.id, i === 3 ? `Under_${tag}` : `Player${tag}x${String(i).padStart(2, '0')}`);
      await seatMember(db, promo, p.id, points[i]!);
    }
  });

  it('ranks members by points, then who got there first; only from the entry points', async () => {
    const res = await table(promo.id);
    expect(res.status).toBe(200);
    expect(res.body.data.totalItems).toBe(12);
    expect(res.body.data.items).toHaveLength(10);
    expect(res.body.data.items.map((r) => r.points / PROMO_COINS)).toEqual([70, 50, 50, 40, 30, 20, 15, 12, 10, 8]);
    expect(res.body.data.items.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.body.data.items[1]!.userId).toBe(ps[1]!.id);
    expect(res.body.data.items[2]!.userId).toBe(ps[2]!.id);
    expect(res.body.data.items.map((r) => r.userId)).not.toContain(ps[12]!.id);
  });

  it('pages, sorts by points or login either way, and keeps each player’s rank', async () => {
    const second = await table(promo.id, '?page=2&limit=10');
    expect(second.body.data.items.map((r) => r.rank)).toEqual([11, 12]);
    const reversed = await table(promo.id, '?sort[order]=desc&limit=3');
    expect(reversed.body.data.items.map((r) => r.rank)).toEqual([12, 11, 10]);
    const fewest = await table(promo.id, '?sort[field]=points&sort[order]=asc&limit=2');
    expect(fewest.body.data.items.map((r) => [r.points / PROMO_COINS, r.rank])).toEqual([
      [5, 12],
      [6, 11],
    ]);
    const byLogin = await table(promo.id, '?sort[field]=login&limit=50');
    expect(byLogin.body.data.items.at(-1)!.username).toBe(`Under_${tag}`);
  });

  it('searches by login, with % and _ taken literally', async () => {
    const found = await table(promo.id, `?q=${encodeURIComponent(`player${tag}x0`)}`);
    expect(found.body.data.totalItems).toBe(9);
    const under = await table(promo.id, `?q=${encodeURIComponent('Under_')}`);
    expect(under.body.data.items.map((r) => [r.username, r.rank])).toEqual([[`Under_${tag}`, 9]]);
    expect((await table(promo.id, `?q=${encodeURIComponent('Under%')}`)).body.data.totalItems).toBe(0);
    expect((await table(promo.id, '?q=_')).body.data.items.map((r) => r.username)).toEqual([`Under_${tag}`]);
  });

  it('answers 404 for an unknown promo and 400 with the parameter for a bad query', async () => {
    expect(codeOf(await table(999_999))).toBe('not_found');
    expect((await table(promo.id, '?limit=51')).body).toEqual({ errors: [{ code: 'invalid_limit', field: 'limit' }] });
    expect((await table(promo.id, '?sort[field]=age')).body).toEqual({ errors: [{ code: 'invalid_query', field: 'sort[field]' }] });
    expect((await table(promo.id, '?page=0')).body).toEqual({ errors: [{ code: 'invalid_page', field: 'page' }] });
  });
});

describe('GET /json-api/action-balance-logs', () => {
  it('answers the player’s own movements in a promo, newest first, paged', async () => {
    const promo = await makePromotion(db);
    const [a, b] = (await Promise.all([registerDepositor(), registerDepositor()])) as [TestPlayer, TestPlayer];
    await seatMember(db, promo, a.id, 3);
    await api(highFiveRoute, '/json-api/high-fives', { bearer: a.bearer, body: { actionId: promo.id, toUserId: b.id } });
    const res = await logs(a.bearer, `?actionId=${promo.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.totalItems).toBe(2);
    expect(res.body.data.items.map((l) => [l.reason, l.amount, l.balance])).toEqual([
      ['high_five_sent', PROMO_COINS, 4 * PROMO_COINS],
      ['round_stake', 3 * PROMO_COINS, 3 * PROMO_COINS],
    ]);
    const page2 = await logs(a.bearer, `?actionId=${promo.id}&limit=1&page=2`);
    expect(page2.body.data.items.map((l) => l.reason)).toEqual(['round_stake']);
    expect((await logs(b.bearer, `?actionId=${promo.id}`)).body.data.items.map((l) => l.reason)).toEqual(['high_five_received']);
  });

  it('needs a login and an actionId', async () => {
    const p = await registerDepositor();
    expect((await logs(undefined, '?actionId=1')).status).toBe(401);
    expect((await logs(p.bearer, '')).body).toEqual({ errors: [{ code: 'required', field: 'actionId' }] });
    expect((await logs(p.bearer, '?actionId=999999')).body.data).toEqual({ items: [], totalItems: 0 });
  });
});

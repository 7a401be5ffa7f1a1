import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { PromotionDto } from '@/lib/domain/promotions/promotion-dtos';
import { PROMO_COINS } from '@/lib/domain/money';
import { promoMembers, promoPrizeAwards, promotions, users } from '@/lib/platform/db/schema';
import { GET as listRoute } from '@/app/json-api/actions/route';
import { GET as activeRoute } from '@/app/json-api/actions/active/route';
import { GET as oneRoute } from '@/app/json-api/actions/[key]/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer } from './helpers/players';
import { codeOf, makePrize, makePromotion, seatMember, setNick } from './helpers/promotion-fixtures';

/**
 * The promo reads (spec §4 event status and order, §7 GET /json-api/actions,
 * /actions/active, /actions/{slug}): status, order, prizes with winners, the prize pool, the
 * prizes handed out, the viewer's membership.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

const list = (bearer?: string) => api<{ data: PromotionDto[] }>(listRoute, '/json-api/actions', { bearer });
const one = (slug: string, lang = 'ru', bearer?: string) => api<{ data: PromotionDto }, { key: string }>(oneRoute, `/json-api/actions/${slug}`, { params: { key: slug }, lang, bearer });

describe('GET /json-api/actions', () => {
  it('lists active, then future, then past promos, by priority within a status', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const statuses = res.body.data.map((p) => p.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => ['active', 'future', 'past'].indexOf(a) - ['active', 'future', 'past'].indexOf(b)));
    const slugs = res.body.data.map((p) => p.slug);
    expect(slugs.indexOf('grand-lottery')).toBeLessThan(slugs.indexOf('coin-exchange'));
    expect(slugs.indexOf('coin-exchange')).toBeLessThan(slugs.indexOf('birthday-week'));
    expect(res.body.data.find((p) => p.slug === 'birthday-week')!.status).toBe('future');
    expect(res.body.data.find((p) => p.slug === 'summer-lottery')!.status).toBe('past');
    expect(res.body.data.every((p) => p.isMember === null)).toBe(true);
  });

  it('tells a player whether they are a member: always without a participate button', async () => {
    const p = await registerPlayer();
    const res = await list(p.bearer);
    const bySlug = new Map(res.body.data.map((d) => [d.slug, d]));
    expect(bySlug.get('coin-exchange')!.isMember).toBe(true);
    expect(bySlug.get('grand-lottery')!.isMember).toBe(false);
  });

  it('past ends win over the clock: a promo whose end passed is past before any sweep', async () => {
    const ended = await makePromotion(db, { endAt: new Date(Date.now() - 1000) });
    const res = await list();
    expect(res.body.data.find((p) => p.id === ended.id)!.status).toBe('past');
  });
});

describe('GET /json-api/actions/active', () => {
  it('answers only active promos that have a template (no static page)', async () => {
    const res = await api<{ data: PromotionDto[] }>(activeRoute, '/json-api/actions/active');
    expect(res.status).toBe(200);
    const slugs = res.body.data.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(['grand-lottery', 'coin-exchange', 'slots-marathon']));
    expect(slugs).not.toContain('vip-club');
    expect(slugs).not.toContain('birthday-week');
    expect(slugs).not.toContain('summer-lottery');
    expect(res.body.data.every((p) => p.status === 'active' && p.template !== null)).toBe(true);
  });
});

describe('GET /json-api/actions/{slug}', () => {
  it('answers a promo in the caller’s language with its currencies, prizes and games', async () => {
    const ru = await one('coin-exchange', 'ru');
    expect(ru.status).toBe(200);
    expect(ru.body.data).toMatchObject({ slug: 'coin-exchange', title: 'Обмен монет', template: 'template2', pageType: 'exchange', containerTemplate: 'secondary', status: 'active' });
    expect(ru.body.data.currency.name).toEqual({ one: 'монета', few: 'монеты', many: 'монет', other: 'монеты' });
    expect(ru.body.data.additionalCurrency!.code).toBe('stars');
    const en = await one('coin-exchange', 'en');
    expect(en.body.data.title).toBe('Coin exchange');
    expect(en.body.data.currency.name).toEqual({ one: 'coin', few: 'coins', many: 'coins', other: 'coins' });
    expect(en.body.data.prizes.map((p) => p.price)).toEqual([10, 250, 650, 1_300, 30].map((n) => n * PROMO_COINS));
    expect((await one('slots-marathon')).body.data.games).toEqual(['cherry-blaze', 'dragons-hoard', 'pharaohs-dawn']);
    const vip = await one('vip-club');
    expect(vip.body.data).toMatchObject({ template: null, pageType: 'static', prizes: [], prizePoolCounter: null });
  });

  it('answers 404 not_found for an unknown or malformed slug', async () => {
    const res = await one('no-such-promo');
    expect(res.status).toBe(404);
    expect(codeOf(res)).toBe('not_found');
    expect((await one('bad slug!')).status).toBe(404);
  });

  it('names the winners of each prize and counts the prizes handed out', async () => {
    const res = await one('summer-lottery');
    expect(res.body.data.sentGiftsCount).toBe(4);
    expect(res.body.data.prizes[0]!.winners).toHaveLength(1);
    expect(res.body.data.prizes[1]!.winners).toHaveLength(3);
    const promo = await makePromotion(db);
    const prize = await makePrize(db, promo);
    const p = await registerPlayer();
    await setNick(db, p.id, `Winner${p.id}`);
    await db.insert(promoPrizeAwards).values({ promoId: promo.id, prizeId: prize.id, userId: p.id, how: 'exchange', createdAt: new Date() });
    const q = await registerPlayer();
    await db.update(users).set({ nickName: null }).where(eq(users.id, q.id));
    await db.insert(promoPrizeAwards).values({ promoId: promo.id, prizeId: prize.id, userId: q.id, how: 'exchange', createdAt: new Date() });
    const mine = await one(promo.slug);
    expect(mine.body.data.sentGiftsCount).toBe(2);
    expect(mine.body.data.prizes[0]!.winners).toEqual([
      { userId: p.id, username: `Winner${p.id}` },
      { userId: q.id, username: `#${q.id}` },
    ]);
  });

  it('the prize pool is the base plus the whole minor units of 1 % of the wins that fed it', async () => {
    const promo = await makePromotion(db, { poolCurrency: 'RUB', poolBase: 50_000 });
    const [p, q] = [await registerPlayer(), await registerPlayer()];
    await seatMember(db, promo, p.id, 0);
    // Hundredths of a kopeck: 1 % of wins of 123.45 ₽ and 0.99 ₽ (q never joined: a row holding its share only).
    await db.update(promoMembers).set({ poolShare: 12_345 }).where(and(eq(promoMembers.promoId, promo.id), eq(promoMembers.userId, p.id)));
    await db.insert(promoMembers).values({ promoId: promo.id, userId: q.id, poolShare: 99, createdAt: new Date() });
    const res = await one(promo.slug);
    expect(res.body.data.prizePoolCounter).toEqual({ id: promo.id, amount: 50_000 + 124, currency: 'RUB' });
    await db.update(promotions).set({ poolCurrency: null }).where(eq(promotions.id, promo.id));
    expect((await one(promo.slug)).body.data.prizePoolCounter).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { DUCK_HUNT_GAMES, type DuckHuntGameDto, type DuckShotDto } from '@/lib/domain/promotions/duck-hunt';
import { PROMO_COINS } from '@/lib/domain/money';
import type { PromotionWidgetDto } from '@/lib/domain/promotions/promotion-dtos';
import { promoPointLogs, promotions } from '@/lib/platform/db/schema';
import { GET as widgetRoute } from '@/app/json-api/content/promo-widgets/current/route';
import { GET as gameRoute } from '@/app/json-api/duck-hunt/games/[gameId]/route';
import { POST as shotRoute } from '@/app/json-api/duck-hunt/games/[gameId]/shots/route';
import { POST as beParticipantRoute } from '@/app/json-api/actions/be_participant/route';
import { withSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer } from './helpers/players';
import { codeOf, makePrize, makePromotion, memberRow, seatMember } from './helpers/promotion-fixtures';

/**
 * The promo widget (spec §2 widget, §9 progress) and the duck hunt (spec §7, designed
 * in lib/domain/promotions/duck-hunt.ts): the first active promo, a member's progress to the next prize;
 * the game's config, the shots of the day never passed with concurrent shots.
 */
let db: Db;

withSeededDb((opened) => (db = opened));

const widget = (bearer?: string) => api<{ data: PromotionWidgetDto }>(widgetRoute, '/json-api/content/promo-widgets/current', { bearer, lang: 'en' });
const game = (id: number, bearer?: string) => api<{ data: DuckHuntGameDto }, { gameId: string }>(gameRoute, `/json-api/duck-hunt/games/${id}`, { bearer, params: { gameId: String(id) } });
const shoot = (id: number, bearer?: string) =>
  api<{ data: DuckShotDto; shotsLeft?: number }, { gameId: string }>(shotRoute, `/json-api/duck-hunt/games/${id}/shots`, { method: 'POST', bearer, params: { gameId: String(id) } });
const DUCKS = DUCK_HUNT_GAMES[0]!;

describe('GET /json-api/content/promo-widgets/current', () => {
  it('a guest sees the first active promo with nulls; a non-member of a promo with the button too', async () => {
    const guest = await widget();
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({ promo: { slug: 'grand-lottery', title: 'The grand lottery' }, points: null, nextPrize: null, progress: null });
    const p = await registerPlayer();
    expect((await widget(p.bearer)).body.data).toMatchObject({ promo: { slug: 'grand-lottery' }, points: null });
    const lottery = (await db.select().from(promotions).where(eq(promotions.slug, 'grand-lottery')))[0]!;
    await api(beParticipantRoute, '/json-api/actions/be_participant', { bearer: p.bearer, body: { actionId: lottery.id } });
    // A lottery's prizes are drawn, not bought: points, and nothing to progress to.
    expect((await widget(p.bearer)).body.data).toMatchObject({ promo: { slug: 'grand-lottery' }, points: 0, nextPrize: null, progress: null });
  });

  it('a member’s progress: points ÷ the next prize’s price × 100', async () => {
    const promo = await makePromotion(db, { sortPriority: 1000 });
    await makePrize(db, promo, { price: 10 * PROMO_COINS });
    const next = await makePrize(db, promo, { price: 40 * PROMO_COINS });
    const p = await registerPlayer();
    await seatMember(db, promo, p.id, 30);
    expect((await widget(p.bearer)).body.data).toMatchObject({ promo: { id: promo.id }, points: 30 * PROMO_COINS, nextPrize: { id: next.id, price: 40 * PROMO_COINS }, progress: 75 });
    await seatMember(db, promo, p.id, 45);
    expect((await widget(p.bearer)).body.data).toMatchObject({ nextPrize: null, progress: 100 });
    await db.update(promotions).set({ endAt: new Date(Date.now() - 1000) }).where(eq(promotions.id, promo.id));
  });
});

describe('the duck hunt', () => {
  it('GET: the game’s ducks with their chances; a member’s shots left, null for a guest', async () => {
    const res = await game(DUCKS.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: DUCKS.id, slug: 'coin-exchange', shotsPerDay: DUCKS.shotsPerDay, shotsLeft: null });
    expect(res.body.data.ducks.reduce((sum, d) => sum + d.chance, 0)).toBeCloseTo(100, 5);
    const p = await registerPlayer();
    expect((await game(DUCKS.id, p.bearer)).body.data.shotsLeft).toBe(DUCKS.shotsPerDay);
    expect(codeOf(await game(99))).toBe('not_found');
  });

  it('a shot brings down one of the game’s ducks and its points, with a log row', async () => {
    const p = await registerPlayer();
    const res = await shoot(DUCKS.id, p.bearer);
    expect(res.status).toBe(200);
    const duck = DUCKS.ducks.find((d) => d.kind === res.body.data.duck.kind)!;
    expect(res.body.data).toMatchObject({ shot: 1, shotsLeft: DUCKS.shotsPerDay - 1, duck: { points: duck.points * PROMO_COINS }, points: duck.points * PROMO_COINS });
    const [log] = await db.select().from(promoPointLogs).where(eq(promoPointLogs.userId, p.id));
    expect(log).toMatchObject({ reason: 'duck_hunt', amount: duck.points * PROMO_COINS, ref: `duck:${DUCKS.id}:${new Date().toISOString().slice(0, 10)}:1` });
    expect((await game(DUCKS.id, p.bearer)).body.data.shotsLeft).toBe(DUCKS.shotsPerDay - 1);
  });

  it(`never more than ${DUCKS.shotsPerDay} shots a day, with 12 fired at once`, async () => {
    const p = await registerPlayer();
    const answers = await Promise.all(Array.from({ length: 12 }, () => shoot(DUCKS.id, p.bearer)));
    const hits = answers.filter((a) => a.status === 200);
    expect(hits).toHaveLength(DUCKS.shotsPerDay);
    expect(hits.map((h) => h.body.data.shot).sort()).toEqual([1, 2, 3, 4, 5]);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 403 && codeOf(a) === 'action_not_allowed' && a.body.shotsLeft === 0)).toBe(true);
    const exchange = (await db.select().from(promotions).where(eq(promotions.slug, 'coin-exchange')))[0]!;
    expect((await memberRow(db, exchange.id, p.id))!.points).toBe(hits.reduce((sum, h) => sum + h.body.data.duck.points, 0));
  });

  it('needs a login and a game; its promo must be active', async () => {
    expect((await shoot(DUCKS.id)).status).toBe(401);
    const p = await registerPlayer();
    expect(codeOf(await shoot(99, p.bearer))).toBe('not_found');
    await db.update(promotions).set({ finishedAt: new Date() }).where(eq(promotions.slug, 'coin-exchange'));
    const inactive = await shoot(DUCKS.id, p.bearer);
    expect([inactive.status, codeOf(inactive)]).toEqual([409, 'action_is_inactive']);
    await db.update(promotions).set({ finishedAt: null }).where(eq(promotions.slug, 'coin-exchange'));
  });
});

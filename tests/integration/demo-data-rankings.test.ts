import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import { participantsQuerySchema } from '@/lib/domain/promotions/promotion-calls';
import { promoCurrencies, promoMembers, promoPrizeAwards, tournamentMembers, tournaments, userGifts, users } from '@/lib/platform/db/schema';
import { listWinners } from '@/lib/platform/content/winners';
import { loginWithPassword } from '@/lib/platform/accounts/login';
import { finishPromotion } from '@/lib/platform/promotions/finish';
import { exchangePrize } from '@/lib/platform/promotions/exchange';
import { highFiveStatistic } from '@/lib/platform/promotions/high-five-reads';
import { participantsOf } from '@/lib/platform/promotions/participants';
import { listPromotions } from '@/lib/platform/promotions/promotion-reads';
import { finishTournament } from '@/lib/platform/tournaments/finish';
import { recountTournamentSeats } from '@/lib/platform/demo-data/seat-counts';
import {
  finalSeriesStandings,
  finalStandings,
  leadersOfTournaments,
  seriesLeaders,
  seriesTable,
  tournamentLeaders,
  tournamentOpponents,
  tournamentTable,
} from '@/lib/platform/tournaments/standings';
import { DEMO_PLAYER } from '@/lib/platform/seed/demo-player';
import { RIVALS } from '@/lib/platform/seed/tournament-seeds';
import { withSeededDb } from './helpers/test-db';
import { makePlayer, type TestPlayer } from './helpers/wallet';
import { makePrize, makePromotion, seatMember } from './helpers/promotion-fixtures';
import { makeSeries, makeTournament } from './helpers/tournament-fixtures';

/**
 * An operator turns DEMO_DATA off on a database that had the demo data: the accounts the seed made
 * up (the rivals, the demo player) stay in its tables but count in no ranking, prize table, draw or
 * winners list, and never win a prize. With it on (the demo) they rank as before.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

const INVENTED = new Set<string>([...RIVALS, DEMO_PLAYER.nickName]);
const compointGift: GiftSpec = { title: { ru: '50 компоинтов', en: '50 compoints', it: '50 compoint' }, terms: { type: 'compoint', compoints: 50 }, validDays: 30 };

let invented: number[];
let real: TestPlayer;

beforeAll(async () => {
  const rows = await db.select({ id: users.id, nick: users.nickName }).from(users).where(eq(users.invented, true));
  invented = rows.map((r) => r.id);
  // The seed marked every made-up account it wrote: eight rivals and the demo player.
  expect(new Set(rows.map((r) => r.nick))).toEqual(INVENTED);
  real = await makePlayer(db);
});

const demoOff = () => {
  process.env.DEMO_DATA = 'off';
};
afterEach(() => {
  process.env.DEMO_DATA = 'on';
});

/** The rivals far ahead of the real player, who trails with one point. */
async function seatTournament(tournamentId: number) {
  const at = new Date(Date.now() - 60_000);
  await db.insert(tournamentMembers).values([
    ...invented.map((userId, i) => ({ tournamentId, userId, chosen: false, score: 100_000 + i, rounds: 1, joinedAt: at, scoredAt: at })),
    { tournamentId, userId: real.id, chosen: false, score: 1_000, rounds: 1, joinedAt: at, scoredAt: at },
  ]);
}

const ids = (rows: ReadonlyArray<{ userId: number }>) => rows.map((r) => r.userId);

describe('with DEMO_DATA off the invented accounts are in no ranking', () => {
  it('a tournament table, its card, the opponents, the live table and the final standings', async () => {
    const t = await makeTournament(db);
    await seatTournament(t.id);
    // The demo as it was: the rivals lead.
    expect((await tournamentLeaders(db, t.id, 3)).every((r) => invented.includes(r.userId))).toBe(true);

    demoOff();
    expect(ids(await tournamentLeaders(db, t.id, 10))).toEqual([real.id]);
    expect((await tournamentLeaders(db, t.id, 10))[0]!.position).toBe(1);
    expect(ids((await leadersOfTournaments(db, [t.id], 10)).get(t.id)!)).toEqual([real.id]);
    expect(ids(await tournamentOpponents(db, t.id, real.id))).toEqual([real.id]);
    expect(ids(await tournamentTable(db, t.id))).toEqual([real.id]);
    expect(await finalStandings(db, t.id)).toEqual([{ userId: real.id, position: 1, score: 1_000 }]);
  });

  it('a series table and its final standings', async () => {
    const series = await makeSeries(db);
    const t = await makeTournament(db, { seriesId: series.id });
    await seatTournament(t.id);
    expect(ids(await seriesLeaders(db, series.id, 3)).every((id) => invented.includes(id))).toBe(true);

    demoOff();
    expect(ids(await seriesLeaders(db, series.id, 10))).toEqual([real.id]);
    expect(ids(await seriesTable(db, series.id))).toEqual([real.id]);
    expect(ids(await finalSeriesStandings(db, series.id))).toEqual([real.id]);
  });

  it('a finishing tournament pays its first prize to the real player and nothing to an invented one', async () => {
    const t = await makeTournament(db, { endAt: new Date(Date.now() - 1000), prizes: [1, 2, 3].map((position) => ({ position, money: {}, gifts: [compointGift] })) });
    await seatTournament(t.id);
    demoOff();
    expect(await finishTournament(db, t.id)).toBe(true);
    const gifts = await db.select().from(userGifts).where(like(userGifts.grantKey, `tournament:${t.id}:prize:%`));
    expect(gifts.map((g) => g.userId)).toEqual([real.id]);
    const members = await db.select().from(tournamentMembers).where(eq(tournamentMembers.tournamentId, t.id));
    expect(members.find((m) => m.userId === real.id)?.finalPosition).toBe(1);
    expect(members.filter((m) => m.userId !== real.id).every((m) => m.finalPosition === null)).toBe(true);
  });

  it('a promotion’s participants table and high-five statistic', async () => {
    const promo = await makePromotion(db);
    for (const [i, userId] of invented.entries()) await seatMember(db, promo, userId, 500 + i);
    await seatMember(db, promo, real.id, 1);
    await db.update(promoMembers).set({ highFivesReceived: 5 }).where(inArray(promoMembers.userId, invented));
    await db.update(promoMembers).set({ highFivesReceived: 1 }).where(and(eq(promoMembers.promoId, promo.id), eq(promoMembers.userId, real.id)));
    const query = participantsQuerySchema.parse({});
    expect((await participantsOf(db, promo.id, real.id, query, new Date())).totalItems).toBe(invented.length + 1);

    demoOff();
    const table = await participantsOf(db, promo.id, real.id, query, new Date());
    expect(table.totalItems).toBe(1);
    expect(table.items.map((r) => [r.userId, r.rank])).toEqual([[real.id, 1]]);
    expect((await highFiveStatistic(db, promo.id, real.id, new Date())).top.map((r) => r.userId)).toEqual([real.id]);
  });

  it('a lottery draws only real players, and an invented account cannot exchange points for a prize', async () => {
    const [currency] = await db.select().from(promoCurrencies).limit(1);
    const lottery = await makePromotion(db, { slug: `draw-${randomUUID().slice(0, 8)}`, template: 'template1', currencyId: currency!.id, startAt: new Date(Date.now() - 86_400_000), endAt: new Date(Date.now() - 1000) });
    const prize = await makePrize(db, lottery, { quantity: 3 });
    for (const userId of invented) await seatMember(db, lottery, userId, 10_000);
    await seatMember(db, lottery, real.id, 1);
    demoOff();
    expect(await finishPromotion(db, lottery.id)).toBe(true);
    const awards = await db.select().from(promoPrizeAwards).where(eq(promoPrizeAwards.promoId, lottery.id));
    expect(awards.map((a) => [a.prizeId, a.userId])).toEqual([[prize.id, real.id]]);

    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.hash, DEMO_PLAYER.hash));
    const shop = await makePromotion(db, { template: 'template2' });
    const item = await makePrize(db, shop);
    await seatMember(db, shop, demo!.id, 1_000);
    await expect(exchangePrize(db, { promoId: shop.id, prizeId: item.id, userId: demo!.id })).rejects.toMatchObject({ errors: [{ code: 'cannot_buy_prize' }] });
    process.env.DEMO_DATA = 'on';
    await expect(exchangePrize(db, { promoId: shop.id, prizeId: item.id, userId: demo!.id })).resolves.toMatchObject({ prizeId: item.id });
  });

  it('the seeded promotions show no invented winner, and the winners list none of the made-up wins', async () => {
    const winnersOf = async () => (await listPromotions(db, 'en', new Date(), null)).flatMap((p) => p.prizes.flatMap((prize) => prize.winners.map((w) => w.username)));
    expect((await winnersOf()).some((name) => INVENTED.has(name))).toBe(true);
    expect(await listWinners(db, 50)).toHaveLength(30);

    demoOff();
    expect((await winnersOf()).filter((name) => INVENTED.has(name))).toEqual([]);
    expect(await listWinners(db, 50)).toEqual([]);
  });

  it('the demo player’s published password logs in only while the demo data is on', async () => {
    const login = () => loginWithPassword(db, { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password }, { address: null, device: null });
    await expect(login()).resolves.toHaveProperty('accessToken');
    demoOff();
    await expect(login()).rejects.toMatchObject({ errors: [{ code: 'invalid_credentials' }] });
  });

  it('the seeded tournaments’ cards rank no rival', async () => {
    const seeded = await db.select({ id: tournaments.id }).from(tournaments).where(like(tournaments.slug, 'weekly-race-%'));
    const cards = () => leadersOfTournaments(db, seeded.map((t) => t.id), 10);
    expect([...(await cards()).values()].flat().some((r) => INVENTED.has(r.username))).toBe(true);
    demoOff();
    expect([...(await cards()).values()].flat()).toEqual([]);
  });
});


it('the tournaments’ seats and member counts leave the invented accounts out with the switch off, and count them again with it on', async () => {
  const seatsOf = async () => new Map((await db.select({ id: tournaments.id, count: tournaments.membersCount }).from(tournaments)).map((t) => [t.id, t.count]));
  const rows = await db.select({ tournamentId: tournamentMembers.tournamentId, userId: tournamentMembers.userId }).from(tournamentMembers);
  const withRivals = [...new Set(rows.filter((r) => invented.includes(r.userId)).map((r) => r.tournamentId))];
  expect(withRivals.length).toBeGreaterThan(0);
  const all = (id: number) => rows.filter((r) => r.tournamentId === id).length;
  const real = (id: number) => rows.filter((r) => r.tournamentId === id && !invented.includes(r.userId)).length;
  await recountTournamentSeats(db);
  for (const id of withRivals) expect([id, (await seatsOf()).get(id)]).toEqual([id, all(id)]);
  demoOff();
  await recountTournamentSeats(db);
  const off = await seatsOf();
  for (const id of withRivals) expect([id, off.get(id)]).toEqual([id, real(id)]);
  process.env.DEMO_DATA = 'on';
  await recountTournamentSeats(db);
  for (const id of withRivals) expect([id, (await seatsOf()).get(id)]).toEqual([id, all(id)]);
});

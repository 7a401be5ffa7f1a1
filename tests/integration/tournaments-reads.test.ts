import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import { EVENT_STATUS_ORDER, eventStatus, statusOfServer, TOURNAMENT_LIMITS, type TournamentDto, type TournamentSeriesDto } from '@/lib/domain/tournaments/tournaments';
import { tournamentMembers, tournamentSeries, tournaments, users } from '@/lib/platform/db/schema';
import { GET as listRoute } from '@/app/json-api/v2/tournaments/route';
import { GET as oneRoute } from '@/app/json-api/v2/tournaments/[slug]/route';
import { GET as gamesRoute } from '@/app/json-api/v2/tournaments/[slug]/games/route';
import { GET as seriesListRoute } from '@/app/json-api/tournament-series/route';
import { GET as seriesRoute } from '@/app/json-api/tournament-series/[slug]/route';
import { tournamentLeaders } from '@/lib/platform/tournaments/standings';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';

/**
 * The read side of tournaments (spec §7): the list in status order, one tournament with
 * its table and the player's fields, the games search, the series with standings — for a guest and
 * a player, in the caller's language, and every bad input answered 4xx with its code.
 */
type Errors = { errors: { code: string; field?: string }[] };
let db: Db;
let player: TestPlayer;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
  player = await registerPlayer();
});
afterAll(async () => {
  await closeTestDb();
});

const list = (query = '', bearer?: string, lang = 'en') => api<{ data: TournamentDto[] } & Errors>(listRoute, `/json-api/v2/tournaments${query}`, { bearer, lang });
const one = (slug: string, bearer?: string, lang = 'en') =>
  api<{ data: TournamentDto } & Errors, { slug: string }>(oneRoute, `/json-api/v2/tournaments/${slug}`, { bearer, lang, params: { slug } });
const gamesOf = (slug: string, query = '') =>
  api<{ data: { data: GameDto[]; meta: { page: number; limit: number; totalItems: number; pages: number } } } & Errors, { slug: string }>(
    gamesRoute,
    `/json-api/v2/tournaments/${slug}/games${query}`,
    { params: { slug }, lang: 'en' },
  );
const series = (slug: string, bearer?: string) =>
  api<{ data: TournamentSeriesDto } & Errors, { slug: string }>(seriesRoute, `/json-api/tournament-series/${slug}`, { bearer, lang: 'en', params: { slug } });

async function joinDirectly(slug: string, userId: number, chosen: boolean, score = 0): Promise<void> {
  const [t] = await db.select().from(tournaments).where(eq(tournaments.slug, slug));
  await db.insert(tournamentMembers).values({ tournamentId: t!.id, userId, chosen, score, joinedAt: new Date(), scoredAt: score > 0 ? new Date() : null });
}

describe('GET /json-api/v2/tournaments', () => {
  it('lists every tournament active first, then future, then past, by sortPriority within a status', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const all = res.body.data;
    expect(all.length).toBe((await db.select().from(tournaments)).length);
    const at = new Date();
    const ranks = all.map((t) => EVENT_STATUS_ORDER[eventStatus(statusOfServer(t.status.title), t.startAt, t.endAt, at)]);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2]));
    const active = all.filter((t) => t.status.title === 'active');
    for (let i = 1; i < active.length; i += 1) expect(active[i - 1]!.sortPriority).toBeGreaterThanOrEqual(active[i]!.sortPriority);
    // Texts in the caller's language, the spec's renamed fields, the card's top winners.
    const sprint = all.find((t) => t.slug === 'daily-spin-sprint')!;
    expect(sprint.title).toBe('Spin Sprint');
    expect(sprint.mechanic).toEqual({ value: 1, title: expect.stringMatching(/bets/i) });
    expect(sprint.betRestriction.min).toBe(100);
    expect(sprint.numberOfGames).toBeGreaterThan(0);
    expect(sprint.numberOfPrizes).toBe(sprint.prizes.length);
    const past = all.find((t) => t.slug === 'autumn-classic')!;
    expect(past.status.title).toBe('finished');
    expect(past.leaders).toHaveLength(TOURNAMENT_LIMITS.top);
    expect(past.leaders.map((l) => l.position)).toEqual([1, 2, 3]);
    expect(all.every((t) => !t.isMember && !t.isChosen && !t.isSeriesLeaderMember && t.opponents.length === 0)).toBe(true);
  });

  it('sums the prize money per currency and gives the gifts’ titles in the caller’s language', async () => {
    const ru = (await list('', undefined, 'ru')).body.data.find((t) => t.slug === 'autumn-classic')!;
    const en = (await list()).body.data.find((t) => t.slug === 'autumn-classic')!;
    const sum = en.prizes.reduce((s, p) => s + (p.money.RUB ?? 0), 0);
    expect(en.prizeMoney.RUB).toBe(sum);
    expect(sum).toBeGreaterThan(0);
    const titled = en.prizes.find((p) => p.giftTitles.length > 0);
    if (titled) expect(ru.prizes.find((p) => p.position === titled.position)!.giftTitles).not.toEqual(titled.giftTitles);
  });

  it('narrows to a series with seriesId; refuses a malformed one', async () => {
    const [s] = await db.select().from(tournamentSeries);
    const res = await list(`?seriesId=${s!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.every((t) => t.tournamentSeriesId === s!.id && t.tournamentType === 'series')).toBe(true);
    expect((await list('?seriesId=999999')).body.data).toEqual([]);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '']) {
      const refused = await list(`?seriesId=${encodeURIComponent(bad)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ code: 'invalid_query', field: 'seriesId' }]);
    }
    expect((await list('?seriesId=1&seriesId=2')).status).toBe(400);
  });

  it('marks the player’s memberships; chosen only while active', async () => {
    const p = await registerPlayer();
    await joinDirectly('daily-spin-sprint', p.id, true);
    await joinDirectly('win-collector', p.id, false);
    const mine = (await list('', p.bearer)).body.data;
    const sprint = mine.find((t) => t.slug === 'daily-spin-sprint')!;
    expect(sprint).toMatchObject({ isMember: true, isChosen: true });
    expect(mine.find((t) => t.slug === 'win-collector')).toMatchObject({ isMember: true, isChosen: false });
    expect(mine.filter((t) => t.isMember)).toHaveLength(2);
    // Another player sees none of it.
    expect((await list('', player.bearer)).body.data.some((t) => t.isMember)).toBe(false);
  });

  it('gives each card the top winners of its own table, as the tournament ranks them (one query for the whole list)', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    // The seed's rivals rank on several cards (tournament-seeds.ts).
    expect(body.data.some((t) => t.leaders.length > 1)).toBe(true);
    for (const card of body.data) {
      const [row] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.slug, card.slug));
      // An invitation-only tournament shows a visitor no table (tournaments-visibility).
      const shown = card.isBlockedForUser ? [] : await tournamentLeaders(db, row!.id, TOURNAMENT_LIMITS.top);
      expect({ slug: card.slug, leaders: card.leaders }).toEqual({ slug: card.slug, leaders: shown });
    }
    expect(body.data.find((t) => t.slug === 'high-roller-invitational')).toMatchObject({ isBlockedForUser: true, leaders: [] });
  });

  it('answers 401 to a token that does not hold (the client refreshes)', async () => {
    expect((await list('', 'not-a-token')).status).toBe(401);
  });
});

describe('GET /json-api/v2/tournaments/{slug}', () => {
  it('answers a guest without personal fields and the table of up to 10 rows', async () => {
    const res = await one('autumn-classic');
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe('autumn-classic');
    expect(res.body.data.leaders.length).toBeGreaterThan(TOURNAMENT_LIMITS.top);
    expect(res.body.data.leaders.length).toBeLessThanOrEqual(TOURNAMENT_LIMITS.table);
    expect(res.body.data.leaders.every((l) => !l.isItsMe)).toBe(true);
    expect(res.body.data).toMatchObject({ isMember: false, isChosen: false, opponents: [] });
  });

  it('gives a member isItsMe in the table and the opponents just above and below', async () => {
    const p = await registerPlayer();
    // A player without a nickname is shown as "#<id>", never by a contact.
    await db.update(users).set({ nickName: null }).where(eq(users.id, p.id));
    const [t] = await db.select().from(tournaments).where(eq(tournaments.slug, 'big-win-hunt'));
    const before = (await one('big-win-hunt')).body.data.leaders;
    expect(before.length).toBeGreaterThanOrEqual(2);
    // Between the first and the second seeded rival.
    await joinDirectly('big-win-hunt', p.id, false, Math.floor((before[0]!.score + before[1]!.score) / 2));
    const res = await one('big-win-hunt', p.bearer);
    expect(res.body.data.isMember).toBe(true);
    const me = res.body.data.leaders.find((l) => l.isItsMe)!;
    expect(me).toMatchObject({ userId: p.id, position: 2 });
    expect(res.body.data.opponents.map((o) => o.position)).toEqual([1, 2, 3]);
    expect(res.body.data.opponents.filter((o) => o.isItsMe).map((o) => o.userId)).toEqual([p.id]);
    expect(me.username).toBe(`#${p.id}`);
    expect(res.body.data.membersCount).toBe(t!.membersCount);
  });

  it('crowns a member in the top of the series', async () => {
    const p = await registerPlayer();
    await joinDirectly('weekly-race-2', p.id, true, 100_000_000);
    const res = await one('weekly-race-2', p.bearer);
    expect(res.body.data).toMatchObject({ isMember: true, isChosen: true, isSeriesLeaderMember: true });
    const legs = (await list(`?seriesId=${res.body.data.tournamentSeriesId}`, p.bearer)).body.data;
    expect(legs.find((t) => t.slug === 'weekly-race-2')!.isSeriesLeaderMember).toBe(true);
    // Not a member of the paid leg: no crown there.
    expect(legs.find((t) => t.slug === 'weekly-race-3')!.isSeriesLeaderMember).toBe(false);
    await db.delete(tournamentMembers).where(and(eq(tournamentMembers.userId, p.id)));
  });

  it('404s an unknown or impossible slug', async () => {
    for (const slug of ['no-such-tournament', '..', 'a b', '-x']) {
      const res = await one(slug);
      expect(res.status).toBe(404);
      expect(res.body.errors).toEqual([{ code: 'not_found' }]);
    }
  });
});

describe('GET /json-api/v2/tournaments/{slug}/games', () => {
  it('pages the tournament’s games, 10 by default, and searches them by name', async () => {
    const res = await gamesOf('big-win-hunt');
    expect(res.status).toBe(200);
    expect(res.body.data.meta.limit).toBe(TOURNAMENT_LIMITS.gameSearch);
    const total = res.body.data.meta.totalItems;
    const t = (await one('big-win-hunt')).body.data;
    expect(total).toBe(t.numberOfGames);
    const two = await gamesOf('big-win-hunt', '?limit=2&page=2');
    expect(two.body.data.data).toHaveLength(Math.min(2, Math.max(0, total - 2)));
    expect(two.body.data.meta).toMatchObject({ page: 2, limit: 2, pages: Math.ceil(total / 2) });
    const first = res.body.data.data[0]!;
    const found = await gamesOf('big-win-hunt', `?q=${encodeURIComponent(first.name.slice(1, 5).toUpperCase())}`);
    expect(found.body.data.data.map((g) => g.slug)).toContain(first.slug);
    expect((await gamesOf('big-win-hunt', '?q=zzzz-nothing')).body.data).toMatchObject({ data: [], meta: { totalItems: 0 } });
    // A wildcard is a letter, not "anything".
    expect((await gamesOf('big-win-hunt', '?q=%25')).body.data.data).toEqual([]);
  });

  it('refuses bad paging and search, and 404s an unknown tournament', async () => {
    expect((await gamesOf('big-win-hunt', '?limit=0')).body.errors).toEqual([{ code: 'invalid_limit', field: 'limit' }]);
    expect((await gamesOf('big-win-hunt', '?limit=101')).body.errors).toEqual([{ code: 'invalid_limit', field: 'limit' }]);
    expect((await gamesOf('big-win-hunt', '?page=x')).body.errors).toEqual([{ code: 'invalid_page', field: 'page' }]);
    expect((await gamesOf('big-win-hunt', `?q=${'a'.repeat(101)}`)).body.errors).toEqual([{ code: 'invalid_search', field: 'q' }]);
    expect((await gamesOf('big-win-hunt', '?page=0')).status).toBe(400);
    expect((await gamesOf('nope')).status).toBe(404);
  });
});

describe('GET /json-api/tournament-series and /{slug}', () => {
  it('lists the series with standings and their tournaments', async () => {
    const res = await api<{ data: TournamentSeriesDto[] } & Errors>(seriesListRoute, '/json-api/tournament-series', { lang: 'en' });
    expect(res.status).toBe(200);
    const race = res.body.data.find((s) => s.slug === 'weekly-race')!;
    expect(race.title).toBe('Weekly Race');
    expect(race.isPaid).toBe(true);
    expect(race.status).toBe('active');
    expect(race.tournaments.length).toBeGreaterThanOrEqual(3);
    expect(race.leaders.length).toBeGreaterThan(0);
    for (let i = 1; i < race.leaders.length; i += 1) expect(race.leaders[i - 1]!.score).toBeGreaterThanOrEqual(race.leaders[i]!.score);
    expect(Date.parse(race.startAt)).toBe(Math.min(...race.tournaments.map((t) => Date.parse(t.startAt))));
  });

  it('gives one series with the player’s opponents; 404 for an unknown slug', async () => {
    const p = await registerPlayer();
    await joinDirectly('weekly-race-2', p.id, true, 1);
    const res = await series('weekly-race', p.bearer);
    expect(res.status).toBe(200);
    expect(res.body.data.opponents.some((o) => o.isItsMe && o.userId === p.id)).toBe(true);
    expect(res.body.data.tournaments.find((t) => t.slug === 'weekly-race-2')!.isMember).toBe(true);
    expect((await series('weekly-race')).body.data.opponents).toEqual([]);
    expect((await series('no-such-series')).status).toBe(404);
  });
});

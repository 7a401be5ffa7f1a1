import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { categories, gameCategories, games } from '@/lib/platform/db/schema';
import type { CategoryDto, GameDto } from '@/lib/domain/catalog/catalog-types';
import type { ApiErrorBody } from '@/lib/domain/api-errors';
import { GET as getCategories } from '@/app/json-api/v2/categories/route';
import { GET as getCategoryBySlug } from '@/app/json-api/v2/categories/[slug]/route';
import { GET as getGames } from '@/app/json-api/v2/games/route';
import { GET as getGameBySlug } from '@/app/json-api/v2/games/[slug]/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { call } from './helpers/api-call';


type ListBody<T> = { data: { data: T[] } };
type OneBody<T> = { data: { data: T } };
type GamesBody = { data: { data: GameDto[]; meta: { page: number; limit: number; totalItems: number; pages: number } } };

const slugParams = (slug: string) => ({ params: { slug } });

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

/** Independent of the API: slugs of active games standing in any of the categories or made by any of the producers. */
async function activeSlugsIn(slugs: string[]): Promise<Set<string>> {
  const viaCategory = await db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(gameCategories, eq(gameCategories.gameId, games.id))
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .where(and(eq(games.active, true), eq(categories.type, 'category'), inArray(categories.slug, slugs)));
  const viaProducer = await db
    .select({ slug: games.slug })
    .from(games)
    .innerJoin(categories, eq(categories.id, games.producerId))
    .where(and(eq(games.active, true), inArray(categories.slug, slugs)));
  return new Set([...viaCategory, ...viaProducer].map((r) => r.slug));
}

async function activeGameCount(): Promise<number> {
  return (await db.select({ id: games.id }).from(games).where(eq(games.active, true))).length;
}

function expectAscendingPositions(list: CategoryDto[]) {
  const positions = list.map((c) => c.position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

describe('GET /json-api/v2/categories', () => {
  it('lists categories by position ascending in data.data, cacheable per language', async () => {
    const res = await call<ListBody<CategoryDto>>(getCategories, '/json-api/v2/categories?platform=desktop');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toBe('Accept-Language');
    expect(res.headers.get('content-language')).toBe('ru');
    const list = res.body.data.data;
    expect(list.every((c) => c.type === 'category')).toBe(true);
    expectAscendingPositions(list);
    const slugs = list.map((c) => c.slug);
    for (const slug of ['slots', 'table', 'otygrat_bonus', 'recommended', 'top', 'newgames', 'jackpot', 'allgames']) {
      expect(slugs).toContain(slug);
    }
    const slots = list.find((c) => c.slug === 'slots');
    expect(slots).toEqual({
      id: expect.any(Number),
      type: 'category',
      slug: 'slots',
      name: expect.any(String),
      image: slots?.image ?? null,
      url: expect.any(String),
      position: expect.any(Number),
      showInLobby: expect.any(Boolean),
    });
  });

  it('lists producers with filter[type]=producer, by position, with playersOnline', async () => {
    const res = await call<ListBody<CategoryDto>>(getCategories, '/json-api/v2/categories?filter[type]=producer&platform=mobile');
    expect(res.status).toBe(200);
    const list = res.body.data.data;
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.every((p) => p.type === 'producer' && typeof p.playersOnline === 'number')).toBe(true);
    expectAscendingPositions(list);
  });

  it('names categories in the language of Accept-Language', async () => {
    const name = async (lang: string) => {
      const res = await call<ListBody<CategoryDto>>(getCategories, '/json-api/v2/categories', { lang });
      return { name: res.body.data.data.find((c) => c.slug === 'slots')?.name, language: res.headers.get('content-language') };
    };
    const ru = await name('ru-RU,ru;q=0.9');
    const en = await name('en-US,en;q=0.8');
    expect(ru.language).toBe('ru');
    expect(en.language).toBe('en');
    expect(ru.name).toBeTruthy();
    expect(en.name).toBeTruthy();
    expect(ru.name).not.toBe(en.name);
    // An unsupported language falls back to the default (ru).
    expect(await name('de-DE')).toEqual(ru);
  });

  it('answers 400 invalid_type for another filter[type]', async () => {
    const res = await call<ApiErrorBody>(getCategories, '/json-api/v2/categories?filter[type]=foo');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code: 'invalid_type', field: 'filter[type]' }] });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 400 invalid_platform for platform=tv', async () => {
    const res = await call<ApiErrorBody>(getCategories, '/json-api/v2/categories?platform=tv');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code: 'invalid_platform', field: 'platform' }] });
  });
});

describe('GET /json-api/v2/categories/{slug}', () => {
  it('answers one category in data.data', async () => {
    const res = await call<OneBody<CategoryDto>, { slug: string }>(getCategoryBySlug, '/json-api/v2/categories/slots', slugParams('slots'));
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ slug: 'slots', type: 'category' });
  });

  it('answers a producer by its slug', async () => {
    const [producer] = await db.select().from(categories).where(eq(categories.type, 'producer')).orderBy(asc(categories.position)).limit(1);
    if (!producer) throw new Error('the seed has no producer');
    const res = await call<OneBody<CategoryDto>, { slug: string }>(getCategoryBySlug, `/json-api/v2/categories/${producer.slug}`, slugParams(producer.slug));
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ slug: producer.slug, type: 'producer', playersOnline: producer.playersOnline });
  });

  it('honours filter[type] when given', async () => {
    const res = await call<ApiErrorBody, { slug: string }>(getCategoryBySlug, '/json-api/v2/categories/slots?filter[type]=producer', slugParams('slots'));
    expect(res.status).toBe(404);
    const bad = await call<ApiErrorBody, { slug: string }>(getCategoryBySlug, '/json-api/v2/categories/slots?filter[type]=x', slugParams('slots'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ code: 'invalid_type', field: 'filter[type]' }]);
  });

  it.each([['no-such-category'], ['bad slug!']])('answers 404 not_found for %s', async (slug) => {
    const res = await call<ApiErrorBody, { slug: string }>(getCategoryBySlug, `/json-api/v2/categories/${encodeURIComponent(slug)}`, slugParams(slug));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ code: 'not_found' }] });
  });
});

describe('GET /json-api/v2/games', () => {
  it('answers the first page of active games with meta, limit 40 by default', async () => {
    const total = await activeGameCount();
    const res = await call<GamesBody>(getGames, '/json-api/v2/games?platform=desktop');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.body.data.meta).toEqual({ page: 1, limit: 40, totalItems: total, pages: Math.ceil(total / 40) });
    expect(total).toBeGreaterThanOrEqual(80);
    expect(res.body.data.data).toHaveLength(40);
    const game = res.body.data.data[0];
    expect(game).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      desktop_name: expect.any(String),
      preview: expect.any(String),
      tall_preview: expect.any(String),
      active: true,
      badges: expect.any(Array),
      disabled: expect.any(Boolean),
      has_demo_mode: expect.any(Boolean),
      allow_bonus_balance: expect.any(Boolean),
      producer: { slug: expect.any(String), name: expect.any(String) },
    });
  });

  it('answers every active game with limit=1000 (game search size)', async () => {
    const total = await activeGameCount();
    const res = await call<GamesBody>(getGames, '/json-api/v2/games?page=1&limit=1000');
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(total);
    expect(res.body.data.meta).toEqual({ page: 1, limit: 1000, totalItems: total, pages: 1 });
    expect(res.body.data.data.every((g) => g.active)).toBe(true);
    expect(new Set(res.body.data.data.map((g) => g.slug)).size).toBe(total);
  });

  it('pages: page 2 differs from page 1, the last page is short, all pages add up', async () => {
    const all = (await call<GamesBody>(getGames, '/json-api/v2/games?limit=1000')).body.data.data.map((g) => g.slug);
    // A page size that leaves a short last page.
    const limit = [25, 24, 23, 22, 21, 20].find((n) => all.length % n !== 0) ?? 25;
    expect(all.length % limit).not.toBe(0);
    const pages = Math.ceil(all.length / limit);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const res = await call<GamesBody>(getGames, `/json-api/v2/games?page=${page}&limit=${limit}`);
      expect(res.body.data.meta).toEqual({ page, limit, totalItems: all.length, pages });
      expect(res.body.data.data).toHaveLength(page < pages ? limit : all.length % limit);
      seen.push(...res.body.data.data.map((g) => g.slug));
    }
    expect(seen).toEqual(all);
    const first = seen.slice(0, limit);
    const second = seen.slice(limit, 2 * limit);
    expect(second.some((s) => first.includes(s))).toBe(false);
    const beyond = await call<GamesBody>(getGames, `/json-api/v2/games?page=${pages + 1}&limit=${limit}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.data).toEqual([]);
  });

  it('filters by filter[category]=slug', async () => {
    const expected = await activeSlugsIn(['slots']);
    const res = await call<GamesBody>(getGames, '/json-api/v2/games?filter[category]=slots&limit=1000');
    const slugs = res.body.data.data.map((g) => g.slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(new Set(slugs)).toEqual(expected);
    expect(res.body.data.meta.totalItems).toBe(expected.size);
  });

  it('filters by repeated filter[category][]=slug, and both forms combine', async () => {
    const expected = await activeSlugsIn(['slots', 'table']);
    const bracketed = await call<GamesBody>(getGames, '/json-api/v2/games?filter[category][]=slots&filter[category][]=table&limit=1000');
    const mixed = await call<GamesBody>(getGames, '/json-api/v2/games?filter[category]=slots&filter[category][]=table&limit=1000');
    expect(new Set(bracketed.body.data.data.map((g) => g.slug))).toEqual(expected);
    expect(mixed.body.data.data.map((g) => g.slug)).toEqual(bracketed.body.data.data.map((g) => g.slug));
    const slotsOnly = await activeSlugsIn(['slots']);
    expect(expected.size).toBeGreaterThan(slotsOnly.size);
  });

  it('keeps the curated order of a single category', async () => {
    const rows = await db
      .select({ slug: games.slug })
      .from(gameCategories)
      .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
      .innerJoin(games, eq(games.id, gameCategories.gameId))
      .where(and(eq(categories.type, 'category'), eq(categories.slug, 'top'), eq(games.active, true)))
      .orderBy(asc(gameCategories.position));
    const res = await call<GamesBody>(getGames, '/json-api/v2/games?filter[category]=top&limit=1000');
    expect(res.body.data.data.map((g) => g.slug)).toEqual(rows.map((r) => r.slug));
  });

  it('filters by filter[producer]=slug, alone and with a category', async () => {
    const [producer] = await db.select().from(categories).where(eq(categories.type, 'producer')).orderBy(asc(categories.position)).limit(1);
    if (!producer) throw new Error('the seed has no producer');
    const own = await activeSlugsIn([producer.slug]);
    const res = await call<GamesBody>(getGames, `/json-api/v2/games?filter[producer]=${producer.slug}&limit=1000`);
    expect(res.body.data.data.length).toBeGreaterThan(0);
    expect(res.body.data.data.every((g) => g.producer.slug === producer.slug)).toBe(true);
    expect(new Set(res.body.data.data.map((g) => g.slug))).toEqual(own);

    const slots = await activeSlugsIn(['slots']);
    const both = await call<GamesBody>(getGames, `/json-api/v2/games?filter[producer]=${producer.slug}&filter[category]=slots&limit=1000`);
    expect(new Set(both.body.data.data.map((g) => g.slug))).toEqual(new Set([...own].filter((s) => slots.has(s))));

    const unknown = await call<GamesBody>(getGames, '/json-api/v2/games?filter[producer]=no-such-studio');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ data: [], meta: { page: 1, limit: 40, totalItems: 0, pages: 0 } });
  });

  it('searches names case-insensitively by substring', async () => {
    const rows = await db.select({ name: games.name }).from(games).where(eq(games.active, true)).orderBy(asc(games.id));
    const target = rows.find((r) => r.name.length >= 6)?.name;
    if (!target) throw new Error('the seed has no game');
    const fragment = target.slice(1, 5);
    const expected = rows.filter((r) => r.name.toLowerCase().includes(fragment.toLowerCase())).map((r) => r.name);
    for (const q of [fragment.toUpperCase(), fragment.toLowerCase()]) {
      const res = await call<GamesBody>(getGames, `/json-api/v2/games?q=${encodeURIComponent(q)}&page=1&limit=1000`);
      expect(res.status).toBe(200);
      expect(res.body.data.data.map((g) => g.name).sort()).toEqual([...expected].sort());
      expect(res.body.data.data.map((g) => g.name)).toContain(target);
    }
    const none = await call<GamesBody>(getGames, '/json-api/v2/games?q=zzzz-no-such-game');
    expect(none.body.data.data).toEqual([]);
    expect(none.body.data.meta.totalItems).toBe(0);
    // LIKE wildcards are text, not patterns.
    const percent = await call<GamesBody>(getGames, '/json-api/v2/games?q=%25');
    expect(percent.body.data.data.every((g) => g.name.includes('%'))).toBe(true);
  });

  it.each([
    ['limit=0', 'limit=0', 'invalid_limit', 'limit'],
    ['limit=1001', 'limit=1001', 'invalid_limit', 'limit'],
    ['page=0', 'page=0', 'invalid_page', 'page'],
    ['page=abc', 'page=abc', 'invalid_page', 'page'],
    ['a search of 101 characters', `q=${'x'.repeat(101)}`, 'invalid_search', 'q'],
    ['a malformed category slug', 'filter[category]=%3Cscript%3E', 'invalid_category', 'filter[category]'],
    ['a malformed producer slug', 'filter[producer]=a%20b', 'invalid_producer', 'filter[producer]'],
    ['platform=tv', 'platform=tv', 'invalid_platform', 'platform'],
  ])('answers 400 for %s', async (_label, qs, code, field) => {
    const res = await call<ApiErrorBody>(getGames, `/json-api/v2/games?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code, field }] });
  });
});

describe('GET /json-api/v2/games/{slug}', () => {
  it('answers one active game in data.data', async () => {
    const [row] = await db.select().from(games).where(eq(games.active, true)).orderBy(asc(games.id)).limit(1);
    if (!row) throw new Error('the seed has no game');
    const res = await call<OneBody<GameDto>, { slug: string }>(getGameBySlug, `/json-api/v2/games/${row.slug}?platform=mobile`, slugParams(row.slug));
    expect(res.status).toBe(200);
    expect(res.body.data.data).toMatchObject({ id: row.id, slug: row.slug, name: row.name, desktop_name: row.desktopName, active: true });
  });

  it('answers 404 for an inactive game', async () => {
    const [row] = await db.select().from(games).where(eq(games.active, false)).limit(1);
    if (!row) throw new Error('the seed has no inactive game');
    const res = await call<ApiErrorBody, { slug: string }>(getGameBySlug, `/json-api/v2/games/${row.slug}`, slugParams(row.slug));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ code: 'not_found' }] });
  });

  it.each([['no-such-game'], ['recent'], ['..']])('answers 404 for %s', async (slug) => {
    const res = await call<ApiErrorBody, { slug: string }>(getGameBySlug, `/json-api/v2/games/${slug}`, slugParams(slug));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ code: 'not_found' }] });
  });

  it('still checks platform', async () => {
    const res = await call<ApiErrorBody, { slug: string }>(getGameBySlug, '/json-api/v2/games/x?platform=tv', slugParams('x'));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'invalid_platform', field: 'platform' }]);
  });
});

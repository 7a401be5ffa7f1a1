import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { banners, staticPages } from '@/lib/platform/db/schema';
import type { ApiErrorBody } from '@/lib/domain/api-errors';
import type { BannerDto } from '@/lib/platform/content/banners';
import type { ContentBlockDto } from '@/lib/platform/content/content-blocks';
import type { LevelDto } from '@/lib/platform/content/levels';
import type { FooterBlockDto, FooterImageDto, SeoMetaDto } from '@/lib/platform/content/seo';
import type { StaticPageDto, StaticPageSummary } from '@/lib/platform/content/static-pages';
import type { WinnerDto } from '@/lib/platform/content/winners';
import { getServerConfig, saveServerConfig } from '@/lib/platform/content/server-config';
import { handle } from '@/lib/platform/http';
import { domainError } from '@/lib/domain/domain-error';
import { badRequest } from '@/lib/platform/http/errors';
import { GET as getBanners } from '@/app/json-api/banners/route';
import { GET as getCurrentBlock } from '@/app/json-api/content/current-block/route';
import { GET as getStaticPages } from '@/app/json-api/static-pages/route';
import { GET as getStaticPage } from '@/app/json-api/static-pages/[slug]/route';
import { GET as getSeoFooter } from '@/app/json-api/seo/footer/route';
import { GET as getCanonical } from '@/app/json-api/seo/canonical/route';
import { GET as getSeoMeta } from '@/app/json-api/seo/meta/route';
import { GET as getFooterBlocks } from '@/app/json-api/blocks/footer/route';
import { GET as getServerData } from '@/app/json-api/serverdata/route';
import { GET as getLevels } from '@/app/json-api/levels/route';
import { GET as getWinners } from '@/app/api/winners/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { call } from './helpers/api-call';


type Data<T> = { data: T };

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

describe('GET /json-api/banners', () => {
  it('lists start-page banners in data.data by position', async () => {
    const res = await call<Data<Data<BannerDto[]>>>(getBanners, '/json-api/banners?type=startPage&platform=desktop');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const list = res.body.data.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((b) => b.type === 'startPage')).toBe(true);
    const rows = await db.select().from(banners).where(eq(banners.type, 'startPage')).orderBy(asc(banners.position), asc(banners.id));
    expect(list.map((b) => b.id)).toEqual(rows.filter((r) => r.active).map((r) => r.id));
    expect(list[0]).toEqual({
      id: expect.any(Number),
      type: 'startPage',
      providerSlug: null,
      title: expect.any(String),
      subtitle: expect.any(String),
      buttonText: expect.any(String),
      image: expect.any(String),
      url: expect.any(String),
    });
  });

  it('lists a provider’s banners with type=gameProvider&providerSlug=', async () => {
    const [row] = await db.select().from(banners).where(eq(banners.type, 'gameProvider')).orderBy(asc(banners.position)).limit(1);
    if (!row?.providerSlug) throw new Error('the seed has no provider banner');
    const res = await call<Data<Data<BannerDto[]>>>(getBanners, `/json-api/banners?type=gameProvider&providerSlug=${row.providerSlug}`);
    expect(res.status).toBe(200);
    expect(res.body.data.data.length).toBeGreaterThan(0);
    expect(res.body.data.data.every((b) => b.type === 'gameProvider' && b.providerSlug === row.providerSlug)).toBe(true);
    const none = await call<Data<Data<BannerDto[]>>>(getBanners, '/json-api/banners?type=gameProvider&providerSlug=no-such-studio');
    expect(none.body.data.data).toEqual([]);
  });

  it('lists every active banner without type, in the caller’s language', async () => {
    const ru = await call<Data<Data<BannerDto[]>>>(getBanners, '/json-api/banners', { lang: 'ru' });
    const en = await call<Data<Data<BannerDto[]>>>(getBanners, '/json-api/banners', { lang: 'en' });
    expect(new Set(ru.body.data.data.map((b) => b.type))).toEqual(new Set(['startPage', 'gameProvider']));
    expect(ru.body.data.data.map((b) => b.id)).toEqual(en.body.data.data.map((b) => b.id));
    expect(ru.body.data.data[0]?.title).not.toBe(en.body.data.data[0]?.title);
  });

  it.each([
    ['type=sidebar', 'invalid_type', 'type'],
    ['providerSlug=%20x', 'invalid_provider_slug', 'providerSlug'],
    ['platform=tv', 'invalid_platform', 'platform'],
  ])('answers 400 for %s', async (qs, code, field) => {
    const res = await call<ApiErrorBody>(getBanners, `/json-api/banners?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code, field }] });
  });
});

describe('GET /json-api/content/current-block', () => {
  it('answers the block running now, or null, in data', async () => {
    const res = await call<Data<ContentBlockDto | null>>(getCurrentBlock, '/json-api/content/current-block?platform=mobile');
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('data');
    const block = res.body.data;
    if (block) {
      expect(block).toEqual({
        key: expect.any(String),
        title: expect.any(String),
        body: expect.any(String),
        image: block.image,
        url: block.url,
        startsAt: expect.any(String),
        endsAt: expect.any(String),
      });
      const now = Date.now();
      expect(Date.parse(block.startsAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(block.endsAt)).toBeGreaterThan(now);
      const en = await call<Data<ContentBlockDto | null>>(getCurrentBlock, '/json-api/content/current-block', { lang: 'en' });
      expect(en.body.data?.key).toBe(block.key);
    }
  });
});

describe('GET /json-api/static-pages', () => {
  it('leaves hidden pages out with hidden=false', async () => {
    const rows = await db.select().from(staticPages).orderBy(asc(staticPages.position), asc(staticPages.id));
    const visible = rows.filter((r) => !r.hidden).map((r) => r.slug);
    const hidden = rows.filter((r) => r.hidden).map((r) => r.slug);
    expect(hidden.length).toBeGreaterThan(0);

    const res = await call<Data<StaticPageSummary[]>>(getStaticPages, '/json-api/static-pages?hidden=false');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.slug)).toEqual(visible);
    expect(res.body.data.map((p) => p.slug)).toEqual(expect.arrayContaining(['rules', 'privacy']));
    expect(res.body.data[0]).toEqual({ slug: expect.any(String), url: expect.any(String), pageType: expect.any(String), title: expect.any(String) });

    const onlyHidden = await call<Data<StaticPageSummary[]>>(getStaticPages, '/json-api/static-pages?hidden=true');
    expect(onlyHidden.body.data.map((p) => p.slug)).toEqual(hidden);
    const all = await call<Data<StaticPageSummary[]>>(getStaticPages, '/json-api/static-pages');
    expect(all.body.data.map((p) => p.slug)).toEqual(rows.map((r) => r.slug));
  });

  it('answers 400 invalid_hidden for another value', async () => {
    const res = await call<ApiErrorBody>(getStaticPages, '/json-api/static-pages?hidden=no');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code: 'invalid_hidden', field: 'hidden' }] });
  });
});

describe('GET /json-api/static-pages/{slug}', () => {
  it.each([['rules'], ['privacy'], ['welcome'], ['winback'], ['compoints-about']])('answers the page %s', async (slug) => {
    const res = await call<Data<StaticPageDto>, { slug: string }>(getStaticPage, `/json-api/static-pages/${slug}`, { params: { slug } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      slug,
      url: expect.any(String),
      pageType: expect.any(String),
      title: expect.any(String),
      paragraphs: expect.any(Array),
      updatedAt: expect.any(String),
    });
    expect(res.body.data.paragraphs.length).toBeGreaterThan(0);
  });

  it('opens a hidden page by its slug', async () => {
    const [row] = await db.select().from(staticPages).where(eq(staticPages.hidden, true)).limit(1);
    if (!row) throw new Error('the seed has no hidden page');
    const res = await call<Data<StaticPageDto>, { slug: string }>(getStaticPage, `/json-api/static-pages/${row.slug}`, { params: { slug: row.slug } });
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe(row.slug);
  });

  it('translates by Accept-Language', async () => {
    const ru = await call<Data<StaticPageDto>, { slug: string }>(getStaticPage, '/json-api/static-pages/rules', { params: { slug: 'rules' }, lang: 'ru' });
    const en = await call<Data<StaticPageDto>, { slug: string }>(getStaticPage, '/json-api/static-pages/rules', { params: { slug: 'rules' }, lang: 'en' });
    expect(ru.body.data.title).not.toBe(en.body.data.title);
  });

  it.each([['no-such-page'], ['%00']])('answers 404 for %s', async (slug) => {
    const res = await call<ApiErrorBody, { slug: string }>(getStaticPage, `/json-api/static-pages/${slug}`, { params: { slug } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: [{ code: 'not_found' }] });
  });
});

describe('GET /json-api/seo/*, /json-api/blocks/footer', () => {
  it('lists the footer images', async () => {
    const res = await call<Data<FooterImageDto[]>>(getSeoFooter, '/json-api/seo/footer');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), image: expect.any(String), alt: expect.any(String), url: res.body.data[0]?.url ?? null });
  });

  it('describes the footer images in the caller’s language', async () => {
    const ru = await call<Data<FooterImageDto[]>>(getSeoFooter, '/json-api/seo/footer', { lang: 'ru' });
    const it = await call<Data<FooterImageDto[]>>(getSeoFooter, '/json-api/seo/footer', { lang: 'it' });
    expect(ru.body.data.map((f) => f.alt)).toContain('Ответственная игра');
    expect(it.body.data.map((f) => f.alt)).toContain('Gioco responsabile');
  });

  it('answers the canonical host', async () => {
    const res = await call<Data<{ canonicalHost: string }>>(getCanonical, '/json-api/seo/canonical');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { canonicalHost: (await getServerConfig(db)).canonicalHost } });
    expect(() => new URL(res.body.data.canonicalHost)).not.toThrow();
  });

  it('lists the footer text blocks in the caller’s language', async () => {
    const ru = await call<Data<FooterBlockDto[]>>(getFooterBlocks, '/json-api/blocks/footer', { lang: 'ru' });
    const en = await call<Data<FooterBlockDto[]>>(getFooterBlocks, '/json-api/blocks/footer', { lang: 'en' });
    expect(ru.status).toBe(200);
    expect(ru.body.data.length).toBeGreaterThan(0);
    expect(ru.body.data[0]).toEqual({ key: expect.any(String), content: expect.any(String) });
    expect(ru.body.data.map((b) => b.key)).toEqual(en.body.data.map((b) => b.key));
    expect(ru.body.data[0]?.content).not.toBe(en.body.data[0]?.content);
  });

  it('answers the meta of a path, also given with a locale prefix', async () => {
    const ru = await call<Data<SeoMetaDto | null>>(getSeoMeta, '/json-api/seo/meta?path=/games/slots', { lang: 'ru' });
    expect(ru.status).toBe(200);
    expect(ru.body.data).toEqual({ path: '/games/slots', metaTitle: expect.any(String), metaDescription: expect.any(String), isNoindexPath: expect.any(Boolean) });
    const en = await call<Data<SeoMetaDto | null>>(getSeoMeta, `/json-api/seo/meta?path=${encodeURIComponent('/en/games/slots/')}`, { lang: 'en' });
    expect(en.body.data?.path).toBe('/games/slots');
    expect(en.body.data?.metaTitle).not.toBe(ru.body.data?.metaTitle);
    const root = await call<Data<SeoMetaDto | null>>(getSeoMeta, '/json-api/seo/meta?path=/');
    expect(root.body.data?.path).toBe('/');
  });

  it('answers data null for a path without meta', async () => {
    const res = await call<Data<SeoMetaDto | null>>(getSeoMeta, '/json-api/seo/meta?path=/no/such/page');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
  });

  it.each([
    ['no path', '', 'required'],
    ['an empty path', 'path=', 'invalid_path'],
    ['a relative path', 'path=games/slots', 'invalid_path'],
    ['a path of 513 characters', `path=/${'a'.repeat(512)}`, 'invalid_path'],
  ])('answers 400 for %s', async (_label, qs, code) => {
    const res = await call<ApiErrorBody>(getSeoMeta, `/json-api/seo/meta?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code, field: 'path' }] });
  });
});

describe('GET /json-api/serverdata', () => {
  it('answers the public server config without the operator-only fields', async () => {
    const res = await call<Data<Record<string, unknown>>>(getServerData, '/json-api/serverdata?platform=desktop');
    expect(res.status).toBe(200);
    const config = await getServerConfig(db);
    const { restrictedCountries: _r, blockedCountries: _b, profileCompletionGift: _g, ...expected } = config;
    expect(res.body.data).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(res.body.data).not.toHaveProperty('restrictedCountries');
    expect(res.body.data).not.toHaveProperty('blockedCountries');
    // What the operator grants for a completed registration is theirs to announce, not the config's.
    expect(config.profileCompletionGift).toBeTruthy();
    expect(res.body.data).not.toHaveProperty('profileCompletionGift');
    for (const key of ['captcha', 'callCenterChat', 'messengerLinks', 'currencies', 'webPushKey', 'abTests', 'registrationConfig', 'promoPopup', 'promoWidgetData', 'noIndex', 'canonicalHost']) {
      expect(res.body.data).toHaveProperty(key);
    }
    const text = JSON.stringify(res.body);
    for (const code of [...config.restrictedCountries, ...config.blockedCountries]) expect(text).not.toContain(`"${code}"`);
  });
});

describe('GET /json-api/levels', () => {
  it('lists levels 1..10 by index, named in the caller’s language', async () => {
    const ru = await call<Data<LevelDto[]>>(getLevels, '/json-api/levels', { lang: 'ru' });
    const en = await call<Data<LevelDto[]>>(getLevels, '/json-api/levels', { lang: 'en' });
    expect(ru.status).toBe(200);
    expect(ru.body.data.map((l) => l.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ru.body.data[0]).toEqual({ index: 1, name: expect.any(String), image: expect.any(String), pointsRequired: expect.any(Number) });
    expect(ru.body.data[0]?.name).not.toBe(en.body.data[0]?.name);
  });
});

describe('GET /api/winners', () => {
  it('answers 30 recent winners by default, newest first, with options.currency', async () => {
    const res = await call<{ data: WinnerDto[]; options: { currency: string } }>(getWinners, '/api/winners?limit=30');
    expect(res.status).toBe(200);
    expect(res.body.options).toEqual({ currency: 'RUB' });
    expect(res.body.data).toHaveLength(30);
    const times = res.body.data.map((w) => Date.parse(w.wonAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      userName: expect.any(String),
      amount: expect.any(Number),
      currency: expect.any(String),
      wonAt: expect.any(String),
      game: res.body.data[0]?.game ?? null,
    });
    const byDefault = await call<{ data: WinnerDto[] }>(getWinners, '/api/winners');
    expect(byDefault.body.data).toHaveLength(30);
  });

  it('takes a smaller limit', async () => {
    const res = await call<{ data: WinnerDto[] }>(getWinners, '/api/winners?limit=5');
    expect(res.body.data).toHaveLength(5);
  });

  it.each([['limit=0'], ['limit=101'], ['limit=ten']])('answers 400 invalid_limit for %s', async (qs) => {
    const res = await call<ApiErrorBody>(getWinners, `/api/winners?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code: 'invalid_limit', field: 'limit' }] });
  });
});

describe('the handler wrapper', () => {
  it('turns an unexpected error into a logged 500 without a stack', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const GET = handle(async () => {
        throw new Error('secret internals');
      });
      const res = await call<ApiErrorBody>(GET, '/json-api/boom');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ errors: [{ code: 'server_error' }] });
      expect(JSON.stringify(res.body)).not.toContain('secret');
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('turns a thrown ApiError into its status', async () => {
    const GET = handle(async () => {
      throw badRequest('invalid_query', 'x');
    });
    const res = await call<ApiErrorBody>(GET, '/json-api/x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code: 'invalid_query', field: 'x' }] });
  });

  it('turns a thrown DomainError into its status, body and Retry-After', async () => {
    const GET = handle(async () => {
      throw domainError('rate_limited', 'too_many_attempts', undefined, { details: { retry_after: 7 }, retryAfterSeconds: 7 });
    });
    const res = await call<ApiErrorBody>(GET, '/json-api/x');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.body).toEqual({ retry_after: 7, errors: [{ code: 'too_many_attempts' }] });
  });

  it('checks platform on every call', async () => {
    for (const handler of [getCurrentBlock, getSeoFooter, getCanonical, getFooterBlocks, getServerData, getLevels]) {
      const res = await call<ApiErrorBody>(handler, '/json-api/any?platform=tv');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ code: 'invalid_platform', field: 'platform' }] });
    }
  });
});

describe('maintenance', () => {
  it('answers 503 on every call but serverdata while the operator has maintenance on', async () => {
    const config = await getServerConfig(db);
    await saveServerConfig(db, { ...config, maintenance: true });
    try {
      const levels = await call<ApiErrorBody>(getLevels, '/json-api/levels');
      expect(levels.status).toBe(503);
      expect(levels.body).toEqual({ errors: [{ code: 'maintenance' }] });
      const data = await call<Data<{ maintenance: boolean }>>(getServerData, '/json-api/serverdata');
      expect(data.status).toBe(200);
      expect(data.body.data.maintenance).toBe(true);
    } finally {
      await saveServerConfig(db, config);
    }
    expect((await call(getLevels, '/json-api/levels')).status).toBe(200);
  });
});

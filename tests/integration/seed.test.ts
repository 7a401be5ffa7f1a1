import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, count, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import sharp from 'sharp';
import type { LocalizedText } from '@/lib/domain/locales';
import { CURRENCIES } from '@/lib/domain/money';
import { serverConfigSchema } from '@/lib/domain/content/server-config';
import { MIGRATIONS_FOLDER, type Db } from '@/lib/platform/db/client';
import * as schema from '@/lib/platform/db/schema';
import { ensureArt, seedDatabase } from '@/lib/platform/seed';
import { closeTestDb, openSeededDb } from './helpers/test-db';

const {
  banners,
  categories,
  contentBlocks,
  footerBlocks,
  gameCategories,
  games,
  levels,
  seoFooterImages,
  seoMeta,
  serverConfig,
  staticPages,
  winners,
} = schema;

const ART_DIR = process.env.ART_DIR as string;
const REQUIRED_CATEGORIES = ['slots', 'table', 'otygrat_bonus', 'recommended', 'top', 'newgames', 'jackpot', 'allgames'];

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

async function membersOf(database: Db, slug: string): Promise<string[]> {
  const rows = await database
    .select({ slug: games.slug })
    .from(gameCategories)
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .where(and(eq(categories.type, 'category'), eq(categories.slug, slug)))
    .orderBy(asc(gameCategories.position));
  return rows.map((r) => r.slug);
}

/** Everything in the catalogue that must come out the same on every install. */
async function snapshot(database: Db) {
  const cats = await database.select().from(categories).orderBy(asc(categories.type), asc(categories.position));
  const gameRows = await database.select().from(games).orderBy(asc(games.slug));
  const producerSlug = new Map(cats.map((c) => [c.id, c.slug]));
  const links = await Promise.all(cats.filter((c) => c.type === 'category').map(async (c) => [c.slug, await membersOf(database, c.slug)]));
  return {
    categories: cats.map(({ id: _id, ...rest }) => rest),
    games: gameRows.map(({ id: _id, producerId, ...rest }) => ({ ...rest, producer: producerSlug.get(producerId) })),
    links,
    banners: (await database.select().from(banners).orderBy(asc(banners.position))).map(({ id: _id, ...rest }) => rest),
    pages: (await database.select().from(staticPages).orderBy(asc(staticPages.slug))).map(({ id: _id, ...rest }) => rest),
    seo: await database.select().from(seoMeta).orderBy(asc(seoMeta.path)),
    levels: (await database.select().from(levels).orderBy(asc(levels.index))).map(({ id: _id, ...rest }) => rest),
    winners: (await database.select().from(winners).orderBy(asc(winners.id))).map((w) => [w.userName, w.gameSlug, w.amount, w.currency]),
  };
}

async function tableCounts(database: Db) {
  const tables = { banners, categories, contentBlocks, footerBlocks, gameCategories, games, levels, seoFooterImages, seoMeta, serverConfig, staticPages, winners };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.select({ n: count() }).from(table);
    out[name] = Number(row?.n ?? 0);
  }
  return out;
}

function expectLocalized(text: LocalizedText, where: string) {
  for (const locale of ['ru', 'en', 'it'] as const) {
    if (!text[locale]?.trim()) throw new Error(`${where}: missing ${locale} text`);
  }
}

describe('seed: catalogue', () => {
  it('has at least 12 producers with logos and positions 1..n', async () => {
    const producers = await db.select().from(categories).where(eq(categories.type, 'producer')).orderBy(asc(categories.position));
    expect(producers.length).toBeGreaterThanOrEqual(12);
    expect(producers.map((p) => p.position)).toEqual(producers.map((_, i) => i + 1));
    for (const p of producers) expect(p.image).toBe(`/generated/producers/${p.slug}.webp`);
    expect(producers.some((p) => p.playersOnline > 0)).toBe(true);
  });

  it('has the required categories, lobby ones in order with top first', async () => {
    const cats = await db.select().from(categories).where(eq(categories.type, 'category')).orderBy(asc(categories.position));
    const slugs = cats.map((c) => c.slug);
    for (const slug of REQUIRED_CATEGORIES) expect(slugs).toContain(slug);
    const lobby = cats.filter((c) => c.showInLobby).map((c) => c.slug);
    expect(lobby[0]).toBe('top');
    expect([...lobby].sort()).toEqual(['jackpot', 'newgames', 'otygrat_bonus', 'recommended', 'slots', 'table', 'top']);
    expect(cats.find((c) => c.slug === 'allgames')?.showInLobby).toBe(false);
    expect(cats.find((c) => c.slug === 'otygrat_bonus')?.name).toEqual({ ru: 'Отыграть бонус', en: 'Play with bonus', it: 'Gioca con bonus' });
    for (const c of cats) expect(c.image).toMatch(/^\/generated\/categories\/.+\.webp$/);
  });

  it('has at least 84 games with unique kebab-case slugs and the promised flags', async () => {
    const rows = await db.select().from(games);
    expect(rows.length).toBeGreaterThanOrEqual(84);
    expect(new Set(rows.map((g) => g.slug)).size).toBe(rows.length);
    for (const g of rows) {
      expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.preview).toBe(`/generated/games/${g.slug}.webp`);
      expect(g.tallPreview).toBe(`/generated/games/${g.slug}-tall.webp`);
      for (const b of g.badges) expect(['top', 'new', 'jackpot']).toContain(b);
    }
    expect(rows.filter((g) => !g.active).map((g) => g.slug).sort()).toEqual(['counts-castle', 'retro-sevens']);
    expect(rows.filter((g) => g.disabled).map((g) => g.slug).sort()).toEqual(['ember-wyrm', 'mini-roulette']);
    expect(rows.filter((g) => !g.hasDemoMode)).toHaveLength(5);
    expect(rows.filter((g) => !g.allowBonusBalance)).toHaveLength(8);
    expect(rows.filter((g) => g.badges.includes('top'))).toHaveLength(15);
    expect(rows.filter((g) => g.badges.includes('new'))).toHaveLength(15);
    expect(rows.filter((g) => g.badges.includes('jackpot'))).toHaveLength(10);
    expect(rows.find((g) => g.slug === 'jacks-or-better')).toMatchObject({ frameWidth: 800, frameHeight: 600 });
    expect(rows.find((g) => g.slug === 'baccarat-deluxe')).toMatchObject({ frameWidth: 1024, frameHeight: 768 });
    expect(rows.filter((g) => g.frameWidth === 1280).length).toBeGreaterThan(rows.length - 10);
  });

  it('links every active game into allgames and fills each category consistently', async () => {
    const rows = await db.select().from(games);
    const bySlug = new Map(rows.map((g) => [g.slug, g]));
    const all = await membersOf(db, 'allgames');
    for (const g of rows.filter((r) => r.active)) expect(all).toContain(g.slug);

    const positions = await db.select({ categoryId: gameCategories.categoryId, position: gameCategories.position }).from(gameCategories);
    const byCategory = new Map<number, number[]>();
    for (const p of positions) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p.position]);
    for (const list of byCategory.values()) expect([...list].sort((a, b) => a - b)).toEqual(list.map((_, i) => i + 1));

    const top = await membersOf(db, 'top');
    expect(top.length).toBeGreaterThan(0);
    for (const s of top) expect(bySlug.get(s)?.badges).toContain('top');
    for (const s of await membersOf(db, 'newgames')) expect(bySlug.get(s)?.badges).toContain('new');
    for (const s of await membersOf(db, 'jackpot')) expect(bySlug.get(s)?.badges).toContain('jackpot');
    const bonus = await membersOf(db, 'otygrat_bonus');
    expect(bonus.length).toBeGreaterThanOrEqual(15);
    for (const s of bonus) expect(bySlug.get(s)?.allowBonusBalance).toBe(true);
    expect((await membersOf(db, 'recommended')).length).toBe(16);
    const slots = await membersOf(db, 'slots');
    const table = await membersOf(db, 'table');
    expect(slots).toContain('cherry-blaze');
    expect(table).toContain('european-roulette');
    expect(slots.filter((s) => table.includes(s))).toEqual([]);
  });
});

describe('seed: content', () => {
  it('writes a server config that parses, with the test region codes', async () => {
    const [row] = await db.select().from(serverConfig).where(eq(serverConfig.id, 1));
    const config = serverConfigSchema.parse(row?.config);
    expect(config.currencies).toEqual([...CURRENCIES]);
    expect(config.defaultCurrency).toBe('RUB');
    expect(config.restrictedCountries).toContain('XX');
    expect(config.blockedCountries).toContain('ZZ');
    expect(config.maintenance).toBe(false);
    expect(config.promoPopup.isActive).toBe(true);
    expect(config.promoPopup.endAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('has localized texts everywhere, in ru, en and it', async () => {
    for (const c of await db.select().from(categories)) expectLocalized(c.name, `category ${c.slug}`);
    for (const b of await db.select().from(banners)) {
      expectLocalized(b.title, 'banner title');
      expectLocalized(b.subtitle, 'banner subtitle');
      expectLocalized(b.buttonText, 'banner button');
    }
    for (const p of await db.select().from(staticPages)) {
      expectLocalized(p.title, `page ${p.slug}`);
      expectLocalized(p.body, `page ${p.slug}`);
      for (const locale of ['ru', 'en', 'it'] as const) expect(p.body[locale]?.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3);
    }
    for (const m of await db.select().from(seoMeta)) {
      expectLocalized(m.metaTitle, `seo ${m.path}`);
      expectLocalized(m.metaDescription, `seo ${m.path}`);
    }
    for (const f of await db.select().from(footerBlocks)) expectLocalized(f.content, `footer ${f.key}`);
    for (const l of await db.select().from(levels)) expectLocalized(l.name, `level ${l.index}`);
    for (const b of await db.select().from(contentBlocks)) expectLocalized(b.body, `block ${b.key}`);
  });

  it('has banners, pages, seo meta, footer, a current block, levels and winners', async () => {
    const bannerRows = await db.select().from(banners);
    expect(bannerRows.filter((b) => b.type === 'startPage').length).toBeGreaterThanOrEqual(4);
    expect(bannerRows.filter((b) => b.type === 'gameProvider' && b.providerSlug).length).toBeGreaterThanOrEqual(4);

    const pages = await db.select().from(staticPages);
    const slugs = pages.map((p) => p.slug);
    for (const s of ['rules', 'privacy', 'responsible-gaming', 'about', 'contacts', 'welcome', 'winback', 'compoints-about', 'faq', 'aml']) {
      expect(slugs).toContain(s);
      expect(pages.find((p) => p.slug === s)).toMatchObject({ url: `/${s}`, hidden: false, pageType: 'info' });
    }
    expect(pages.filter((p) => p.hidden).map((p) => p.slug)).toEqual(['bonus-terms']);

    const meta = await db.select().from(seoMeta);
    for (const p of ['/', '/games/slots', '/games/table', '/games/top', '/games/newgames', '/games/allgames', '/promo', '/tournaments', '/welcome', '/rules']) {
      expect(meta.find((m) => m.path === p)?.isNoindexPath).toBe(false);
    }
    expect(meta.find((m) => m.path === '/games/otygrat_bonus')?.isNoindexPath).toBe(true);

    expect(await db.select().from(seoFooterImages)).toHaveLength(6);
    expect((await db.select().from(footerBlocks)).map((b) => b.key).sort()).toEqual(['copyright', 'license', 'responsible']);

    const [block] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, 'lobby-hero'));
    expect(block?.startsAt.getTime()).toBeLessThan(Date.now());
    expect(block?.endsAt.getTime()).toBeGreaterThan(Date.now());

    const levelRows = await db.select().from(levels).orderBy(asc(levels.index));
    expect(levelRows.map((l) => l.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(levelRows[0]?.pointsRequired).toBe(0);
    for (let i = 1; i < levelRows.length; i++) expect(levelRows[i]!.pointsRequired).toBeGreaterThan(levelRows[i - 1]!.pointsRequired);

    const winnerRows = await db.select().from(winners);
    expect(winnerRows).toHaveLength(30);
    const gameSlugs = new Set((await db.select({ slug: games.slug }).from(games).where(eq(games.active, true))).map((g) => g.slug));
    for (const w of winnerRows) {
      expect(gameSlugs.has(w.gameSlug)).toBe(true);
      expect(w.userName).toMatch(/^\S{3}\*\*\*$/);
      expect(Number.isInteger(w.amount)).toBe(true);
      expect(w.wonAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(w.wonAt.getTime()).toBeGreaterThan(Date.now() - 24 * 3600_000);
    }
  });
});

describe('seed: idempotence and determinism', () => {
  it('does nothing the second time', async () => {
    const before = await tableCounts(db);
    await expect(seedDatabase(db)).resolves.toEqual({ seeded: false });
    expect(await tableCounts(db)).toEqual(before);
  });

  it('gives two fresh databases the same catalogue, even when seeded twice at once', async () => {
    const client = new PGlite('memory://');
    try {
      const other = drizzle(client, { schema });
      await migrate(other, { migrationsFolder: MIGRATIONS_FOLDER });
      const otherDb = other as unknown as Db;
      const results = await Promise.all([seedDatabase(otherDb), seedDatabase(otherDb)]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await tableCounts(otherDb)).toEqual(await tableCounts(db));
      expect(await snapshot(otherDb)).toEqual(await snapshot(db));
    } finally {
      await client.close();
    }
  });
});

describe('seed: art', () => {
  it('draws every picture the database points at, and redraws missing ones', async () => {
    // Remove a few files so the call really draws (ART_DIR may hold pictures from an earlier run).
    const removed = ['games/cherry-blaze.webp', 'games/pearls-and-tides-tall.webp', 'banners/lobby-welcome.webp', 'levels/level-10.webp'];
    for (const f of removed) rmSync(path.join(ART_DIR, f), { force: true });
    await ensureArt();

    const urls: string[] = [];
    for (const g of await db.select().from(games)) urls.push(g.preview, g.tallPreview);
    for (const c of await db.select().from(categories)) if (c.image) urls.push(c.image);
    for (const b of await db.select().from(banners)) urls.push(b.image);
    for (const l of await db.select().from(levels)) urls.push(l.image);
    for (const f of await db.select().from(seoFooterImages)) urls.push(f.image);
    for (const b of await db.select().from(contentBlocks)) if (b.image) urls.push(b.image);
    const [config] = await db.select().from(serverConfig);
    if (config?.config.promoPopup.image) urls.push(config.config.promoPopup.image);

    const missing = urls.filter((u) => !u.startsWith('/generated/') || !existsSync(path.join(ART_DIR, u.slice('/generated/'.length))));
    expect(missing).toEqual([]);

    const wide = await sharp(path.join(ART_DIR, 'games/cherry-blaze.webp')).metadata();
    expect([wide.format, wide.width, wide.height]).toEqual(['webp', 320, 240]);
    const tall = await sharp(path.join(ART_DIR, 'games/pearls-and-tides-tall.webp')).metadata();
    expect([tall.width, tall.height]).toEqual([240, 360]);
    const banner = await sharp(path.join(ART_DIR, 'banners/lobby-welcome.webp')).metadata();
    expect([banner.width, banner.height]).toEqual([1200, 400]);
    // A drawn tile is not one flat colour.
    const stats = await sharp(path.join(ART_DIR, 'games/cherry-blaze.webp')).stats();
    expect(stats.channels.some((c) => c.stdev > 20)).toBe(true);
  });
});

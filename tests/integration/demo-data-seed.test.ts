import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/platform/db/client';
import {
  achievements,
  banners,
  categories,
  compointProducts,
  couponCodes,
  games,
  giftOffers,
  levels,
  promoCurrencies,
  promotions,
  seoMeta,
  serverConfig,
  staticPages,
  tournamentMembers,
  tournamentSeries,
  tournaments,
  userGifts,
  users,
  winners,
} from '@/lib/platform/db/schema';
import { DEFAULT_GIFT_OFFER_SLUG } from '@/lib/domain/gifts/gift-offers';
import { seedDatabase } from '@/lib/platform/seed';
import { DEMO_PLAYER } from '@/lib/platform/seed/demo-player';
import { getDb } from '@/lib/platform/db/client';
import { closeTestDb } from './helpers/test-db';

/**
 * An operator's site: an empty database (PGlite in memory, or PostgreSQL with its schema emptied)
 * started with DEMO_DATA off holds the catalogue and nothing made up — no account, win, coupon,
 * gift offer, promotion, tournament, shop product or banner, every players-online count 0 — and a
 * second start adds nothing. Turned on (the demo), the demo parts come once: what the operator
 * deletes of them is not written again.
 */
let db: Db;
let dropDatabase = async () => undefined;

/**
 * On PostgreSQL a database of its own, created empty for this file and dropped after it (the
 * test database is shared: emptying its schema would prove less and disturb others); on PGlite a
 * fresh one in memory.
 */
async function openEmptyDb(): Promise<Db> {
  const shared = process.env.DATABASE_URL;
  if (shared) {
    const { Pool } = await import('pg');
    const name = `croupier_empty_${process.pid}_${Date.now().toString(36)}`;
    const admin = new Pool({ connectionString: shared, max: 1 });
    await admin.query(`create database ${name}`);
    const url = new URL(shared);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      process.env.DATABASE_URL = shared;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const opened = await getDb();
  await seedDatabase(opened);
  return opened;
}

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  process.env.DEMO_DATA = 'off';
  db = await openEmptyDb();
});
afterAll(async () => {
  process.env.DEMO_DATA = 'on';
  await closeTestDb();
  await dropDatabase();
});

const rows = async (table: PgTable) =>
  Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);

/** Everything the demo makes up, by table: all 0 on an operator's site. */
async function inventedRows() {
  return {
    users: await rows(users),
    winners: await rows(winners),
    coupons: await rows(couponCodes),
    giftOffers: await rows(giftOffers),
    promotions: await rows(promotions),
    promoCurrencies: await rows(promoCurrencies),
    tournaments: await rows(tournaments),
    tournamentSeries: await rows(tournamentSeries),
    tournamentMembers: await rows(tournamentMembers),
    compointProducts: await rows(compointProducts),
    banners: await rows(banners),
    gifts: await rows(userGifts),
  };
}
const NOTHING = { users: 0, winners: 0, coupons: 0, giftOffers: 0, promotions: 0, promoCurrencies: 0, tournaments: 0, tournamentSeries: 0, tournamentMembers: 0, compointProducts: 0, banners: 0, gifts: 0 };

describe('DEMO_DATA off on an empty database', () => {
  it('seeds the catalogue and nothing invented', async () => {
    expect(await inventedRows()).toEqual(NOTHING);
    const producers = await db.select({ online: categories.playersOnline }).from(categories).where(eq(categories.type, 'producer'));
    expect(producers.length).toBeGreaterThan(0);
    expect(producers.every((p) => p.online === 0)).toBe(true);
    // What every install has: the games and their categories, the pages, SEO, levels, config, achievements.
    expect(await rows(games)).toBeGreaterThan(0);
    expect(await rows(categories)).toBeGreaterThan(producers.length);
    expect(await rows(staticPages)).toBeGreaterThan(0);
    expect(await rows(seoMeta)).toBeGreaterThan(0);
    expect(await rows(levels)).toBeGreaterThan(0);
    expect(await rows(serverConfig)).toBe(1);
    expect(await rows(achievements)).toBeGreaterThan(0);
  });

  it('a second start writes nothing invented either', async () => {
    await seedDatabase(db);
    expect(await inventedRows()).toEqual(NOTHING);
  });
});

describe('DEMO_DATA on', () => {
  it('writes each demo part once: what an operator deleted stays deleted on the next start', async () => {
    process.env.DEMO_DATA = 'on';
    await seedDatabase(db);
    const [welcome] = await db.select().from(couponCodes).where(eq(couponCodes.code, 'WELCOME2026'));
    expect(welcome).toBeDefined();
    const demo = await inventedRows();
    expect(demo.users).toBeGreaterThan(0);
    expect(demo.tournaments).toBeGreaterThan(0);
    expect(demo.promotions).toBeGreaterThan(0);
    expect(demo.compointProducts).toBeGreaterThan(0);

    const [tournament] = await db.select({ id: tournaments.id, slug: tournaments.slug }).from(tournaments).limit(1);
    const [promotion] = await db.select({ id: promotions.id, slug: promotions.slug }).from(promotions).limit(1);
    await db.delete(couponCodes).where(eq(couponCodes.code, 'WELCOME2026'));
    await db.delete(giftOffers).where(eq(giftOffers.slug, DEFAULT_GIFT_OFFER_SLUG));
    await db.delete(compointProducts);
    await db.delete(tournaments).where(eq(tournaments.id, tournament!.id));
    await db.delete(promotions).where(eq(promotions.id, promotion!.id));
    await db.delete(users).where(eq(users.hash, DEMO_PLAYER.hash));

    await seedDatabase(db);
    expect(await db.select().from(users).where(eq(users.hash, DEMO_PLAYER.hash))).toEqual([]);
    expect(await db.select().from(couponCodes).where(eq(couponCodes.code, 'WELCOME2026'))).toEqual([]);
    expect(await db.select().from(giftOffers).where(eq(giftOffers.slug, DEFAULT_GIFT_OFFER_SLUG))).toEqual([]);
    expect(await rows(compointProducts)).toBe(0);
    expect(await db.select().from(tournaments).where(eq(tournaments.slug, tournament!.slug))).toEqual([]);
    expect(await db.select().from(promotions).where(eq(promotions.slug, promotion!.slug))).toEqual([]);
  });
});

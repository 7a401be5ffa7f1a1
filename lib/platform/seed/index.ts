import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { count, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { inTransaction } from '@/lib/platform/db/transaction';
import {
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
} from '@/lib/platform/db/schema';
import { generateMissingArt } from './art';
import { bannerRows } from './banners';
import { categoryRows } from './categories';
import { ensureAchievements } from './achievements';
import { ensureBenchPlayers } from './bench-players';
import { ensureCoupons } from './coupons';
import { ensureDemoPlayer } from './demo-player';
import { ensureCompointProducts, giveDemoPlayerCompoints } from './compoint-products';
import { gameCategoryRows, gameRows } from './games';
import { ensureGiftOffers } from './gift-offers';
import { levelRows } from './levels';
import { producerRows } from './providers';
import { contentBlockRows, footerBlockRows, footerImageRows, seoMetaRows } from './seo';
import { buildServerConfig } from './server-config';
import { staticPageRows } from './static-pages';
import { ensureTournaments } from './tournaments';
import { ensurePromotions } from './promotions';
import { winnerRows } from './winners';
import { seedPartOnce } from './seed-marks';
import { demoDataEnabled, demoPartEnabled } from '@/lib/platform/demo-data/switch';
import { recountTournamentSeats } from '@/lib/platform/demo-data/seat-counts';

/**
 * Several instances may start at once against one PostgreSQL: the first to take this lock
 * seeds, the others wait, then see the rows and do nothing.
 */
const SEED_LOCK_KEY = 0x43525550;

/**
 * Fills an empty database with the deterministic catalogue (games, studios, categories, pages,
 * SEO rows, levels, server config, achievements: what every install has), and, while DEMO_DATA is
 * on (lib/platform/demo-data/switch.ts), the demo data: the demo player, the rivals of the
 * tournaments and promotions, the winners list, the players-online numbers, the coupons, the gift
 * offer, the shop's products, the banners. Safe on every start: each demo part is written once per
 * database (seed-marks.ts), so what an operator deleted stays deleted. `seeded` tells whether the
 * catalogue was written.
 */
export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  const demo = demoDataEnabled();
  const result = await seedCatalogue(db, demo);
  // Upserted on every start (not only into an empty catalogue): a database seeded before achievements existed gets them too.
  await ensureAchievements(db);
  if (demo) {
    await seedPartOnce(db, 'gift-offers', () => ensureGiftOffers(db));
    await seedPartOnce(db, 'coupons', () => ensureCoupons(db));
    await seedPartOnce(db, 'compoint-products', () => ensureCompointProducts(db));
    // After the catalogue: a tournament lists games by slug.
    await seedPartOnce(db, 'tournaments', () => ensureTournaments(db));
  }
  // SEED_DEMO_PROMOTIONS (either way) overrides DEMO_DATA for the promotions: an operator who runs
  // only promotions of their own, and the bench's figure without promotions (BENCH_PROMOS=0).
  if (demoPartEnabled('SEED_DEMO_PROMOTIONS')) await seedPartOnce(db, 'promotions', () => ensurePromotions(db));
  // A login with a published password; SEED_DEMO_PLAYER (either way) overrides DEMO_DATA for it.
  if (demoPartEnabled('SEED_DEMO_PLAYER')) {
    await seedPartOnce(db, 'demo-player', async () => {
      await ensureDemoPlayer(db);
      await giveDemoPlayerCompoints(db);
    });
  }
  // The seats the demo's rivals hold follow the switch (demo-data/seat-counts.ts).
  await recountTournamentSeats(db);
  // Only the benchmark's server asks for these (scripts/bench.ts).
  const benchPlayers = Number(process.env.SEED_BENCH_PLAYERS ?? 0);
  if (Number.isSafeInteger(benchPlayers) && benchPlayers > 0) await ensureBenchPlayers(db, Math.min(benchPlayers, 200), process.env.SEED_BENCH_TOURNAMENT || undefined, process.env.SEED_BENCH_PROMO || undefined);
  return result;
}

/**
 * The catalogue part: does nothing when the catalogue already has rows. With `demo` the studios
 * carry made-up players-online numbers and the lobby gets its banners and winners list; without
 * it the counts start at 0 and neither is written.
 */
async function seedCatalogue(db: Db, demo: boolean): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if (Number(existing?.n ?? 0) > 0) return { seeded: false };
  const now = new Date();

  return inTransaction(db, async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    const [again] = await tx.select({ n: count() }).from(categories);
    if (Number(again?.n ?? 0) > 0) return { seeded: false };

    const catalog = await tx
      .insert(categories)
      .values([...producerRows(demo), ...categoryRows()])
      .returning({ id: categories.id, type: categories.type, slug: categories.slug });
    const producerIds = new Map(catalog.filter((c) => c.type === 'producer').map((c) => [c.slug, c.id]));
    const categoryIds = new Map(catalog.filter((c) => c.type === 'category').map((c) => [c.slug, c.id]));

    const inserted = await tx.insert(games).values(gameRows(producerIds)).returning({ id: games.id, slug: games.slug });
    const gameIds = new Map(inserted.map((g) => [g.slug, g.id]));
    await tx.insert(gameCategories).values(gameCategoryRows(categoryIds, gameIds));

    if (demo) await tx.insert(banners).values(bannerRows());
    await tx.insert(staticPages).values(staticPageRows());
    await tx.insert(seoMeta).values(seoMetaRows());
    await tx.insert(seoFooterImages).values(footerImageRows());
    await tx.insert(footerBlocks).values(footerBlockRows());
    await tx.insert(contentBlocks).values(contentBlockRows(now));
    await tx.insert(serverConfig).values({ id: 1, config: buildServerConfig(now), updatedAt: now });
    await tx.insert(levels).values(levelRows());
    if (demo) await tx.insert(winners).values(winnerRows(now));
    return { seeded: true };
  });
}

const art = processState('art', (): { inFlight?: Promise<void> } => ({}));

/**
 * Writes the generated art (game previews, logos, icons, banners, level badges, footer marks)
 * to ART_DIR, drawing only the files that are missing, so a restart costs a few file checks.
 */
export async function ensureArt(): Promise<void> {
  art.inFlight ??= generateMissingArt()
    .then(() => undefined)
    .finally(() => {
      art.inFlight = undefined;
    });
  return art.inFlight;
}

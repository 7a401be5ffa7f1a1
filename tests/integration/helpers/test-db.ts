import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/platform/db/client';
import { seedDatabase } from '@/lib/platform/seed';
import { flushTournamentLive } from '@/lib/platform/tournaments/live';
import { flushPromotionLive } from '@/lib/platform/promotions/round-live';

/**
 * Opens the test database once per file and fills it with the deterministic seed.
 * On PostgreSQL the schema is emptied first (before the migrations run, so a database left by
 * another branch's migrations never stops a file), so every file starts from the same data.
 */
export async function openSeededDb() {
  if (process.env.DATABASE_URL) {
    // Anything the file opened before is migrated against the schema about to go.
    await closeDb();
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: process.env.DATABASE_URL });
    await pool.query('set client_min_messages = warning; drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await pool.end();
  }
  const db = await getDb();
  await seedDatabase(db);
  return db;
}

/**
 * Gives a PGlite kept in a folder (DATA_DIR, for a file that closes and opens its database again)
 * the migrated template the in-memory databases start from (PGLITE_TEMPLATE,
 * tests/integration/global-setup.ts), in the folder lib/platform/db/client.ts opens: initdb and
 * every migration in a folder take several times as long. The migrations still run when the
 * database opens, and find nothing left to do. Without a template nothing is done.
 */
export async function startFolderFromTemplate(dataDir: string): Promise<void> {
  const template = process.env.PGLITE_TEMPLATE;
  if (!template) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(path.resolve(dataDir, 'pglite'), { loadDataDir: new Blob([await readFile(template)]) });
  await client.waitReady;
  await client.close();
}

export async function closeTestDb() {
  // Live tournament tables waiting for their flush read the database: send them while it is open.
  await flushTournamentLive();
  await flushPromotionLive();
  await closeDb();
}

export { sql };

/**
 * The per-file setup most integration files share: the seeded database opened before the file's
 * tests (with the seed's console.log quiet) and closed after them. `onOpen` receives it:
 *   let db: Db;
 *   withSeededDb((opened) => (db = opened));
 */
export function withSeededDb(onOpen: (db: Awaited<ReturnType<typeof openSeededDb>>) => void = () => undefined): void {
  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    onOpen(await openSeededDb());
  });
  afterAll(async () => {
    await closeTestDb();
  });
}

/**
 * The level ladder of a file whose tests reach levels by play: the seed's gifts on short steps
 * (level 2 at 100 points, level 5 at 1 500), so a few rounds of the studio's largest stake
 * (100.00) cross levels. The seed's own steps (lib/platform/seed/levels.ts, level 2 at 10 000)
 * are sized by the house economics; these tests are about how levels are reached, told and paid.
 * Registered after withSeededDb, it runs before any round reads the steps (cached per process).
 */
export const SHORT_LEVEL_STEPS = [0, 100, 300, 700, 1_500, 3_000, 6_000, 12_000, 25_000, 50_000] as const;

export function withShortLevelSteps(getDb: () => Awaited<ReturnType<typeof openSeededDb>>): void {
  beforeAll(async () => {
    for (const [i, points] of SHORT_LEVEL_STEPS.entries()) await getDb().execute(sql`update levels set points_required = ${points} where index = ${i + 1}`);
  });
}

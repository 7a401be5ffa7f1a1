import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { installLazyBegin } from './lazy-begin';
import { withPreparedStatements } from './pglite-prepared';

/**
 * The one database type the services see, whichever driver is underneath. Without a schema:
 * nothing uses drizzle's relational `db.query` API, and with one drizzle builds a query builder
 * per table for every transaction it opens (about 3 % of a PostgreSQL round's CPU).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/**
 * One handle per process (process-state.ts): PGlite must be opened only once per data folder.
 */
const holder = processState('db', (): { handle?: Promise<DbHandle> } => ({}));

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/platform/db/migrations');

/**
 * The settings of every application connection to PostgreSQL. JIT off: the application's
 * statements are short, and PostgreSQL compiles a statement whose *estimated* cost passes
 * jit_above_cost whatever it really costs. The promotions' fold, whose estimate grew with the rounds
 * table, spent 1.2 s of CPU compiling a statement that ran in 20 ms, twice a second: under CPU
 * contention that alone took the rounds from 312 to 24 a second (docs/decisions/0064).
 */
const APP_SESSION_OPTIONS = '-c jit=off';

async function open(): Promise<DbHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // Pages must never read the database while `next build` prerenders: the build runs in
    // several workers and PGlite cannot be opened twice. A page that does this is a bug.
    throw new Error('The database is not available during next build; make the page dynamic or ISR without build-time params.');
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), options: APP_SESSION_OPTIONS });
    // A transaction's BEGIN goes with its first statement (lazy-begin.ts).
    pool.on('connect', installLazyBegin);
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dataDir = process.env.DATA_DIR ?? './.data';
  let client;
  if (dataDir.startsWith('memory://')) {
    client = withPreparedStatements(new PGlite(dataDir, { loadDataDir: await memoryTemplate() }));
  } else {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = withPreparedStatements(new PGlite(dir));
  }
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/**
 * The integration tests open an in-memory database per file; PGLITE_TEMPLATE names a dump of an
 * already initialised and migrated one (tests/integration/global-setup.ts), which loads in about a
 * second where initdb and the migrations take five on a 2-core CI machine.
 */
async function memoryTemplate(): Promise<Blob | undefined> {
  const file = process.env.PGLITE_TEMPLATE;
  if (!file) return undefined;
  const { readFile } = await import('node:fs/promises');
  return new Blob([await readFile(file)]);
}

/** Opens (once) and migrates the database named by DATABASE_URL, or the embedded PGlite in DATA_DIR. */
export async function getDbHandle(): Promise<DbHandle> {
  holder.handle ??= open().catch((error: unknown) => {
    holder.handle = undefined;
    throw error;
  });
  return holder.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export async function closeDb(): Promise<void> {
  const pending = holder.handle;
  holder.handle = undefined;
  if (pending) await (await pending).close();
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MIGRATIONS = path.join(process.cwd(), 'lib/platform/db/migrations');

/**
 * Runs once before the integration files: makes (or finds) one in-memory PGlite, initialised and
 * migrated, dumped to a file named after the migrations' contents, and points PGLITE_TEMPLATE at
 * it, so each file's fresh database starts from that copy instead of running initdb and every
 * migration again (lib/platform/db/client.ts). Each file still gets its own database and seed.
 * On PostgreSQL (DB_DRIVER=postgres) there is nothing to do.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DB_DRIVER === 'postgres') return;
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  const template = path.join(os.tmpdir(), `croupier-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(template)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite('memory://');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: a run beside this one never reads half a file.
    const partial = `${template}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, template);
  }
  process.env.PGLITE_TEMPLATE = template;
}

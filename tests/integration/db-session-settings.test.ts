import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { queryRows } from '@/lib/platform/db/driver-query';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/**
 * The settings every application connection runs with (db/client.ts APP_SESSION_OPTIONS). JIT
 * off: a statement whose estimated cost passes jit_above_cost is compiled whatever it really
 * costs, and one such statement (the promotions' fold) spent 1.2 s of the database's CPU on each
 * run. On PGlite, which has no JIT, the same plan must show none either.
 */
let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});
afterAll(closeTestDb);

it('never JIT-compiles a statement, however large its estimated cost', async () => {
  // Estimated at about a billion rows: far past jit_above_cost (100,000) with JIT on.
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain select count(*) from generate_series(1, 1000) a, generate_series(1, 1000) b, generate_series(1, 1000) c`,
  );
  const text = plan.map((row) => row['QUERY PLAN']).join('\n');
  expect(text).toMatch(/Aggregate/);
  expect(text).not.toMatch(/JIT/);
});

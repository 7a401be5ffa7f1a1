import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, type Db } from '@/lib/platform/db/client';
import { seedMarks, users, winners } from '@/lib/platform/db/schema';
import { DEMO_PLAYER } from '@/lib/platform/seed/demo-player';
import { RIVALS } from '@/lib/platform/seed/tournament-seeds';
import { withSeededDb } from './helpers/test-db';
import { makePlayer } from './helpers/wallet';

/**
 * Migration 0037 on a database the demo seeded before the marks existed: it marks the accounts
 * the seed made up (the demo player, the rivals) and every win of the winners list as invented,
 * never a real player, and records the demo parts already there as written.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

/** The migration's data statements (its columns and table exist already in the test's schema). */
const DATA_STATEMENTS = readFileSync(path.join(MIGRATIONS_FOLDER, '0037_demo_data_marks.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => !/^\s*(--[^\n]*\n\s*)*(ALTER TABLE|CREATE TABLE)/.test(statement));

it('marks the seed’s accounts and wins, and the demo parts already written', async () => {
  const real = await makePlayer(db);
  // As before the migration: nothing marked.
  await db.update(users).set({ invented: false });
  await db.update(winners).set({ invented: false });
  await db.delete(seedMarks);

  expect(DATA_STATEMENTS).toHaveLength(3);
  for (const statement of DATA_STATEMENTS) await db.execute(sql.raw(statement));

  const marked = await db.select({ nick: users.nickName }).from(users).where(eq(users.invented, true)).orderBy(asc(users.nickName));
  expect(marked.map((u) => u.nick).sort()).toEqual([...RIVALS, DEMO_PLAYER.nickName].sort());
  expect((await db.select({ invented: users.invented }).from(users).where(eq(users.id, real.id)))[0]?.invented).toBe(false);
  expect((await db.select().from(winners)).every((w) => w.invented)).toBe(true);
  expect((await db.select({ part: seedMarks.part }).from(seedMarks)).map((m) => m.part).sort()).toEqual(['compoint-products', 'coupons', 'gift-offers', 'promotions', 'tournaments']);
});

import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { queryRows } from '@/lib/platform/db/driver-query';
import { withSeededDb } from './helpers/test-db';

/**
 * Hot statements asked for `prepared` (driver-query.ts): on PGlite a named statement of the
 * database (pglite-prepared.ts), parsed once and then only bound and executed; on PostgreSQL a
 * named statement of each connection. Either way the rows are the ones the plain query gives,
 * in a transaction and out of it, and a failing statement fails as it would unprepared.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

const pglite = !process.env.DATABASE_URL;
const sum = (a: number, b: number) => sql`select ${a}::int + ${b}::int as n, ${'x'}::text as label, ${JSON.stringify({ a })}::jsonb as doc, null::int as nothing`;

const preparedCount = async () =>
  Number((await queryRows<{ n: number | string }>(db, sql`select count(*) as n from pg_prepared_statements where statement like '%as nothing%'`))[0]!.n);

test('a prepared statement answers the rows of the plain one, however often and wherever it runs', async () => {
  const plain = await queryRows(db, sum(1, 2));
  expect(plain).toEqual([{ n: 3, label: 'x', doc: { a: 1 }, nothing: null }]);
  expect(await queryRows(db, sum(1, 2), { prepared: true })).toEqual(plain);
  expect(await queryRows(db, sum(40, 2), { prepared: true })).toEqual([{ n: 42, label: 'x', doc: { a: 40 }, nothing: null }]);
  const inside = await db.transaction((tx) => queryRows(tx, sum(5, 5), { prepared: true }));
  expect(inside).toEqual([{ n: 10, label: 'x', doc: { a: 5 }, nothing: null }]);
  // On PGlite the one database holds one statement for the text, parsed once for all those runs.
  if (pglite) expect(await preparedCount()).toBe(1);
});

test('a prepared statement that fails throws the database error and leaves the database usable', async () => {
  const failing = (d: number) => sql`select 1 / ${d}::int as n`;
  await expect(queryRows(db, failing(0), { prepared: true })).rejects.toThrow(/division by zero/);
  expect(await queryRows(db, failing(1), { prepared: true })).toEqual([{ n: 1 }]);
  // In a transaction the error rolls the transaction back, as any failing statement does.
  await expect(db.transaction((tx) => queryRows(tx, failing(0), { prepared: true }))).rejects.toThrow(/division by zero/);
  expect(await db.transaction((tx) => queryRows(tx, failing(2), { prepared: true }))).toEqual([{ n: 0 }]);
  await expect(queryRows(db, sql`select no_such_column from pg_class`, { prepared: true })).rejects.toThrow(/no_such_column/);
  expect(await queryRows(db, sum(2, 2), { prepared: true })).toEqual([{ n: 4, label: 'x', doc: { a: 2 }, nothing: null }]);
});

test("outside a transaction it never runs inside another caller's open transaction", async () => {
  await db.execute(sql`create table if not exists prepared_probe (id integer)`);
  let opened!: () => void;
  let release!: () => void;
  const isOpen = new Promise<void>((resolve) => (opened = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  // Another caller's transaction writes a row, waits, then rolls back.
  const other = db
    .transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe (id) values (1)`);
      opened();
      await released;
      throw new Error('rolled back');
    })
    .catch(() => 'rolled back');
  await isOpen;
  const counted = queryRows<{ n: number | string }>(db, sql`select count(*) as n from prepared_probe where id = ${1}`, { prepared: true });
  release();
  expect(await other).toBe('rolled back');
  // It saw the table as committed: without the row the rolled-back transaction wrote.
  expect(Number((await counted)[0]!.n)).toBe(0);
  await db.execute(sql`drop table prepared_probe`);
});

import { entityKind, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgliteTransaction } from 'drizzle-orm/pglite/session';
import type { Db } from '@/lib/platform/db/client';
import { queryRows } from '@/lib/platform/db/driver-query';
import type { Executor, Tx } from '@/lib/platform/db/executor';
import { inTransaction, isTransaction } from '@/lib/platform/db/transaction';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/** inTransaction: the one way a service gets atomicity, inside the caller's transaction or its own. */

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
  await db.execute(sql`create table if not exists tx_probe (id integer primary key)`);
});
afterEach(async () => {
  await db.execute(sql`delete from tx_probe`);
});
afterAll(async () => {
  await db.execute(sql`drop table if exists tx_probe`);
  await closeTestDb();
});

const probes = async (q: Executor) => (await queryRows<{ id: number }>(q, sql`select id from tx_probe order by id`)).map((r) => Number(r.id));
const insert = (q: Executor, id: number) => q.execute(sql`insert into tx_probe (id) values (${id})`);

describe('isTransaction', () => {
  it('tells an open transaction from the pool', async () => {
    expect(isTransaction(db)).toBe(false);
    await db.transaction(async (tx) => {
      expect(isTransaction(tx)).toBe(true);
    });
  });

  it('knows the transactions of both drivers, and of another copy of drizzle (by entity kind)', () => {
    expect(isTransaction(Object.create(PgliteTransaction.prototype) as Tx)).toBe(true);
    expect(isTransaction(Object.create(NodePgTransaction.prototype) as Tx)).toBe(true);
    // What a transaction class of another module copy looks like: its own class, the same kinds.
    class OtherCopyPgTransaction {
      static readonly [entityKind]: string = 'PgTransaction';
    }
    class OtherCopyDriverTransaction extends OtherCopyPgTransaction {
      static override readonly [entityKind]: string = 'NodePgTransaction';
    }
    expect(isTransaction(new OtherCopyDriverTransaction() as unknown as Tx)).toBe(true);
  });
});

describe('inTransaction', () => {
  it('opens a transaction on the pool: all or nothing', async () => {
    await expect(
      inTransaction(db, async (tx) => {
        expect(isTransaction(tx)).toBe(true);
        await insert(tx, 1);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await probes(db)).toEqual([]);
    await inTransaction(db, (tx) => insert(tx, 2));
    expect(await probes(db)).toEqual([2]);
  });

  it("runs inside the caller's transaction without a savepoint: a refusal inside rolls back the caller's writes too", async () => {
    await expect(
      db.transaction(async (tx) => {
        const savepoint = jest.spyOn(tx, 'transaction');
        await insert(tx, 3);
        await inTransaction(tx, async (inner) => {
          expect(inner).toBe(tx);
          await insert(inner, 4);
        });
        expect(await probes(tx)).toEqual([3, 4]);
        expect(savepoint).not.toHaveBeenCalled();
        await inTransaction(tx, async () => {
          throw new Error('refused');
        });
      }),
    ).rejects.toThrow('refused');
    expect(await probes(db)).toEqual([]);
  });
});

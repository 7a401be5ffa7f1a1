import { entityKind, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import { PgliteTransaction } from 'drizzle-orm/pglite/session';
import type { Db } from '@/lib/platform/db/client';
import { queryFirstInTransaction, queryRows } from '@/lib/platform/db/driver-query';
import type { Executor, Tx } from '@/lib/platform/db/executor';
import { inTransaction, isTransaction } from '@/lib/platform/db/transaction';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { waitForLockWaiters } from './helpers/lock-waits';

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

/**
 * The BEGIN that travels with a transaction's first statement (lazy-begin.ts, PostgreSQL; on
 * PGlite the same calls run as plain statements): the first statement and everything after it
 * are inside the transaction, whatever shape the first statement has.
 */
describe('a transaction whose first statement carries its BEGIN', () => {
  it('rolls back the first statement and the ones after it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queryFirstInTransaction(tx, 'insert into tx_probe (id) values (1) returning id');
        await insert(tx, 2);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await probes(db)).toEqual([]);
  });

  it('commits the first statement with the others, and answers its rows', async () => {
    const rows = await db.transaction(async (tx) => {
      const first = await queryFirstInTransaction<{ id: number }>(tx, 'insert into tx_probe (id) values (3) returning id');
      await insert(tx, 4);
      return first;
    });
    expect(rows.map((r) => Number(r.id))).toEqual([3]);
    expect(await probes(db)).toEqual([3, 4]);
  });

  it('holds the row locks its first statement takes until the commit', async () => {
    await insert(db, 5);
    const order: string[] = [];
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db.transaction(async (tx) => {
      await queryFirstInTransaction(tx, 'select id from tx_probe where id = 5 for update');
      locked();
      // On PostgreSQL the holder commits only once the other update is seen waiting for its lock;
      // on PGlite (one connection) that update cannot start before this transaction ends.
      if (process.env.DB_DRIVER === 'postgres') await waitForLockWaiters(db, 1, 'the other update to wait for the row lock');
      order.push('holder commits');
    });
    await isLocked;
    // On PGlite transactions take turns anyway; on PostgreSQL this update waits for the lock.
    await db.execute(sql`update tx_probe set id = 6 where id = 5`);
    order.push('other updated');
    await holder;
    expect(order).toEqual(['holder commits', 'other updated']);
    expect(await probes(db)).toEqual([6]);
  });

  it('runs a transaction whose first statement is an ordinary one, and one with no statement at all', async () => {
    await db.transaction(async (tx) => {
      await insert(tx, 7);
      await queryFirstInTransaction(tx, 'insert into tx_probe (id) values (8)');
    });
    await db.transaction(async () => undefined);
    await expect(db.transaction(async () => Promise.reject(new Error('nothing ran')))).rejects.toThrow('nothing ran');
    expect(await probes(db)).toEqual([7, 8]);
    // The connection is clean for the next transaction: its statements are inside it again.
    await expect(
      db.transaction(async (tx) => {
        await queryFirstInTransaction(tx, 'insert into tx_probe (id) values (9)');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await probes(db)).toEqual([7, 8]);
  });
});

import 'server-only';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/platform/db/executor';

/**
 * Runs hot statements (the ledger's, a round's record) on the driver underneath drizzle (the PGlite instance or
 * transaction, the node-postgres pool or client), with the same text and parameters drizzle
 * would send. Why: drizzle hands PGlite a set of type parsers with every query, and PGlite
 * copies its whole parser table for each query that brings parsers — about 150 µs per
 * statement, a third of a bet-and-win round on PGlite. Nothing else differs: both drivers
 * answer `{ rows }`, and callers convert bigint columns with Number() (node-postgres gives
 * strings, PGlite numbers).
 *
 * The driver is drizzle's session `client` (not part of drizzle's typed API): if a drizzle
 * version moves it, this falls back to `executor.execute`, slower and otherwise the same.
 */
interface DriverClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect();

function driverOf(executor: Executor): DriverClient | null {
  const client = (executor as unknown as { session?: { client?: unknown } }).session?.client;
  return client && typeof (client as DriverClient).query === 'function' ? (client as DriverClient) : null;
}

export async function queryRows<T>(executor: Executor, query: SQL): Promise<T[]> {
  const driver = driverOf(executor);
  if (driver) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await driver.query(text, params)).rows as T[];
  }
  return (await executor.execute(query) as unknown as { rows: T[] }).rows;
}

import 'server-only';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/platform/db/executor';
import { queryWithPendingBegin } from './lazy-begin';
import { pgliteOf, queryPrepared } from './pglite-prepared';

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

/**
 * node-postgres runs a query given a `name` as a prepared statement of its connection: parsed and
 * planned once per connection, then only bound and executed. Planning is most of what the round
 * statement costs PostgreSQL (round-record.ts: several CTEs, joins; about 0.6 ms of planning
 * against 0.2 ms of work), so the hot statements that are the same text every time ask for it.
 * PGlite's driver has no named statements and runs them as before. A statement's name is made
 * from its text, so two texts never share one; the map is bounded (callers pass few texts).
 */
const names = new Map<string, string>();
const MAX_NAMES = 500;

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMES) names.clear();
    name = `croupier_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** A node-postgres pool or client (they take a query config with a name); PGlite's do not. */
function isNodePostgres(client: DriverClient): client is DriverClient & { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> } {
  return 'totalCount' in client || typeof (client as { release?: unknown }).release === 'function';
}

/**
 * True on node-postgres, where every statement is a round trip to another process: a caller may
 * then prefer one larger statement to two small ones. Not on PGlite (in the process, no round
 * trip): both drivers prepare the hot statements, and there two small prepared statements
 * measured faster than one large one (the round's tournament scoring: games/round-record.ts).
 */
export function savesRoundTrips(executor: Executor): boolean {
  const driver = driverOf(executor);
  return driver !== null && isNodePostgres(driver);
}

export interface QueryOptions {
  /** The same text every time on a hot path: a prepared statement of the connection on PostgreSQL, of the database on PGlite (pglite-prepared.ts). */
  prepared?: boolean;
}

export async function queryRows<T>(executor: Executor, query: SQL, options: QueryOptions = {}): Promise<T[]> {
  const driver = driverOf(executor);
  if (driver) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    if (options.prepared && isNodePostgres(driver)) return (await driver.query({ name: statementName(text), text, values: params })).rows as T[];
    const pglite = options.prepared ? pgliteOf(driver) : null;
    if (pglite) return queryPrepared<T>(pglite, text, params);
    return (await driver.query(text, params)).rows as T[];
  }
  return (await executor.execute(query) as unknown as { rows: T[] }).rows;
}

/**
 * The first statement of a transaction on PostgreSQL, sent in one message with the transaction's
 * held-back BEGIN (lazy-begin.ts): one round trip less for every money movement. `text` is plain
 * SQL without parameters (the simple protocol takes no parameters): the caller inlines only values
 * it has checked (integers, fixed identifiers). Elsewhere (PGlite, outside a transaction, BEGIN
 * already sent) it runs like any statement. Answers the rows of `text`.
 */
export async function queryFirstInTransaction<T>(executor: Executor, text: string): Promise<T[]> {
  const driver = driverOf(executor);
  if (driver && isNodePostgres(driver) && typeof (driver as { release?: unknown }).release === 'function') {
    return (await queryWithPendingBegin(driver as unknown as PoolClient, text)) as T[];
  }
  return queryRows<T>(executor, sql.raw(text));
}

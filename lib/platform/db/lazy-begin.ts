import 'server-only';
import type { PoolClient, QueryResult } from 'pg';

/**
 * BEGIN travels with a transaction's first statement on PostgreSQL (node-postgres), instead of
 * costing a round trip of its own. A round is BEGIN, the ledger lock, one statement and COMMIT;
 * every round trip is a socket write and a wake-up on both sides, and measured, one statement
 * more or less moves a PostgreSQL round's throughput by about a tenth (round-record.ts).
 *
 * How: each pooled connection's `query` holds back a plain `begin` (drizzle's transaction sends
 * it first) and sends it before the next statement, in the same message when that statement is
 * plain text without parameters (the simple protocol runs `begin; <statement>` as one message,
 * and the transaction block continues after it). The ledger's lock is sent that way
 * (driver-query.ts `queryFirstInTransaction`). Any other statement — prepared, with parameters,
 * a drizzle builder's — gets the `begin` sent just before it, as before. A transaction that ran
 * no statement has nothing to commit or roll back: its COMMIT or ROLLBACK is not sent either.
 *
 * Nothing changes for what the transaction sees: under READ COMMITTED each statement takes its
 * snapshot when it starts, and no statement of the transaction runs before its BEGIN.
 */

type Query = PoolClient['query'];

const EMPTY: QueryResult = { command: '', rowCount: 0, oid: 0, fields: [], rows: [] };
const PENDING = Symbol('croupier.beginPending');

type LazyClient = PoolClient & { [PENDING]?: boolean };

function textOf(config: unknown): string | null {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && typeof (config as { text?: unknown }).text === 'string') return (config as { text: string }).text;
  return null;
}

const isStatement = (text: string | null, word: string) => text !== null && text.trim().toLowerCase() === word;

/** Installs the lazy BEGIN on a pooled connection (the pool's `connect` event). */
export function installLazyBegin(client: PoolClient): void {
  const lazy = client as LazyClient;
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = (...args: unknown[]): unknown => {
    const [config] = args;
    const text = textOf(config);
    // Callback and submittable forms (cursors, streams) are not ours: they go as they are.
    const promised = typeof args[args.length - 1] !== 'function' && !(config && typeof config === 'object' && 'submit' in config);
    if (promised && isStatement(text, 'begin') && args.length <= 2) {
      lazy[PENDING] = true;
      return Promise.resolve(EMPTY);
    }
    if (!lazy[PENDING]) return send(...args);
    lazy[PENDING] = false;
    if (promised && (isStatement(text, 'commit') || isStatement(text, 'rollback'))) return Promise.resolve(EMPTY);
    const begun = send('begin') as Promise<QueryResult>;
    if (!promised) {
      // A callback or a submittable cannot wait for the begin: the connection's queue keeps the
      // order, and a failed begin shows as the statement's own failure on the same connection.
      begun.catch(() => undefined);
      return send(...args);
    }
    return begun.then(() => send(...args));
  };
  client.query = query as Query;
}

/**
 * Runs `text` (plain SQL, no parameters) as the first statement of a transaction whose BEGIN is
 * held back, in one message with it; on any other connection state, alone. Answers its rows.
 */
export async function queryWithPendingBegin(client: PoolClient, text: string): Promise<unknown[]> {
  const lazy = client as LazyClient;
  if (!lazy[PENDING]) return ((await client.query(text)) as QueryResult).rows;
  lazy[PENDING] = false;
  const results = (await (client.query as unknown as (text: string) => Promise<QueryResult | QueryResult[]>)(`begin; ${text}`));
  const last = Array.isArray(results) ? results[results.length - 1] : results;
  return last?.rows ?? [];
}

import 'server-only';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite, for the hot statements that are the same text every time
 * (driver-query.ts `prepared`): parsed, analysed and described once per database, then only
 * bound and executed. Why: PGlite's own `query` sends every statement unnamed, so PostgreSQL
 * parses and plans it again each time; a round's one statement (round-record.ts) spends about
 * as long being planned as being run (EXPLAIN on PGlite: 0.27–0.58 ms of planning against
 * 0.27–1.0 ms of execution), and holds the round's cost. node-postgres has named
 * statements of its own (driver-query.ts); this is the same for the embedded database.
 *
 * The messages are PGlite's own (its `protocol.serialize`, the parse → describe → bind → describe
 * → execute → sync of its `query`), sent through its `execProtocol` while holding its query lock,
 * and the answer is read by its `parseResults` with its parsers, so rows look exactly as `query`
 * gives them. A statement's plan follows schema changes as PostgreSQL's prepared statements do.
 */

/** A transaction object of PGlite carries its database under this key (see `withPreparedStatements`). */
const DATABASE = Symbol('croupier.pglite');

interface Prepared {
  name: string;
  /** The parameters' type ids as PostgreSQL inferred them, for PGlite's serializers. */
  paramTypes: number[];
}

/** Per database: its prepared statements by text. Bounded: callers pass few texts. */
const statements = new WeakMap<PGlite, Map<string, Prepared>>();
const MAX_STATEMENTS = 200;
let sequence = 0;

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * Lets the statements run in a transaction find the database they run in: PGlite's transaction
 * object has the transaction's `query` but not the database's protocol calls. Called once, where
 * the database is opened (client.ts).
 */
export function withPreparedStatements(database: PGlite): PGlite {
  const transaction = database.transaction.bind(database);
  database.transaction = <T>(work: (tx: Transaction) => Promise<T>) => transaction((tx) => work(Object.assign(tx, { [DATABASE]: database })));
  return database;
}

/** Where a statement runs: PGlite's database, and whether the caller holds one of its transactions. */
export interface PgliteTarget {
  database: PGlite;
  inTransaction: boolean;
}

/** The database of a PGlite driver (the database itself or one of its transactions), or null for any other driver. */
export function pgliteOf(driver: object): PgliteTarget | null {
  const database = (driver as { [DATABASE]?: PGlite })[DATABASE];
  if (database) return { database, inTransaction: true };
  const own = typeof (driver as Partial<PGlite>).execProtocol === 'function' && typeof (driver as Partial<PGlite>).transaction === 'function';
  return own ? { database: driver as PGlite, inTransaction: false } : null;
}

/** PGlite's module, loaded with the first prepared statement (a PostgreSQL deployment never loads it). */
type PgliteModule = typeof import('@electric-sql/pglite');
let pglite: PgliteModule | null = null;
const loadPglite = async () => (pglite ??= await import('@electric-sql/pglite'));

async function send(database: PGlite, message: Uint8Array) {
  return (await database.execProtocol(message, { syncToFs: false })).messages;
}

async function prepare(database: PGlite, known: Map<string, Prepared>, text: string, { protocol, parse }: PgliteModule): Promise<Prepared> {
  const serialize = protocol.serialize;
  if (known.size >= MAX_STATEMENTS) {
    await send(database, serialize.query('deallocate all'));
    known.clear();
  }
  const name = `croupier_${++sequence}`;
  const messages = [];
  try {
    await send(database, serialize.parse({ name, text }));
    messages.push(...(await send(database, serialize.describe({ type: 'S', name }))));
  } finally {
    messages.push(...(await send(database, serialize.sync())));
  }
  const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
  known.set(text, prepared);
  return prepared;
}

/**
 * Runs `text` with `params` as a named prepared statement of the target's database; answers its
 * rows. Under PGlite's locks as its own `query`: the query lock always, and outside a transaction
 * the transaction lock too, so the statement never runs inside a transaction another caller has
 * open on the one session (a caller in a transaction already holds that lock).
 */
export async function queryPrepared<T>(target: PgliteTarget, text: string, params: readonly unknown[]): Promise<T[]> {
  const { database } = target;
  const run = () => runPrepared<T>(database, text, params);
  return target.inTransaction ? run() : database._runExclusiveTransaction(run);
}

async function runPrepared<T>(database: PGlite, text: string, params: readonly unknown[]): Promise<T[]> {
  const lib = await loadPglite();
  const serialize = lib.protocol.serialize;
  return database._runExclusiveQuery(async () => {
    let known = statements.get(database);
    if (!known) statements.set(database, (known = new Map()));
    const statement = known.get(text) ?? (await prepare(database, known, text, lib));
    // As PGlite's `query` does: its serializer for the inferred type, else the value's text.
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = database.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = [];
    try {
      messages.push(...(await send(database, serialize.bind({ statement: statement.name, values }))));
      messages.push(...(await send(database, serialize.describe({ type: 'P' }))));
      messages.push(...(await send(database, serialize.execute({}))));
    } finally {
      messages.push(...(await send(database, serialize.sync())));
    }
    // Outside a transaction block PGlite writes the data directory after each statement; so does this.
    if (!database.isInTransaction()) await database.syncToFs();
    return (lib.parse.parseResults(messages, database.parsers)[0]?.rows ?? []) as T[];
  });
}

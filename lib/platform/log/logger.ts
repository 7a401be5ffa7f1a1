import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';

/**
 * The server's one logger: every line is a JSON object in pino's shape (`level` as pino's number,
 * `time` in ms, `pid`, `hostname`, `msg`, then fields), so a log shipper or `pino-pretty` reads it
 * as it is. It is a few dozen lines rather than pino itself: one synchronous line per call is all
 * this server needs, and the same module runs under tsx (server.ts), inside Next's bundles (route
 * handlers, proxy.ts) and in Jest without a worker-thread transport to set up in each.
 *
 * Lines logged while a request is being answered carry its `reqId` (request-context.ts), which
 * the answer echoes in X-Request-Id, so an error a player reports can be found in the log.
 * LOG_LEVEL (trace, debug, info, warn, error, fatal, silent; default info) sets the threshold.
 */
export const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type LevelName = keyof typeof LEVELS;
export type LogFields = Record<string, unknown>;

/** Where finished lines go; tests swap it to read what was logged (setLogSink). */
export type LogSink = (line: string, level: number) => void;

// Errors and fatals on stderr, the rest on stdout: what `console.error` used to do for them, so a
// process manager that splits the two streams keeps doing so.
const defaultSink: LogSink = (line, level) => {
  if (level >= LEVELS.error) console.error(line);
  else console.log(line);
};

// One per process (process-state.ts): every request logs with the same request context and sink.
interface LogState {
  sink: LogSink;
  context: AsyncLocalStorage<LogFields>;
}
const state = processState('log', (): LogState => ({ sink: defaultSink, context: new AsyncLocalStorage<LogFields>() }));

const base = { pid: process.pid, hostname: hostname() };

function threshold(): number {
  const raw = (process.env.LOG_LEVEL ?? 'info').trim().toLowerCase();
  if (raw === 'silent') return Infinity;
  return LEVELS[raw as LevelName] ?? LEVELS.info;
}

/** An error as plain fields (pino's `err` serializer): type, message, stack, and a cause's message. */
export function serializeError(error: unknown): LogFields {
  if (error instanceof Error) {
    const out: LogFields = { type: error.name, message: error.message, stack: error.stack };
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') out.code = code;
    if (error.cause !== undefined) out.cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    return out;
  }
  return { type: typeof error, message: String(error) };
}

function stringify(record: LogFields): string {
  try {
    return JSON.stringify(record, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  } catch {
    // A cyclic field: the line still goes out, without the fields.
    return JSON.stringify({ level: record.level, time: record.time, msg: record.msg, logError: 'fields not serializable' });
  }
}

function write(level: number, msg: string, fields: LogFields | undefined): void {
  if (level < threshold()) return;
  const record: LogFields = { level, time: Date.now(), ...base, ...state.context.getStore(), msg, ...fields };
  if (fields && 'err' in fields) record.err = serializeError(fields.err);
  state.sink(stringify(record), level);
}

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  /** `error` is what was caught (becomes `err`); fields add facts (ids, names). */
  error(msg: string, error?: unknown, fields?: LogFields): void;
  /** A logger whose lines all carry these fields (`log.child({ room: 'cashbox' })`). */
  child(bindings: LogFields): Logger;
}

function logger(bindings: LogFields): Logger {
  return {
    debug: (msg, fields) => write(LEVELS.debug, msg, { ...bindings, ...fields }),
    info: (msg, fields) => write(LEVELS.info, msg, { ...bindings, ...fields }),
    warn: (msg, fields) => write(LEVELS.warn, msg, { ...bindings, ...fields }),
    error: (msg, error, fields) => write(LEVELS.error, msg, error === undefined ? { ...bindings, ...fields } : { ...bindings, ...fields, err: error }),
    child: (more) => logger({ ...bindings, ...more }),
  };
}

export const log: Logger = logger({});

/** Runs `fn` with these fields on every line it logs, through every await (the request id). */
export function withLogContext<T>(fields: LogFields, fn: () => T): T {
  return state.context.run({ ...state.context.getStore(), ...fields }, fn);
}

/** Replaces where lines go; answers the previous sink so a test can put it back. */
export function setLogSink(sink: LogSink): LogSink {
  const previous = state.sink;
  state.sink = sink;
  return previous;
}

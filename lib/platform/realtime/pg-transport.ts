import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { deliverLocally, type BusTransport, type RealtimeMessage } from './bus';
import { log } from '@/lib/platform/log/logger';

const CHANNEL = 'croupier_events';
/** NOTIFY refuses payloads of 8000 bytes or more; a message up to this size travels whole. */
const MAX_PAYLOAD_BYTES = 7900;
/** The text of one piece of a larger message; its header ("~<uuid>:<n>:<count>:") fits in the rest. */
const PIECE_BYTES = 7800;
/** Marks a piece; a whole message is a JSON object and starts with "{". */
const PIECE_MARK = '~';
const PIECE_HEADER = /^~([0-9a-f-]{36}):(\d{1,7}):(\d{1,7}):/;
/**
 * The pieces of one message are sent by one statement, so they are delivered together at its
 * commit; a message still incomplete after this long lost pieces (a listener reconnected) and is dropped.
 */
const INCOMPLETE_TTL_MS = 60_000;
/** At most this many messages may wait for pieces at once; beyond it the oldest is dropped. */
const MAX_INCOMPLETE = 1000;
/** At most this many messages go in one NOTIFY statement; more wait for the next. */
const MAX_BATCH = 500;

export interface PgTransportOptions {
  /** Where messages for this instance go: the local bus (tests give each instance its own). */
  deliver?: (room: string, message: RealtimeMessage) => void;
}

/**
 * Fans bus messages out to every instance through Postgres LISTEN/NOTIFY, so a bet placed on
 * one instance updates a socket connected to another. Reconnects the listener after a drop.
 * A message too large for one NOTIFY is cut into pieces sent in one statement and put together
 * again by each listener, so every instance gets every message whatever its size.
 */
export async function createPgTransport(connectionString: string, options: PgTransportOptions = {}): Promise<{ transport: BusTransport; close: () => Promise<void> }> {
  const deliver = options.deliver ?? deliverLocally;
  const { Pool: PgPool } = await import('pg');
  const pool: Pool = new PgPool({ connectionString, max: 2 });
  const assembler = new PieceAssembler();
  let listener: PoolClient | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    if (closed) return;
    try {
      listener = await pool.connect();
      listener.on('notification', (n) => {
        if (n.channel !== CHANNEL || !n.payload) return;
        try {
          const payload = assembler.receive(n.payload, Date.now());
          if (payload === null) return;
          const { room, message } = JSON.parse(payload) as { room: string; message: RealtimeMessage };
          deliver(room, message);
        } catch (error) {
          log.error('realtime: bad notification', error);
        }
      });
      listener.on('error', () => {
        listener?.release(true);
        listener = null;
        setTimeout(() => void listen(), 1000);
      });
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      log.error('realtime: LISTEN failed, retrying', error);
      setTimeout(() => void listen(), 1000);
    }
  }
  await listen();

  /**
   * Messages published while a NOTIFY statement is in flight wait and go together in the next
   * one (one round trip for many: under load every round publishes its balance and more after
   * its commit, and one statement each would queue them on this small pool). One statement at a
   * time, in publishing order, so the messages of a room arrive in the order they were published.
   * A message's pieces sit next to each other in one statement, which delivers all of its
   * notifications together at its commit. PostgreSQL folds identical payloads on one channel
   * within one transaction into one notification: two identical messages to one room in one
   * batch arrive once, which changes nothing for a listener (the events carry states, not deltas).
   */
  const waiting: Array<{ payloads: string[]; done: () => void; failed: (error: unknown) => void }> = [];
  let flushing: Promise<void> | null = null;
  async function flush(): Promise<void> {
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, MAX_BATCH);
        try {
          await pool.query('select pg_notify($1, payload) from unnest($2::text[]) with ordinality as t(payload, n) order by n', [
            CHANNEL,
            batch.flatMap((m) => m.payloads),
          ]);
          for (const m of batch) m.done();
        } catch (error) {
          for (const m of batch) m.failed(error);
        }
      }
    } finally {
      flushing = null;
    }
  }

  const transport: BusTransport = {
    send(room, message) {
      // A stopping instance has closed its sockets too: a round finishing meanwhile has no one to tell.
      if (closed) return Promise.resolve();
      const payload = JSON.stringify({ room, message });
      const payloads = Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? [payload] : splitPayload(payload, randomUUID());
      return new Promise<void>((done, failed) => {
        waiting.push({ payloads, done, failed });
        flushing ??= flush();
      });
    },
  };
  return {
    transport,
    async close() {
      closed = true;
      // What was published before closing still goes out.
      await flushing;
      listener?.release();
      await pool.end();
    },
  };
}

/** The pieces of a payload: byte slices that never cut a UTF-8 character, each behind its header. */
export function splitPayload(payload: string, id: string): string[] {
  const bytes = Buffer.from(payload, 'utf8');
  const texts: string[] = [];
  for (let start = 0; start < bytes.length; ) {
    let end = Math.min(start + PIECE_BYTES, bytes.length);
    // Back off continuation bytes (10xxxxxx), so the slice ends on a character boundary.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    texts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return texts.map((text, index) => `${PIECE_MARK}${id}:${index}:${texts.length}:${text}`);
}

interface Incomplete {
  texts: (string | undefined)[];
  missing: number;
  since: number;
}

/** Puts pieces back together, per message id; whole payloads pass straight through. */
export class PieceAssembler {
  private readonly incomplete = new Map<string, Incomplete>();

  /** The whole payload once its last piece arrived, else null. */
  receive(payload: string, now: number): string | null {
    if (!payload.startsWith(PIECE_MARK)) return payload;
    const header = PIECE_HEADER.exec(payload);
    if (!header) throw new Error('malformed piece header');
    const [head, id = '', indexText, countText] = header;
    const index = Number(indexText);
    const count = Number(countText);
    if (count < 1 || index >= count) throw new Error('malformed piece header');
    this.dropStale(now);
    let entry = this.incomplete.get(id);
    if (!entry) {
      entry = { texts: new Array<string | undefined>(count).fill(undefined), missing: count, since: now };
      this.incomplete.set(id, entry);
    }
    if (entry.texts[index] === undefined) {
      entry.texts[index] = payload.slice(head.length);
      entry.missing -= 1;
    }
    if (entry.missing > 0) return null;
    this.incomplete.delete(id);
    return entry.texts.join('');
  }

  /** How many messages wait for pieces (tests). */
  get waiting(): number {
    return this.incomplete.size;
  }

  private dropStale(now: number): void {
    // A Map keeps insertion order: the oldest entries come first.
    for (const [id, entry] of this.incomplete) {
      if (now - entry.since <= INCOMPLETE_TTL_MS && this.incomplete.size < MAX_INCOMPLETE) break;
      this.incomplete.delete(id);
    }
  }
}

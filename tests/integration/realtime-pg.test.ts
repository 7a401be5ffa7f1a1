import type { RealtimeMessage } from '@/lib/platform/realtime/bus';
import { createPgTransport } from '@/lib/platform/realtime/pg-transport';
import { waitUntil } from './helpers/wait-for';

/**
 * Real-time fan-out between instances through PostgreSQL LISTEN/NOTIFY (pg-transport.ts): two
 * transports on one database stand for two instances. NOTIFY refuses payloads of 8000 bytes and
 * more, so larger messages travel in pieces; every message must reach every instance whole,
 * whatever its size. PostgreSQL only (DB_DRIVER=postgres TEST_DATABASE_URL=…).
 */
const onPostgres = process.env.DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const describePg = onPostgres ? describe : describe.skip;

/**
 * The transport carries any JSON with a `type`; these tests send made-up events (sizes and names
 * no real event has yet), so they read and write messages outside the typed union.
 */
type Loose = { type: string; [key: string]: unknown };
const madeUp = (message: Loose) => message as unknown as RealtimeMessage;
type Received = { room: string; message: Loose }[];
type Instance = Awaited<ReturnType<typeof createPgTransport>> & { received: Received };

async function instance(): Promise<Instance> {
  const received: Received = [];
  const pg = await createPgTransport(process.env.TEST_DATABASE_URL ?? '', { deliver: (room, message) => received.push({ room, message: message as unknown as Loose }) });
  return { ...pg, received };
}

/** Waits until every instance holds `count` messages (NOTIFY is asynchronous). */
async function settle(instances: Instance[], count: number): Promise<void> {
  await waitUntil(`every instance to hold ${count} message(s)`, () => instances.map((i) => i.received.length), (held) => held.every((n) => n >= count));
}

describePg('real-time messages across instances (PostgreSQL)', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    a = await instance();
    b = await instance();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  beforeEach(() => {
    a.received.length = 0;
    b.received.length = 0;
  });

  it('delivers a small message to both instances', async () => {
    const message = { type: 'balance_changed', n: 1 };
    await a.transport.send('user:small', madeUp(message));
    await settle([a, b], 1);
    expect(a.received).toEqual([{ room: 'user:small', message }]);
    expect(b.received).toEqual([{ room: 'user:small', message }]);
  });

  it.each([
    ['just over the NOTIFY limit', 8_100],
    ['several pieces', 40_000],
    ['a large message', 300_000],
  ])('delivers %s (%i characters, multi-byte text) whole to both instances', async (_label, size) => {
    // Cyrillic, an emoji and quotes: pieces must never split a character or break JSON escapes.
    const text = 'Ставка 🎰 "x" \\ '.repeat(Math.ceil(size / 16)).slice(0, size);
    const big = { type: 'tournament_table', text };
    const after = { type: 'after', n: 2 };
    await a.transport.send('tournament:1', madeUp(big));
    await b.transport.send('tournament:1', madeUp(after));
    await settle([a, b], 2);
    for (const inst of [a, b]) {
      expect(inst.received.map((r) => r.message.type).sort()).toEqual(['after', 'tournament_table']);
      expect(inst.received.find((r) => r.message.type === 'tournament_table')).toEqual({ room: 'tournament:1', message: big });
    }
  });

  it('keeps concurrent large messages apart', async () => {
    const messages = Array.from({ length: 6 }, (_, i) => ({ type: `big-${i}`, text: String(i).repeat(20_000 + i) }));
    await Promise.all(messages.map((m, i) => (i % 2 ? a : b).transport.send('room', madeUp(m))));
    await settle([a, b], messages.length);
    for (const inst of [a, b]) {
      expect(inst.received.map((r) => r.message).sort((x, y) => x.type.localeCompare(y.type))).toEqual(messages);
    }
  });
});

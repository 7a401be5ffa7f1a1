import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { Db } from '@/lib/platform/db/client';
import { REALTIME_LIMITS, TRY_AGAIN_LATER_CLOSE_CODE } from '@/lib/platform/realtime/realtime-limits';
import { createRealtimeServer, type WsOptions } from '@/lib/platform/realtime/ws-server';
import { withSeededDb } from './helpers/test-db';
import { startSiteSockets } from './helpers/site-socket';

/**
 * What one client can make the /ws server hold (lib/platform/realtime/realtime-limits.ts): rooms
 * per socket, sockets per client address, the size of a frame; and which pages may open it at all
 * (the Origin, scheme host and port). Over real sockets against the server as server.ts mounts it.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

/** Rooms by name only (which rooms the site lets a socket follow: the site-rooms test below). */
const anyRoom: WsOptions = { resolveSession: async () => null, mayJoinRoom: async () => true };

async function startServer(options: WsOptions = anyRoom) {
  const realtime = createRealtimeServer(options);
  const server: Server = createServer();
  server.on('upgrade', (req, socket, head) => realtime.upgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  const opened: WebSocket[] = [];
  const connect = (headers: Record<string, string> = {}) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
    opened.push(ws);
    const inbox: Array<Record<string, unknown>> = [];
    const waiters: Array<() => void> = [];
    ws.on('message', (raw) => {
      inbox.push(JSON.parse(String(raw)) as Record<string, unknown>);
      waiters.splice(0).forEach((w) => w());
    });
    /** The next message of this type not taken yet. */
    const next = async (type: string) => {
      for (;;) {
        const i = inbox.findIndex((m) => m.type === type);
        if (i >= 0) return inbox.splice(i, 1)[0]!;
        await new Promise<void>((r) => waiters.push(r));
      }
    };
    const opening = new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    /** How the upgrade was answered: 101 (a socket) or the HTTP status of a refusal. */
    const status = new Promise<number>((resolve) => {
      ws.once('upgrade', () => resolve(101));
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    });
    ws.on('error', () => undefined);
    opening.catch(() => undefined); // a refused upgrade never opens; the tests that expect one look at `status`
    return { ws, next, opening, closed, status, inbox };
  };
  return {
    port,
    connect,
    realtime,
    close: async () => {
      for (const ws of opened) if (ws.readyState === WebSocket.OPEN) ws.terminate();
      await realtime.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe('rooms per socket', () => {
  it(`follows at most ${REALTIME_LIMITS.roomsPerSocket} public rooms; the rest are refused as too_many_rooms`, async () => {
    const site = await startServer();
    const c = site.connect();
    await c.opening;
    // A thousand invented rooms, 50 per message (the request's own cap).
    const asked = Array.from({ length: 1004 }, (_, i) => `made-up-${i}`);
    const joined: string[] = [];
    const tooMany: string[] = [];
    for (let i = 0; i < asked.length; i += 50) {
      c.ws.send(JSON.stringify({ type: 'jointoroom', rooms: asked.slice(i, i + 50) }));
      joined.push(...((await c.next('joined')).rooms as string[]));
      if (i + 50 > REALTIME_LIMITS.roomsPerSocket) tooMany.push(...((await c.next('error')) as { code: string; rooms: string[] }).rooms);
    }
    expect(joined).toEqual(asked.slice(0, REALTIME_LIMITS.roomsPerSocket));
    expect(tooMany).toEqual(asked.slice(REALTIME_LIMITS.roomsPerSocket));
    expect(site.realtime.roomSize(asked[REALTIME_LIMITS.roomsPerSocket]!)).toBe(0);

    // A room it already follows is no new one; leaving one makes room for another.
    c.ws.send(JSON.stringify({ type: 'jointoroom', rooms: [asked[0]] }));
    expect(await c.next('joined')).toEqual({ type: 'joined', rooms: [asked[0]] });
    c.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['one-more'] }));
    expect(await c.next('error')).toEqual({ type: 'error', code: 'too_many_rooms', rooms: ['one-more'] });
    expect(await c.next('joined')).toEqual({ type: 'joined', rooms: [] });
    c.ws.send(JSON.stringify({ type: 'leaveroom', rooms: [asked[0]] }));
    await c.next('left');
    c.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['one-more'] }));
    expect(await c.next('joined')).toEqual({ type: 'joined', rooms: ['one-more'] });
    expect(site.realtime.roomSize('one-more')).toBe(1);
    await site.close();
  });

  it('the site refuses rooms that do not exist: invented names, a promo that is not there', async () => {
    const sockets = await startSiteSockets(db);
    const socket = await sockets.join(null, ['made-up-1', 'promo:999999', 'promo:x', 'user', 'site', 'promo:1']);
    expect(socket.joined).toEqual(['site', 'promo:1']);
    expect(socket.refused).toEqual(['made-up-1', 'promo:999999', 'promo:x', 'user']);
    await sockets.close();
  });
});

describe('sockets per client address', () => {
  it(`keeps ${REALTIME_LIMITS.socketsPerAddress} open per address; one more is closed with 1013 until one of them closes`, async () => {
    const site = await startServer();
    const open = Array.from({ length: REALTIME_LIMITS.socketsPerAddress }, () => site.connect());
    await Promise.all(open.map((c) => c.opening));
    // The open ones work.
    open[0]!.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await open[0]!.next('pong')).toEqual({ type: 'pong' });

    const extra = site.connect();
    expect(await extra.closed).toEqual({ code: TRY_AGAIN_LATER_CLOSE_CODE, reason: 'try again later' });

    open[0]!.ws.close();
    await open[0]!.closed;
    // The server counts the close once its side has it (a moment after the client's): a refused
    // attempt is closed at once, so try until one answers a ping.
    const later = await (async () => {
      for (;;) {
        const c = site.connect();
        const answered = c.opening.then(async () => {
          c.ws.send(JSON.stringify({ type: 'ping' }));
          await c.next('pong');
          return true;
        });
        if (await Promise.race([answered, c.closed.then(() => false)])) return c;
      }
    })();
    expect(later.ws.readyState).toBe(WebSocket.OPEN);
    await site.close();
  });

  it('behind a trusted proxy counts the visitor’s address, not the proxy’s', async () => {
    process.env.TRUST_PROXY = '1';
    const site = await startServer();
    const fromA = Array.from({ length: REALTIME_LIMITS.socketsPerAddress }, () => site.connect({ 'x-forwarded-for': '203.0.113.7' }));
    await Promise.all(fromA.map((c) => c.opening));
    const fromB = site.connect({ 'x-forwarded-for': '203.0.113.8' });
    await fromB.opening;
    fromB.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await fromB.next('pong')).toEqual({ type: 'pong' });
    const oneMoreFromA = site.connect({ 'x-forwarded-for': '203.0.113.7' });
    expect((await oneMoreFromA.closed).code).toBe(TRY_AGAIN_LATER_CLOSE_CODE);
    await site.close();
  });

  it('without TRUST_PROXY a client’s X-Forwarded-For is not believed: every socket is the peer’s', async () => {
    const site = await startServer();
    const spoofing = Array.from({ length: REALTIME_LIMITS.socketsPerAddress }, (_, i) => site.connect({ 'x-forwarded-for': `198.51.100.${i}` }));
    await Promise.all(spoofing.map((c) => c.opening));
    const oneMore = site.connect({ 'x-forwarded-for': '198.51.100.250' });
    expect((await oneMore.closed).code).toBe(TRY_AGAIN_LATER_CLOSE_CODE);
    await site.close();
  });
});

describe('frame size', () => {
  it(`answers a frame up to ${REALTIME_LIMITS.maxPayloadBytes} bytes and closes the socket with 1009 for a larger one`, async () => {
    const site = await startServer();
    const c = site.connect();
    await c.opening;
    c.ws.send('x'.repeat(REALTIME_LIMITS.maxPayloadBytes));
    expect(await c.next('error')).toEqual({ type: 'error', code: 'invalid_message' });
    c.ws.send('x'.repeat(REALTIME_LIMITS.maxPayloadBytes + 1));
    expect((await c.closed).code).toBe(1009);
    await site.close();
  });
});

describe('the Origin of the upgrade', () => {
  it('must be the site’s origin exactly: scheme, host and port', async () => {
    const site = await startServer();
    for (const origin of [`https://127.0.0.1:${site.port}`, `http://127.0.0.1:${site.port + 1}`, 'http://127.0.0.1', `http://127.0.0.2:${site.port}`]) {
      expect({ origin, status: await site.connect({ origin }).status }).toEqual({ origin, status: 403 });
    }
    const own = site.connect({ origin: `http://127.0.0.1:${site.port}` });
    expect(await own.status).toBe(101);
    await own.opening;
    await site.close();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createRealtimeServer } from '@/lib/platform/realtime/ws-server';
import { publish } from '@/lib/platform/realtime/bus';
import type { RealtimeEvent } from '@/lib/domain/realtime/realtime-events';
import { waitUntil } from './helpers/wait-for';

/** The bus carries whatever JSON it is given: these made-up types test the routing, not the event list. */
const madeUp = (message: { type: string; [key: string]: unknown }) => message as unknown as RealtimeEvent;

/** The /ws protocol of spec §7 over a real socket. */
describe('realtime /ws', () => {
  let server: Server;
  let realtime: ReturnType<typeof createRealtimeServer>;
  let url = '';

  beforeAll(async () => {
    realtime = createRealtimeServer({
      resolveSession: async (req) => (req.headers.cookie === 'session=alice' ? { userId: 1, userHash: 'hash-alice', sessionId: 'session-alice' } : null),
      // Rooms by name only here (which rooms a player may follow: realtime-rooms.test.ts).
      mayJoinRoom: async (room) => room !== 'closed-room',
      joinSnapshot: (room) => (room === 'counted-room' ? madeUp({ type: 'counts', n: 7 }) : null),
    });
    server = createServer();
    server.on('upgrade', (req, socket, head) => realtime.upgrade(req, socket, head));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => {
    await realtime.close();
    await new Promise<void>((r) => server.close(() => r()));
  });

  function connect(cookie?: string, headers: Record<string, string> = {}) {
    const ws = new WebSocket(url, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    const inbox: Array<Record<string, unknown>> = [];
    const waiters: Array<() => void> = [];
    ws.on('message', (raw) => {
      inbox.push(JSON.parse(String(raw)));
      waiters.splice(0).forEach((w) => w());
    });
    const next = async (type: string) => {
      for (;;) {
        const i = inbox.findIndex((m) => m.type === type);
        if (i >= 0) return inbox.splice(i, 1)[0]!;
        await new Promise<void>((r) => waiters.push(r));
      }
    };
    const opened = new Promise<void>((r) => ws.on('open', () => r()));
    return { ws, next, opened, inbox };
  }

  it("sends a socket that joins a room the room's state at once, before `joined`, and only on joining", async () => {
    const a = connect();
    await a.opened;
    a.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['counted-room', 'tournament:1'] }));
    expect(await a.next('joined')).toEqual({ type: 'joined', rooms: ['counted-room', 'tournament:1'] });
    // Sent before `joined` on the same socket, so it is here by now; none for the room without one.
    expect(a.inbox.splice(0)).toEqual([{ type: 'counts', n: 7 }]);
    // Joined already: nothing is sent again.
    a.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['counted-room'] }));
    await a.next('joined');
    expect(a.inbox).toEqual([]);
    a.ws.close();
  });

  it('delivers room messages to sockets that joined, by type', async () => {
    const a = connect();
    await a.opened;
    a.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['tournament:1'] }));
    expect(await a.next('joined')).toEqual({ type: 'joined', rooms: ['tournament:1'] });
    await publish('tournament:1', madeUp({ type: 'tournament.leaders', leaders: [] }));
    expect(await a.next('tournament.leaders')).toEqual({ type: 'tournament.leaders', leaders: [] });
    a.ws.close();
  });

  it('lets a player register only with the hash of their own session', async () => {
    const alice = connect('session=alice');
    const mallory = connect();
    await Promise.all([alice.opened, mallory.opened]);
    alice.ws.send(JSON.stringify({ type: 'register', hash: 'hash-alice' }));
    mallory.ws.send(JSON.stringify({ type: 'register', hash: 'hash-alice' }));
    mallory.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['user:hash-alice'] }));
    expect(await alice.next('registered')).toEqual({ type: 'registered' });
    expect(await mallory.next('error')).toEqual({ type: 'error', code: 'unauthorized' });
    expect(await mallory.next('joined')).toEqual({ type: 'joined', rooms: [] });
    await publish('user:hash-alice', madeUp({ type: 'balance.changed', balance: 100 }));
    expect(await alice.next('balance.changed')).toMatchObject({ balance: 100 });
    // Mallory's ping, sent after Alice heard the message, is answered after anything the server
    // sent Mallory with it: by the pong, a leaked copy would have arrived.
    mallory.ws.send(JSON.stringify({ type: 'ping' }));
    await mallory.next('pong');
    expect(mallory.inbox.find((m) => m.type === 'balance.changed')).toBeUndefined();
    alice.ws.close();
    mallory.ws.close();
  });

  it('leaves out a room the server refuses and tells the socket which', async () => {
    const c = connect();
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['closed-room', 'open-room'] }));
    expect(await c.next('error')).toEqual({ type: 'error', code: 'forbidden', rooms: ['closed-room'] });
    expect(await c.next('joined')).toEqual({ type: 'joined', rooms: ['open-room'] });
    expect(realtime.roomSize('closed-room')).toBe(0);
    // Requests are handled in the order sent: the leave does not overtake the join's check.
    c.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['later-room'] }));
    c.ws.send(JSON.stringify({ type: 'leaveroom', rooms: ['later-room'] }));
    expect(await c.next('left')).toEqual({ type: 'left', rooms: ['later-room'] });
    expect(realtime.roomSize('later-room')).toBe(0);
    c.ws.close();
  });

  it('answers bad messages with an error instead of dropping the socket', async () => {
    const c = connect();
    await c.opened;
    c.ws.send('not json');
    expect(await c.next('error')).toEqual({ type: 'error', code: 'invalid_message' });
    c.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await c.next('pong')).toEqual({ type: 'pong' });
    c.ws.close();
  });

  it('forgets a socket when it closes', async () => {
    const c = connect();
    await c.opened;
    c.ws.send(JSON.stringify({ type: 'jointoroom', rooms: ['room-x'] }));
    await c.next('joined');
    expect(realtime.roomSize('room-x')).toBe(1);
    c.ws.close();
    await waitUntil('the closed socket to leave room-x', () => realtime.roomSize('room-x'), (size) => size === 0);
  });

  it('refuses an upgrade from a page of another site with 403, before any WebSocket exists', async () => {
    const evil = connect('session=alice', { origin: 'https://evil.example' });
    const status = await new Promise<number>((resolve) => {
      evil.ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      evil.ws.on('open', () => resolve(101));
    });
    expect(status).toBe(403);
    const own = connect('session=alice', { origin: url.replace('ws:', 'http:').replace('/ws', '') });
    await own.opened;
    own.ws.close();
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { Db } from '@/lib/platform/db/client';
import { SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import { REFRESH_REUSE_GRACE_SECONDS } from '@/lib/platform/auth/limits';
import { advanceClock, resetClock } from '@/lib/platform/clock';
import { createRealtimeServer } from '@/lib/platform/realtime/ws-server';
import { siteRealtimeOptions } from '@/lib/platform/site-realtime';
import { publish } from '@/lib/platform/realtime/bus';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as login } from '@/app/json-api/login/route';
import { POST as logout } from '@/app/json-api/logout/route';
import { POST as refresh } from '@/app/json-api/token/refresh/route';
import { POST as restoreRequest } from '@/app/json-api/users/restore-password/request/route';
import { POST as restore } from '@/app/json-api/users/restore-password/restore/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { waitUntil } from './helpers/wait-for';
import { api, emailRegistration, lastLinkToken, PASSWORD, resetThrottles } from './helpers/accounts';

/**
 * The review's "WebSocket": a socket registered by a session stops receiving the player's events
 * when that session ends — logout, password restore, a reused refresh token — on every instance
 * (two /ws servers on one bus here; with DATABASE_URL the bus fans out through PostgreSQL).
 */

type Tokens = { accessToken: string; refreshToken: string };

let db: Db;
const instances: Array<{ server: Server; realtime: ReturnType<typeof createRealtimeServer>; url: string }> = [];

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
  for (let i = 0; i < 2; i++) {
    const realtime = createRealtimeServer(siteRealtimeOptions(db));
    const server = createServer();
    server.on('upgrade', (req, socket, head) => realtime.upgrade(req, socket, head));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    instances.push({ server, realtime, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws` });
  }
});

afterEach(async () => {
  resetClock();
  await resetThrottles(db);
});

afterAll(async () => {
  for (const { server, realtime } of instances) {
    await realtime.close();
    await new Promise<void>((r) => server.close(() => r()));
  }
  await closeTestDb();
});

interface Login {
  cookie: string;
  tokens: Tokens;
  hash: string;
  email: string;
}

async function newPlayer(): Promise<Login> {
  const input = emailRegistration();
  const res = await api<Tokens>(register, '/json-api/users/register', { body: input });
  const profile = await api<{ data: { hash: string } }>(getProfile, '/json-api/users/profile', { cookie: res.cookie });
  return { cookie: res.cookie!, tokens: res.body, hash: profile.body.data.hash, email: String(input.email) };
}

async function loginAgain(player: Login): Promise<Login> {
  const res = await api<Tokens>(login, '/json-api/login', { body: { login: player.email, password: PASSWORD } });
  return { ...player, cookie: res.cookie!, tokens: res.body };
}

/** A socket on instance `i`, registered as the player of `cookie`. */
async function registeredSocket(player: Login, i: number) {
  const ws = new WebSocket(instances[i]!.url, { headers: { cookie: `${SESSION_COOKIE}=${player.cookie}` } });
  const inbox: Array<Record<string, unknown>> = [];
  const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
  ws.on('message', (raw) => inbox.push(JSON.parse(String(raw)) as Record<string, unknown>));
  await new Promise<void>((r) => ws.on('open', () => r()));
  ws.send(JSON.stringify({ type: 'register', hash: player.hash }));
  await waitUntil(`the socket on instance ${i} registered`, () => inbox, (messages) => messages.some((m) => m.type === 'registered'));
  expect(inbox).toContainEqual({ type: 'registered' });
  return { ws, inbox, closed };
}

/** A balance notice of the event union's shape; only whether it arrives matters here. */
const balanceNotice = (player: Login) =>
  publish(userRoom(player.hash), {
    type: REALTIME_EVENTS.balanceChanged,
    balance: { user_id: 0, balance: 1, bonus: 0, wagering: 0, winback: 0, currency: 'RUB', is_active_bonus: false, compoint_balance: 0 },
    play: 0,
  });

describe('a session that ends closes its sockets on every instance', () => {
  it('logout: the session\'s sockets close and get no more balance; another login of the player keeps its own', async () => {
    const player = await newPlayer();
    const other = await loginAgain(player);
    const [a, b, kept] = [await registeredSocket(player, 0), await registeredSocket(player, 1), await registeredSocket(other, 1)];

    expect((await api(logout, '/json-api/logout', { method: 'POST', cookie: player.cookie })).status).toBe(200);
    expect(await a.closed).toBe(4001);
    expect(await b.closed).toBe(4001);
    expect(a.inbox).toContainEqual({ type: REALTIME_EVENTS.sessionEnded });

    await balanceNotice(player);
    // The notice reaches the other login's socket; the ended session's sockets are closed, so
    // nothing can reach them after it.
    await waitUntil('the other login to hear the balance', () => kept.inbox, (inbox) => inbox.some((m) => m.type === REALTIME_EVENTS.balanceChanged));
    expect(a.inbox.find((m) => m.type === REALTIME_EVENTS.balanceChanged)).toBeUndefined();
    expect(b.inbox.find((m) => m.type === REALTIME_EVENTS.balanceChanged)).toBeUndefined();
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
    expect(kept.inbox.find((m) => m.type === REALTIME_EVENTS.balanceChanged)).toBeTruthy();
    kept.ws.close();
  });

  it('password restore: every session of the player, on both instances', async () => {
    const player = await newPlayer();
    const other = await loginAgain(player);
    const sockets = [await registeredSocket(player, 0), await registeredSocket(other, 1)];
    await api(restoreRequest, '/json-api/users/restore-password/request', { body: { email: player.email } });
    const { token } = await lastLinkToken(player.email);
    const password = 'Brand-new-pass2';
    const done = await api(restore, '/json-api/users/restore-password/restore', { body: { code: token, password, password_confirmation: password } });
    expect(done.status).toBe(200);
    for (const s of sockets) expect(await s.closed).toBe(4001);
  });

  it('a reused refresh token revokes the family and closes its sockets', async () => {
    const player = await newPlayer();
    const socket = await registeredSocket(player, 0);
    expect((await api(refresh, '/json-api/token/refresh', { body: { refreshToken: player.tokens.refreshToken } })).status).toBe(200);
    advanceClock((REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    expect((await api(refresh, '/json-api/token/refresh', { body: { refreshToken: player.tokens.refreshToken } })).status).toBe(401);
    expect(await socket.closed).toBe(4001);
  });

  it('a socket opened with a cookie of an ended session cannot register', async () => {
    const player = await newPlayer();
    await api(logout, '/json-api/logout', { method: 'POST', cookie: player.cookie });
    const ws = new WebSocket(instances[0]!.url, { headers: { cookie: `${SESSION_COOKIE}=${player.cookie}` } });
    await new Promise<void>((r) => ws.on('open', () => r()));
    const answer = new Promise<Record<string, unknown>>((r) => ws.on('message', (raw) => r(JSON.parse(String(raw)) as Record<string, unknown>)));
    ws.send(JSON.stringify({ type: 'register', hash: player.hash }));
    expect(await answer).toEqual({ type: 'error', code: 'unauthorized' });
    ws.close();
  });
});

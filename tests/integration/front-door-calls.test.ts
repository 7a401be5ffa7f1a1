import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import { DEVICE_COOKIE } from '@/lib/platform/account-links/device-cookie';
import { SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import { FRONT_DOOR_CALLS } from '@/lib/platform/front-door/front-door';
import { PageCache } from '@/lib/platform/http-cache/page-cache';
import { MAX_BODY_BYTES } from '@/lib/platform/http/body';
import { siteRequestHandler } from '@/lib/platform/site-request';
import { POST as loginRoute } from '@/app/json-api/login/route';
import { POST as registerRoute } from '@/app/json-api/users/register/route';
import { POST as restoreRequestRoute } from '@/app/json-api/users/restore-password/request/route';
import { POST as restoreCheckRoute } from '@/app/json-api/users/restore-password/check/route';
import { POST as restoreRoute } from '@/app/json-api/users/restore-password/restore/route';
import { POST as refreshRoute } from '@/app/json-api/token/refresh/route';
import { emailRegistration } from './helpers/accounts';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/**
 * The calls anyone can make without an account (login, sign-up, the password restore, the token
 * refresh) are answered by the custom server before Next (lib/platform/front-door), by the very
 * handlers their route files export: hostile bodies are refused there without reaching Next, and
 * honest calls get the route's whole answer — its status, body and every cookie.
 */
let server: Server;
let port: number;
/** What reached the stand-in for Next. */
let reachedNext: string[] = [];

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await openSeededDb();
  const next = async (req: { url?: string }, res: import('node:http').ServerResponse) => {
    reachedNext.push(req.url ?? '');
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"code":"not_found"}]}');
  };
  server = createServer(siteRequestHandler(new PageCache(async () => ({ locale: 'en' }), 60_000), next));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeTestDb();
});

beforeEach(() => {
  reachedNext = [];
});

type Answer = { status: number; body: { errors?: { code: string; field?: string }[]; message?: string; accessToken?: string }; cookies: string[] };

/** Sends `parts` as the body: one part with a Content-Length, several as chunks (no Content-Length), each flushed before the next. */
function send(path: string, parts: string[], headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const all: Record<string, string | number> = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en', ...headers };
    if (parts.length === 1) all['content-length'] = Buffer.byteLength(parts[0]!);
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: all }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'], cookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    void (async () => {
      for (const part of parts.slice(0, -1)) await new Promise((flushed) => req.write(part, flushed));
      req.end(parts.at(-1));
    })();
  });
}

it('serves each call with the handler its route file exports', () => {
  expect(new Map(FRONT_DOOR_CALLS)).toEqual(
    new Map([
      ['/json-api/login', loginRoute],
      ['/json-api/users/register', registerRoute],
      ['/json-api/users/restore-password/request', restoreRequestRoute],
      ['/json-api/users/restore-password/check', restoreCheckRoute],
      ['/json-api/users/restore-password/restore', restoreRoute],
      ['/json-api/token/refresh', refreshRoute],
    ]),
  );
});

it('answers honest calls with the whole answer of the route, cookies and all, without Next', async () => {
  const fields = emailRegistration({ password: 'FrontDoor2026' });
  const { email } = fields;
  const registration = JSON.stringify(fields);
  // Sent in chunks: the body is read as it arrives, whatever its framing.
  const registered = await send('/json-api/users/register?platform=desktop', [registration.slice(0, 20), registration.slice(20)]);
  expect(registered.status).toBe(200);
  expect(registered.body.accessToken).toEqual(expect.any(String));
  // The session, its script-readable hint and the device: three cookies, three headers.
  expect(registered.cookies.map((line) => line.split('=')[0])).toEqual(expect.arrayContaining([SESSION_COOKIE, AUTH_HINT_COOKIE, DEVICE_COOKIE]));

  const login = await send('/json-api/login', [JSON.stringify({ login: email, password: 'FrontDoor2026' })]);
  expect(login.status).toBe(200);
  const wrong = await send('/json-api/login', [JSON.stringify({ login: email, password: 'NotThePassword1' })]);
  expect(wrong.status).toBe(401);
  // The route's own extras ride along: the message in the caller's language.
  expect(wrong.body).toMatchObject({ errors: [{ code: 'invalid_credentials' }], message: expect.any(String) });
  // An empty body is the cookie's refresh: without a cookie, 401 and the cookie deleted.
  const refresh = await send('/json-api/token/refresh', ['']);
  expect(refresh.status).toBe(401);
  expect(refresh.cookies.some((line) => line.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
  expect(reachedNext).toEqual([]);
});

it('refuses hostile and malformed bodies with the API refusal, without Next', async () => {
  const deep = `{"login":"a@b.co","password":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
  const wide = `{${Array.from({ length: 5_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`;
  const long = `{"login":"a@b.co","password":"${'x'.repeat(60_000)}"}`;
  const huge = `{"message":"${'x'.repeat(MAX_BODY_BYTES)}"}`;
  const cases: [string, string[], number, string][] = [
    ['/json-api/login', [deep], 400, 'json_too_complex'],
    ['/json-api/users/register', [wide], 400, 'json_too_complex'],
    ['/json-api/login', [long], 400, 'maxLength'],
    ['/json-api/users/register', [huge], 413, 'payload_too_large'],
    // Chunked: refused as the size passes the limit.
    ['/json-api/users/restore-password/restore', [huge.slice(0, 40_000), huge.slice(40_000)], 413, 'payload_too_large'],
    ['/json-api/users/restore-password/check', ['{"code":'], 400, 'invalid_json'],
    ['/json-api/users/restore-password/request', ['[1,2]'], 400, 'invalid_json'],
    ['/json-api/token/refresh', [JSON.stringify({ refreshToken: 7 })], 400, 'invalid_value'],
  ];
  for (const [path, parts, status, code] of cases) {
    const answer = await send(path, parts);
    expect([path, answer.status, answer.body.errors?.map((e) => e.code)]).toEqual([path, status, expect.arrayContaining([code])]);
  }
  expect(reachedNext).toEqual([]);
});

it('answers a body past the limit with 413 and closes the connection without reading the rest', async () => {
  // 4 MB, as an attacker sends it: handed to the connection at once, declared or chunked.
  const body = `{"message":"${'x'.repeat(4 * 1024 * 1024)}"}`;
  for (const declared of [true, false]) {
    const sockets: import('node:net').Socket[] = [];
    // A client keeping its connections alive, as browsers and attackers do.
    const keptAlive = new Agent({ keepAlive: true });
    const onConnection = (socket: import('node:net').Socket) => sockets.push(socket);
    server.on('connection', onConnection);
    try {
      const answer = await new Promise<{ status: number; connection: string | undefined; code: string | undefined }>((resolve, reject) => {
        const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(declared ? { 'content-length': Buffer.byteLength(body) } : {}) };
        const req = request({ host: '127.0.0.1', port, agent: keptAlive, path: '/json-api/users/register', method: 'POST', headers }, (res) => {
          let text = '';
          res.on('data', (part: Buffer) => (text += part.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, code: (JSON.parse(text) as Answer['body']).errors?.[0]?.code }));
        });
        // The server closes under the writer: that write's error is expected once the answer came.
        req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
        req.end(body);
      });
      expect([declared, answer]).toEqual([declared, { status: 413, connection: 'close', code: 'payload_too_large' }]);
      const [socket] = sockets;
      await new Promise<void>((resolve) => (socket!.destroyed ? resolve() : socket!.once('close', () => resolve())));
      // What the server took off the wire: the limit and what was in flight, not the 4 MB.
      expect([declared, socket!.bytesRead < 1024 * 1024]).toEqual([declared, true]);
    } finally {
      server.off('connection', onConnection);
      keptAlive.destroy();
    }
  }
});

it('leaves other calls, and other methods of these paths, to Next', async () => {
  await send('/json-api/users/first-auth/seen', ['{}']);
  await new Promise<void>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/json-api/login', method: 'GET' }, (res) => res.resume().on('end', resolve));
    req.on('error', reject).end();
  });
  expect(reachedNext).toEqual(['/json-api/users/first-auth/seen', '/json-api/login']);
});

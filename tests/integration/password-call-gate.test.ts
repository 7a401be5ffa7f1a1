import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageCache } from '@/lib/platform/http-cache/page-cache';
import { passwordCallGate } from '@/lib/platform/http/password-call-gate';
import { siteRequestHandler } from '@/lib/platform/site-request';
import { ACCOUNT_FLOW_LIMITS } from '@/lib/platform/work-pool/expensive-work';
import { emailRegistration } from './helpers/accounts';
import { waitFor } from './helpers/wait-for';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/**
 * The custom server's door for password calls (graceful overload): beyond its bounds a sign-up,
 * login or restore is answered 503 `busy` with Retry-After before any password work starts; a
 * caller waiting at the door is let in when a place frees up; other calls never wait. The test
 * holds the door's places itself, so nothing depends on how long a login takes.
 */
let server: Server;
let port: number;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await openSeededDb();
  const next = async (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
  };
  server = createServer(siteRequestHandler(new PageCache(async () => ({ locale: 'en' }), 60_000), next));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  passwordCallGate().setLimits(ACCOUNT_FLOW_LIMITS);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeTestDb();
});

function send(path: string, body?: unknown, method = 'POST'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Takes every place at the door until the returned function is called. */
function holdTheDoor(places: number): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  for (let i = 0; i < places; i++) void passwordCallGate().run(() => held);
  return release;
}

const restore = { code: 'no-such-link', password: 'NewPassword2026', password_confirmation: 'NewPassword2026' };

it('refuses password calls beyond its bounds with 503 busy, lets other calls through, and serves them once a place is free', async () => {
  passwordCallGate().setLimits({ concurrency: 1, queueLimit: 0, maxWaitMs: 1000 });
  const release = holdTheDoor(1);

  for (const [path, body] of [
    ['/json-api/users/register?platform=desktop', emailRegistration()],
    ['/json-api/login', { login: 'someone@example.com', password: 'Whatever2026' }],
    ['/json-api/users/restore-password/restore', restore],
  ] as const) {
    const refused = await send(path, body);
    expect([path, refused.status]).toEqual([path, 503]);
    expect(JSON.parse(refused.body)).toEqual({ errors: [{ code: 'busy' }] });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  }
  // Not a password call, or not one's method: never waits at this door.
  expect((await send('/json-api/users/balance', undefined, 'GET')).status).toBe(200);
  expect((await send('/json-api/users/register', undefined, 'GET')).status).toBe(200);
  expect((await send('/json-api/users/restore-password/check', { code: 'no-such-link' })).status).toBe(400);

  release();
  await waitFor(() => passwordCallGate().stats().running === 0);
  expect((await send('/json-api/users/register', emailRegistration())).status).toBe(200);
});

it('a caller waiting at the door is let in when the place frees up', async () => {
  passwordCallGate().setLimits({ concurrency: 1, queueLimit: 4, maxWaitMs: 60_000 });
  const release = holdTheDoor(1);
  const answers = Promise.all([send('/json-api/users/restore-password/restore', restore), send('/json-api/users/restore-password/restore', restore), send('/json-api/users/restore-password/restore', restore)]);
  await waitFor(() => passwordCallGate().stats().waiting === 3);
  release();
  // Let in one after another: the route's own answer (the link is unknown), not busy.
  expect((await answers).map((a) => [a.status, (JSON.parse(a.body) as { errors: { code: string }[] }).errors[0]?.code])).toEqual([
    [400, 'invalid_code'],
    [400, 'invalid_code'],
    [400, 'invalid_code'],
  ]);
  expect(passwordCallGate().stats()).toMatchObject({ running: 0, waiting: 0 });
});

it('answers a body its call refuses (a field missing or too long) at once, never waiting at the door or taking a place', async () => {
  passwordCallGate().setLimits({ concurrency: 1, queueLimit: 0, maxWaitMs: 1000 });
  const release = holdTheDoor(1);
  try {
    for (const [path, body, code] of [
      ['/json-api/login', { login: 'someone@example.com', password: 'x'.repeat(60_000) }, 'maxLength'],
      ['/json-api/users/register', { login: 'someone@example.com', password: 'Whatever2026' }, 'required'],
      ['/json-api/users/restore-password/restore', { code: 'no-such-link' }, 'required'],
    ] as const) {
      const refused = await send(path, body);
      expect([path, refused.status, (JSON.parse(refused.body) as { errors: { code: string }[] }).errors.map((e) => e.code)]).toEqual([path, 400, expect.arrayContaining([code])]);
    }
    expect(passwordCallGate().stats().running).toBe(1);
  } finally {
    release();
  }
});

import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageCache } from '@/lib/platform/http-cache/page-cache';
import { passwordCallGate } from '@/lib/platform/http/password-call-gate';
import { siteRequestHandler } from '@/lib/platform/site-request';
import { ACCOUNT_FLOW_LIMITS } from '@/lib/platform/work-pool/expensive-work';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/**
 * The custom server's front door for password calls (graceful overload): beyond its
 * bounds a sign-up or login is answered 503 `busy` with Retry-After before it reaches Next; the
 * one admitted holds its place until its answer is sent; other calls never wait.
 */
let server: Server;
let port: number;
const reachedNext: string[] = [];
let holdLogin: ((value?: unknown) => void) | null = null;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await openSeededDb();
  const cache = new PageCache(async () => ({ locale: 'en' }), 60_000);
  // Stands in for Next: a login that answers only when the test lets it, anything else at once.
  const next = async (req: { url?: string }, res: ServerResponse) => {
    reachedNext.push(req.url ?? '');
    if (req.url?.startsWith('/json-api/login') && reachedNext.filter((u) => u.startsWith('/json-api/login')).length === 1) {
      await new Promise((resolve) => (holdLogin = resolve));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
  };
  server = createServer(siteRequestHandler(cache, next));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  passwordCallGate().setLimits(ACCOUNT_FLOW_LIMITS);
  holdLogin?.();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await closeTestDb();
});

function send(path: string, method = 'POST'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

it('refuses password calls beyond its bounds before Next, lets other calls through, and frees the place when the answer is sent', async () => {
  passwordCallGate().setLimits({ concurrency: 1, queueLimit: 0, maxWaitMs: 1000 });
  const first = send('/json-api/login?platform=desktop');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(holdLogin).not.toBeNull();

  const refused = await send('/json-api/users/register?platform=desktop');
  expect(refused.status).toBe(503);
  expect(JSON.parse(refused.body)).toEqual({ errors: [{ code: 'busy' }] });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(refused.headers['x-content-type-options']).toBe('nosniff');
  expect(reachedNext.filter((u) => u.startsWith('/json-api/users/register'))).toEqual([]);

  // Not a password call: never waits at this door.
  expect((await send('/json-api/users/balance', 'GET')).status).toBe(200);
  expect((await send('/json-api/users/register', 'GET')).status).toBe(200);

  holdLogin?.();
  expect((await first).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await send('/json-api/users/register')).status).toBe(200);
  expect(reachedNext.filter((u) => u.startsWith('/json-api/users/register?') || u === '/json-api/users/register')).toHaveLength(2);
});

it('a caller waiting at the door is let in when the place frees up', async () => {
  passwordCallGate().setLimits({ concurrency: 1, queueLimit: 4, maxWaitMs: 2000 });
  const answers = await Promise.all([send('/json-api/users/restore-password/restore'), send('/json-api/users/restore-password/restore'), send('/json-api/users/restore-password/restore')]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(passwordCallGate().stats()).toMatchObject({ running: 0, waiting: 0 });
});

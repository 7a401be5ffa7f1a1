import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { screenRequestPath } from '@/lib/platform/http/request-path';
import { serveHotRoute } from '@/lib/platform/hot-routes';
import { GET as listGames } from '@/app/json-api/v2/games/route';
import { POST as login } from '@/app/json-api/login/route';
import * as unknownJsonApi from '@/app/json-api/[[...rest]]/route';
import * as unknownApi from '@/app/api/[[...rest]]/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api } from './helpers/accounts';

/**
 * Malformed input is refused at the door, never a 500: undecodable paths and NUL
 * bytes (PostgreSQL refuses NUL in text) in a path, a query or a body string. The path rule is
 * the custom server's (lib/platform/http/request-path.ts), checked here through a real HTTP
 * server wired like server.ts, with raw paths (fetch would normalize some of them).
 */
type Answer = { errors?: { code: string; field?: string }[] };

let server: Server;
let port: number;
/** What reached "Next" after the screen, as Next would see it. */
let reachedNext: string[] = [];

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  await openSeededDb();
  server = createServer((req, res) => {
    if (screenRequestPath(req, res)) return;
    if (serveHotRoute(req, res)) return;
    reachedNext.push(req.url ?? '');
    // Like Next for a method the route file does not export: status and Allow, no body.
    if (req.url?.startsWith('/json-api/login') && req.method === 'GET') {
      res.statusCode = 405;
      res.setHeader('allow', 'OPTIONS, POST');
      res.end();
      return;
    }
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeTestDb();
});

beforeEach(() => {
  reachedNext = [];
});

/** A raw HTTP request: the path goes on the wire exactly as written. */
function raw(method: string, path: string, body?: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('paths that cannot be decoded, or carry a NUL', () => {
  const apiPaths = [
    '/json-api/v2/games/%E0%A4%A',
    '/json-api/treasury/sandbox/%ED%A0%80',
    '/json-api/treasury/sandbox/x%00y/complete',
    '/json-api/%E0',
    '/api/winners%FF',
    '/json-api/studio/rounds%E0',
    // Dot segments would take the call out of the API (to the page /x).
    '/json-api/%2e%2e/x',
    '/json-api/v2/./games',
    '/api/.%2E',
  ];

  it.each(apiPaths)('%s: the API answers 400 invalid_path in JSON', async (path) => {
    const res = await raw('GET', path);
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/json');
    expect((JSON.parse(res.body) as Answer).errors).toEqual([{ code: 'invalid_path' }]);
    expect(reachedNext).toEqual([]);
  });

  const pagePaths: [string, string][] = [
    ['/games/%E0', '/404/malformed-path'],
    ['/play/%ED%A0%80', '/404/malformed-path'],
    ['/en/games/x%00y', '/en/404/malformed-path'],
    ['/ru/games/%E0', '/404/malformed-path'],
    ['/guest/it/games/%E0?x=1', '/guest/it/404/malformed-path'],
    // next-intl decodes a page path once before Next decodes it again: an escaped "%" would
    // reach Next as an undecodable escape (or a NUL), so it is malformed for pages too.
    ['/games/%25E0', '/404/malformed-path'],
    ['/en/games/x%2500y', '/en/404/malformed-path'],
    ['/_next/static/%E0', '/404/malformed-path'],
  ];

  it.each(pagePaths)('%s: pages get the 404 page of their language (Next is asked for %s)', async (path, target) => {
    await raw('GET', path);
    expect(reachedNext).toEqual([target]);
  });

  it('leaves well-formed paths alone', async () => {
    const paths = ['/en/games/slots', '/games/%D0%B8%D0%B3%D1%80%D1%8B', '/json-api/v2/games/%25E0', '/json-api/v2/games?q=%E0', '/en/a%20b?q=%25'];
    for (const path of paths) await raw('GET', path);
    expect(reachedNext).toEqual(paths);
  });
});

describe('NUL bytes in queries and bodies', () => {
  it('a query parameter with a NUL is 400 invalid_query, not a database error', async () => {
    const res = await api<Answer>(listGames, '/json-api/v2/games?q=x%00y');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'invalid_query', field: 'q' }]);
  });

  it('a body string with a NUL is 400 invalid_value on its field', async () => {
    const res = await api<Answer>(login, '/json-api/login', { body: { login: 'player@example.com', password: 'x\u0000y' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'invalid_value', field: 'password' }]);
    const nested = await api<Answer>(login, '/json-api/login', { body: { login: 'a@b.co', password: 'secret-pass', extra: { list: ['ok', 'n\u0000'] } } });
    expect([nested.status, nested.body.errors]).toEqual([400, [{ code: 'invalid_value', field: 'extra.list.1' }]]);
  });

  it('the hot round route refuses a NUL in its body the same way', async () => {
    const res = await raw('POST', '/json-api/studio/rounds', JSON.stringify({ runToken: 'a\u0000b', roundId: randomUUID(), bet: 100 }));
    expect(res.status).toBe(400);
    expect((JSON.parse(res.body) as Answer).errors).toEqual([{ code: 'invalid_value', field: 'runToken' }]);
  });
});

describe('API paths no route claims', () => {
  // That Next prefers every real route to these catch-alls is checked against the real server
  // by tests/e2e/malformed-input.spec.ts.
  it.each([
    ['/json-api', unknownJsonApi],
    ['/api', unknownApi],
  ])('%s/…: 404 not_found in JSON for every method', async (_prefix, routes) => {
    for (const handler of [routes.GET, routes.HEAD, routes.POST, routes.PUT, routes.PATCH, routes.DELETE, routes.OPTIONS]) {
      const res = await handler();
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ errors: [{ code: 'not_found' }] });
    }
  });
});

describe('a method the route does not answer', () => {
  it('is 405 method_not_allowed in JSON, with Next’s Allow header kept', async () => {
    const res = await raw('GET', '/json-api/login');
    expect(res.status).toBe(405);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({ errors: [{ code: 'method_not_allowed' }] });
  });
});

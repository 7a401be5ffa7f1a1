import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageCache } from '@/lib/platform/http-cache/page-cache';
import { siteRequestHandler } from '@/lib/platform/site-request';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/**
 * Every answer of the custom server carries the security headers: pages, a page-cache
 * HIT, the API, the hot round route, the path screen's 400 and the 500 fallback. The chain is
 * server.ts's own (siteRequestHandler) in front of a stand-in for Next; HSTS only over https as
 * the cookie rule sees it.
 */
let server: Server;
let port: number;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await openSeededDb();
  const cache = new PageCache(async () => ({ locale: 'en' }), 60_000);
  // Stands in for Next: a cacheable page, a JSON answer, a failure.
  const next = async (req: { url?: string }, res: import('node:http').ServerResponse) => {
    if (req.url === '/en/boom') throw new Error('boom');
    if (req.url?.startsWith('/json-api/')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{}}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60' }).end('<html></html>');
  };
  server = createServer(siteRequestHandler(cache, next));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await closeTestDb();
  delete process.env.TRUST_PROXY;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A raw request (fetch would normalize a malformed path). */
function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

function expectPageHeaders(answer: Answer): void {
  const csp = String(answer.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("frame-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expectCommonHeaders(answer);
}

function expectApiHeaders(answer: Answer): void {
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expectCommonHeaders(answer);
}

function expectCommonHeaders(answer: Answer): void {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
  expect(answer.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers on every answer', () => {
  it('a page, and the same page served again from the page cache', async () => {
    const miss = await send('/en/promo');
    const hit = await send('/en/promo');
    expect(miss.headers['x-croupier-cache']).toBe('MISS');
    expect(hit.headers['x-croupier-cache']).toBe('HIT');
    expectPageHeaders(miss);
    expectPageHeaders(hit);
  });

  it('an API answer, the hot round route and the path screen’s 400', async () => {
    expectApiHeaders(await send('/json-api/serverdata'));
    const round = await send('/json-api/studio/rounds', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: '{"runToken":"nope"}',
    });
    expect(round.status).toBe(400);
    expectApiHeaders(round);
    const malformed = await send('/json-api/v2/games/%E0%A4%A');
    expect(malformed.status).toBe(400);
    expectApiHeaders(malformed);
  });

  it('the 500 fallback', async () => {
    const failed = await send('/en/boom');
    expect(failed.status).toBe(500);
    expectPageHeaders(failed);
  });
});

describe('HSTS follows the rule of cookie Secure', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('is not sent because a client says X-Forwarded-Proto: https without a trusted proxy', async () => {
    const answer = await send('/en/games', { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when the trusted proxy saw https, and a cached copy does not carry it to plain http', async () => {
    process.env.TRUST_PROXY = '1';
    const overTls = await send('/en/live', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000');
    const plainHit = await send('/en/live', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plainHit.headers['x-croupier-cache']).toBe('HIT');
    expect(plainHit.headers['strict-transport-security']).toBeUndefined();
    const tlsHit = await send('/en/live', { headers: { 'x-forwarded-proto': 'https' } });
    expect(tlsHit.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(await send('/json-api/serverdata', { headers: { 'x-forwarded-proto': 'https' } })).toMatchObject({ headers: { 'strict-transport-security': 'max-age=31536000' } });
  });
});

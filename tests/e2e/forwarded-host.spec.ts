import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { unique } from './test-data';

/**
 * The page cache cannot be poisoned: a request whose Host or X-Forwarded-Host names
 * another site used to be cached with `Link: <http://evil.example/…>; rel="alternate"` (built by
 * next-intl's middleware from the request URL) and served so to the next visitor. Every absolute
 * URL comes from the canonical host; the e2e server runs with TRUST_PROXY=1, so the forwarded
 * headers are as believable as they get.
 *
 * node:http, because Playwright's request context sets Host itself.
 */
const EVIL = 'evil.example';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, headers: { 'accept-language': 'ru', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function expectNoEvil(answer: Answer, what: string): void {
  expect(JSON.stringify(answer.headers), `${what}: headers`).not.toContain(EVIL);
  expect(answer.body, `${what}: body`).not.toContain(EVIL);
}

const ATTACKS: Record<string, Record<string, string>> = {
  'X-Forwarded-Host': { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
  Host: { host: EVIL },
  'Host and X-Forwarded-Host': { host: `${EVIL}:8443`, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' },
};

for (const [name, headers] of Object.entries(ATTACKS)) {
  test(`a request with another site in ${name} leaves no trace of it, neither in its answer nor in the cached copy the next visitor gets`, async ({ baseURL }) => {
    // A query of its own: this test's first request is the one that fills the cache.
    for (const page of ['/it/producers/tidewater', '/en/games/slots', '/it', '/en/play/sic-bo-deluxe']) {
      const path = `${page}?poison=${unique()}`;
      const first = await get(baseURL!, path, headers);
      expect(first.status, path).toBe(200);
      expect(first.headers['x-croupier-cache'], path).toBe('MISS');
      expectNoEvil(first, `${path} with ${name}`);
      const next = await get(baseURL!, path);
      expect(next.headers['x-croupier-cache'], path).toBe('HIT');
      expectNoEvil(next, `${path} after ${name}`);
    }
  });
}

test('redirects, the sitemap and robots.txt name no host a request made up', async ({ baseURL }) => {
  const headers = ATTACKS['Host and X-Forwarded-Host']!;
  for (const path of ['/ru/games/slots', '/cashbox', '/guest/ru', '/sitemap.xml', '/robots.txt']) {
    const answer = await get(baseURL!, path, headers);
    expect(answer.status, path).toBeLessThan(500);
    expectNoEvil(answer, path);
  }
});

/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GuestPageCache } from '@/lib/platform/http-cache/guest-page-cache';

describe('guest page cache', () => {
  let server: Server;
  let renders = 0;
  let base = '';

  beforeAll(async () => {
    const cache = new GuestPageCache(60_000);
    server = createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.capture(req, res);
      renders += 1;
      res.setHeader('cache-control', 's-maxage=60, stale-while-revalidate');
      if (req.url?.includes('cookie')) res.setHeader('set-cookie', 'a=b');
      res.statusCode = req.url?.includes('missing') ? 404 : 200;
      res.write('<html>');
      res.end(`render ${renders}</html>`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('renders a guest page once and serves the copy with a public Cache-Control', async () => {
    const first = await fetch(`${base}/guest/games/slots`);
    const second = await fetch(`${base}/guest/games/slots`);
    expect(first.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60/);
    expect(first.headers.get('x-croupier-cache')).toBe('MISS');
    expect(second.headers.get('x-croupier-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
  });

  it('never caches the main variant, RSC requests, errors or responses setting cookies', async () => {
    const before = renders;
    await fetch(`${base}/games/slots`);
    await fetch(`${base}/games/slots`);
    await fetch(`${base}/guest/x`, { headers: { rsc: '1' } });
    await fetch(`${base}/guest/x`, { headers: { rsc: '1' } });
    await fetch(`${base}/guest/missing`);
    await fetch(`${base}/guest/missing`);
    await fetch(`${base}/guest/cookie`);
    await fetch(`${base}/guest/cookie`);
    expect(renders - before).toBe(8);
    const main = await fetch(`${base}/games/slots`);
    expect(main.headers.get('cache-control')).not.toMatch(/public/);
  });
});

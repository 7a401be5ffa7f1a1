/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PageCache, type Admission } from '@/lib/platform/http-cache/page-cache';

describe('page cache', () => {
  let server: Server;
  let renders = 0;
  let base = '';
  // Stands in for the proxy's decisions: a "blocked" country header makes the gate refuse.
  const gate = async (req: IncomingMessage): Promise<Admission> => (req.headers['x-country-code'] === 'KP' ? null : { locale: req.url?.startsWith('/en') ? 'en' : 'ru' });

  beforeAll(async () => {
    const cache = new PageCache(gate, 60_000);
    server = createServer((req, res) => {
      void cache.serve(req, res).then((served) => {
        if (served) return;
        cache.capture(req, res);
        renders += 1;
        res.setHeader('cache-control', req.url?.includes('studio') ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=60, stale-while-revalidate');
        if (req.url?.includes('cookie')) res.setHeader('set-cookie', 'a=b');
        if (req.url?.includes('locale')) res.setHeader('set-cookie', 'NEXT_LOCALE=ru; Path=/');
        if (req.url?.includes('prerendered')) res.setHeader('x-nextjs-prerender', '1');
        res.statusCode = req.url?.includes('missing') ? 404 : 200;
        res.write('<html>');
        res.end(`render ${renders}</html>`);
      });
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

  it('serves an anonymous main-variant page from memory too, keeping Next’s Cache-Control', async () => {
    const first = await fetch(`${base}/games/table`);
    const second = await fetch(`${base}/games/table`);
    expect(second.headers.get('x-croupier-cache')).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('cache-control')).toBe('s-maxage=60, stale-while-revalidate');
  });

  it('never keeps a page rendered per request (no-store), such as a game page with its run token', async () => {
    const first = await fetch(`${base}/studio/cherry-blaze?token=abc`);
    const second = await fetch(`${base}/studio/cherry-blaze?token=abc`);
    expect(second.headers.get('x-croupier-cache')).toBe('MISS');
    expect(await second.text()).not.toBe(await first.text());
  });

  it('sets the locale cookie on a cached answer when the visitor lacks it, as next-intl would', async () => {
    await fetch(`${base}/en/promo`);
    const withoutCookie = await fetch(`${base}/en/promo`);
    expect(withoutCookie.headers.get('x-croupier-cache')).toBe('HIT');
    expect(withoutCookie.headers.get('set-cookie')).toMatch(/^NEXT_LOCALE=en; Path=\/;.*Max-Age=86400/);
    const withCookie = await fetch(`${base}/en/promo`, { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(withCookie.headers.get('set-cookie')).toBeNull();
  });

  it('keeps a page whose only new cookie is the locale, without replaying that cookie to others', async () => {
    await fetch(`${base}/locale-page`);
    const hit = await fetch(`${base}/locale-page`, { headers: { cookie: 'NEXT_LOCALE=ru' } });
    expect(hit.headers.get('x-croupier-cache')).toBe('HIT');
    expect(hit.headers.get('set-cookie')).toBeNull();
  });

  it('asks the gate before every cached answer: a refused visitor gets a fresh render', async () => {
    await fetch(`${base}/games/live`);
    const before = renders;
    const blocked = await fetch(`${base}/games/live`, { headers: { 'x-country-code': 'KP' } });
    expect(blocked.headers.get('x-croupier-cache')).toBe('MISS');
    expect(renders).toBe(before + 1);
  });

  it('serves a logged-in player the copy an anonymous visitor left, and asks the gate for them too', async () => {
    const session = { cookie: 'croupier_session=sealed' };
    const anonymous = await fetch(`${base}/games/new`);
    const before = renders;
    const player = await fetch(`${base}/games/new`, { headers: session });
    expect(player.headers.get('x-croupier-cache')).toBe('HIT');
    expect(await player.text()).toBe(await anonymous.text());
    expect(renders).toBe(before);
    const refused = await fetch(`${base}/games/new`, { headers: { ...session, 'x-country-code': 'KP' } });
    expect(refused.headers.get('x-croupier-cache')).toBe('MISS');
  });

  it('never keeps a player’s own render (no prerender mark), not even for other players', async () => {
    const session = { cookie: 'croupier_session=sealed' };
    await fetch(`${base}/games/popular`, { headers: session });
    const before = renders;
    const anonymous = await fetch(`${base}/games/popular`);
    const player = await fetch(`${base}/games/popular`, { headers: session });
    expect(anonymous.headers.get('x-croupier-cache')).toBe('MISS');
    expect(renders).toBe(before + 1);
    expect(player.headers.get('x-croupier-cache')).toBe('HIT'); // the anonymous render, now kept
  });

  it('keeps what Next took from its prerender cache for a player: the document every visitor gets', async () => {
    const session = { cookie: 'croupier_session=sealed' };
    const first = await fetch(`${base}/games/prerendered`, { headers: session });
    const before = renders;
    const anonymous = await fetch(`${base}/games/prerendered`);
    expect(anonymous.headers.get('x-croupier-cache')).toBe('HIT');
    expect(await anonymous.text()).toBe(await first.text());
    expect(renders).toBe(before);
  });

  it('never caches logged-in visitors, RSC requests, errors, files or responses setting other cookies', async () => {
    const before = renders;
    const twice = async (url: string, headers: Record<string, string> = {}) => {
      await fetch(base + url, { headers });
      await fetch(base + url, { headers });
    };
    await twice('/games/slots', { cookie: 'croupier_session=sealed' });
    await twice('/guest/x', { rsc: '1' });
    await twice('/guest/missing');
    await twice('/guest/cookie');
    await twice('/robots.txt');
    await twice('/json-api/serverdata');
    expect(renders - before).toBe(12);
  });
});

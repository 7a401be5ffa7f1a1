import { expect, test } from '@playwright/test';

test.describe('server-rendered HTML, SEO and the guest variant', () => {
  test('the lobby HTML holds games and links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    const gameLinks = page.locator('a[href^="/play/"]');
    expect(await gameLinks.count()).toBeGreaterThanOrEqual(20);
    await expect(page.locator('a[href="/games/slots"]').first()).toBeAttached();
    const img = page.locator('a[href^="/play/"] img').first();
    await expect(img).toHaveAttribute('alt', /.+/);
    await context.close();
  });

  test('pages carry canonical, hreflang alternates and the language', async ({ page }) => {
    await page.goto('/en/games/slots');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://croupier.example/en/games/slots');
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', 'https://croupier.example/games/slots');
    await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute('href', 'https://croupier.example/it/games/slots');
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'https://croupier.example/games/slots');
  });

  test('a flagged path is noindex', async ({ page }) => {
    await page.goto('/games/otygrat_bonus');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/games/slots');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
  });

  test('the guest variant is public-cacheable, served from cache, and canonical to the main variant', async ({ request }) => {
    const first = await request.get('/guest/en/games/slots');
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    const html = await first.text();
    expect(html).toContain('<link rel="canonical" href="https://croupier.example/en/games/slots"');
    expect(html).toContain('href="/guest/en/games/');
    const second = await request.get('/guest/en/games/slots');
    expect(second.headers()['x-croupier-cache']).toBe('HIT');
    const ru = await request.get('/guest/ru/games/slots', { maxRedirects: 0 });
    expect(ru.status()).toBe(308);
    expect(ru.headers().location).toBe('/guest/games/slots');
  });

  test('sitemap lists every public page in every locale; robots points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const url of ['https://croupier.example/', 'https://croupier.example/en', 'https://croupier.example/it/games/slots', 'https://croupier.example/en/rules']) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    expect(sitemap).not.toContain('/games/otygrat_bonus</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://croupier.example/sitemap.xml');
    expect(robots).toContain('Disallow: /json-api/');
  });
});

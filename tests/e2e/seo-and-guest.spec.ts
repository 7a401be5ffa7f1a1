import { expect, test } from './fixtures';

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

  test('a game page is a landing page: indexable, its own title and description, text and trail without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/en/play/sic-bo-deluxe');
    expect(res?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
    await expect(page).toHaveTitle('Sic Bo Deluxe by Velvet Dice: play the free demo | Croupier');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Sic Bo Deluxe is a table game by Velvet Dice with an RTP of \d+(\.\d)?%\./);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://croupier.example/en/play/sic-bo-deluxe');
    await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute('href', 'https://croupier.example/it/play/sic-bo-deluxe');
    const trail = page.getByRole('navigation', { name: 'You are here' });
    await expect(trail.getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/en');
    await expect(trail.getByRole('link', { name: 'Table games' })).toHaveAttribute('href', '/en/games/table');
    await expect(page.getByRole('link', { name: 'More games by Velvet Dice' })).toHaveAttribute('href', '/en/producers/velvet-dice');
    const about = page.getByTestId('game-about');
    await expect(about.getByRole('heading', { level: 2, name: 'About Sic Bo Deluxe' })).toBeAttached();
    await expect(about).toContainText('Velvet Dice');
    await expect(about).toContainText('Table game');
    await expect(about).toContainText(/RTP \(return to player\)\s*\d+(\.\d)?%/);
    await expect(about.getByRole('heading', { name: 'How to play' })).toBeAttached();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; itemListElement: { item: string }[] };
    expect(jsonLd['@type']).toBe('BreadcrumbList');
    expect(jsonLd.itemListElement.map((i) => i.item)).toEqual(['https://croupier.example/en', 'https://croupier.example/en/games/table', 'https://croupier.example/en/play/sic-bo-deluxe']);
    await context.close();
  });

  test('SEO meta for a game path wins over the text written from the game', async ({ request }) => {
    const html = await (await request.get('/play/cherry-blaze')).text();
    expect(html).toContain('<title>Cherry Blaze — фруктовый слот, демо бесплатно | Croupier</title>');
    expect(html).toMatch(/<meta name="robots" content="index, follow"\/>/);
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

  test('every game page is in the sitemap in every locale; robots lets crawlers in but keeps the studio and the sandbox out', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const url of ['https://croupier.example/play/cherry-blaze', 'https://croupier.example/en/play/cherry-blaze', 'https://croupier.example/it/play/sic-bo-deluxe']) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="it" href="https://croupier.example/it/play/cherry-blaze" />');
    expect(sitemap.match(/<loc>https:\/\/croupier\.example\/en\/play\//g)?.length ?? 0).toBeGreaterThanOrEqual(60);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).not.toContain('/play/');
    for (const path of ['/studio/', '/en/studio/', '/payment-sandbox', '/it/payment-sandbox']) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});

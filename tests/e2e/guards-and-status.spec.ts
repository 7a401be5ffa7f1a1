import { expect, test } from './fixtures';

// Guards, region blocks and status pages of spec platform §2, seen as a visitor's browser sees them.
test.describe('guards and status pages', () => {
  test('an anonymous visitor of /profile is sent to login with the full target in redirect', async ({ request }) => {
    const res = await request.get('/profile?tab=levels', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toBe('/login?redirect=%2Fprofile%3Ftab%3Dlevels');
    const en = await request.get('/en/cashbox', { maxRedirects: 0 });
    expect(en.headers().location).toBe('/en/login?redirect=%2Fen%2Fcashbox');
  });

  test('a visitor from a restricted region gets the 451 page on login and play, but may browse', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-country-code': 'XX' });
    const login = await page.goto('/login');
    expect(login?.status()).toBe(451);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Недоступно в вашем регионе');
    const play = await page.goto('/en/play/any-game');
    expect(play?.status()).toBe(451);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in your region');
    const lobby = await page.goto('/');
    expect(lobby?.status()).toBe(200);
  });

  test('a blocked jurisdiction sees the jurisdiction page everywhere', async ({ request }) => {
    const res = await request.get('/games/slots', { headers: { 'x-country-code': 'ZZ' } });
    expect(res.status()).toBe(451);
    expect(await res.text()).toContain('Сайт недоступен в вашей юрисдикции');
  });

  test('unknown pages and unsupported locales answer 404 with the localized page', async ({ page }) => {
    for (const [path, text] of [
      ['/no-such-page', 'Страница не найдена'],
      ['/de/games/slots', 'Страница не найдена'],
      ['/games/no-such-category', 'Страница не найдена'],
      ['/status/451', 'Страница не найдена'],
      // Last: visiting /en stores the locale cookie, which then sends unprefixed paths to /en.
      ['/en/no/such/page', 'Page not found'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByText(text).first()).toBeVisible();
    }
  });

  test('deep paths are marked noindex', async ({ request }) => {
    const res = await request.get('/a/b/c/d');
    expect(res.headers()['x-robots-tag']).toBe('noindex');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';

const STUB = readFileSync(path.join(__dirname, 'stubs', 'chat-provider.js'), 'utf8');

for (const width of [320, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.route('http://chat.e2e.test/webim.js', (route) => route.fulfill({ contentType: 'text/javascript', body: STUB }));
    await page.goto('/');
    await page.waitForLoadState('load');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.screenshot({ path: `/tmp/chat-shots/footer-${width}.png` });
    if (width === 320) {
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await page.waitForTimeout(500);
    }
    const aside = page.getByRole('complementary', { name: 'Разделы сайта' });
    await aside.getByRole('button', { name: 'Чат', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/chat-shots/sidebar-${width}.png` });
    await aside.getByRole('button', { name: 'Чат', exact: true }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/chat-shots/opened-${width}.png` });
  });
}

test.describe('offline shot', () => {
  test.use({ serviceWorkers: 'allow' });
  test('offline 320', async ({ page, context }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.goto('/games/slots').catch(() => undefined);
    await page.screenshot({ path: '/tmp/chat-shots/offline-320.png' });
    await context.setOffline(false);
  });
});

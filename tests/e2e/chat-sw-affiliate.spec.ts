import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerNewPlayer } from './test-data';

/**
 * The support chat, the service worker, affiliate tracking. The journeys' server has
 * a Webim chat whose script URL and an affiliate service on hosts that exist only here
 * (playwright.config.ts webServer.env): page.route answers them.
 */
const CHAT_SCRIPT = 'http://chat.e2e.test/webim.js';
const STUB = readFileSync(path.join(__dirname, 'stubs', 'chat-provider.js'), 'utf8');

/** Serves the chat provider's stub and counts its loads. */
async function stubChat(page: Page): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.route(CHAT_SCRIPT, (route) => {
    loads += 1;
    return route.fulfill({ contentType: 'text/javascript', body: STUB });
  });
  return { loads: () => loads };
}

/** The Chat button of the sidebar's support section. */
const chatButton = (page: Page) => page.getByRole('complementary', { name: 'Разделы сайта' }).getByRole('button', { name: 'Чат', exact: true });
const stubWindow = (page: Page) => page.getByRole('dialog', { name: 'Support chat (stub)' });

/** Clicks Chat until the stub's window shows: the button answers from a second after the page's load (lib/client/after-load.ts). */
async function openChat(page: Page): Promise<void> {
  await expect(async () => {
    await chatButton(page).click();
    await expect(stubWindow(page)).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test.describe('support chat', () => {
  test('the provider script loads only when a guest opens the chat', async ({ page }) => {
    const chat = await stubChat(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await expect(chatButton(page)).toBeVisible();
    // Not with the page, nor with what loads after it (the framework after the first paint, the
    // overlays after hydration): once the network has gone quiet, no script and no request.
    await page.waitForLoadState('networkidle');
    expect(chat.loads()).toBe(0);
    await expect(page.locator('script[data-chat-provider]')).toHaveCount(0);

    await openChat(page);
    await expect(stubWindow(page)).toHaveText('webim chat at default for a guest');
    expect(chat.loads()).toBe(1);
    // A second opening reuses the loaded script.
    await chatButton(page).click();
    await expect(stubWindow(page)).toBeVisible();
    expect(chat.loads()).toBe(1);
  });

  test('a player opens the chat as a known visitor', async ({ page }) => {
    const chat = await stubChat(page);
    await registerNewPlayer(page, 'chat');
    const visitor = page.waitForResponse((res) => res.url().includes('/json-api/chat/webim'));
    await openChat(page);
    const answer = (await (await visitor).json()) as { data: { custom1: string; vip: boolean } };
    expect(answer.data.vip).toBe(false);
    await expect(stubWindow(page)).toHaveText(`webim chat at default for Regular player ${answer.data.custom1}`);
    expect(chat.loads()).toBe(1);
  });
});

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('registers in production and answers an offline navigation with the offline page', async ({ page, context }) => {
    await page.goto('/en');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    const worker = await (await page.request.get('/sw.js')).text();
    expect(worker).toContain(`const VERSION = "${readFileSync(path.join('.next', 'BUILD_ID'), 'utf8').trim()}"`);

    await context.setOffline(true);
    await page.goto('/en/games/slots').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/games/slots');
    await context.setOffline(false);
  });
});

test.describe('affiliate tracking', () => {
  test('a refcode in the address is reported on landing and after a route change, and kept in a cookie', async ({ page, context }) => {
    const hits: URL[] = [];
    await page.route('http://affiliate.e2e.test/**', (route) => {
      hits.push(new URL(route.request().url()));
      return route.fulfill({ status: 204 });
    });
    await page.goto('/?refcode=PARTNER42');
    await expect.poll(() => hits.length).toBe(1);
    expect(hits[0]!.pathname).toBe('/track');
    expect(Object.fromEntries(hits[0]!.searchParams)).toEqual({ project: 'croupier-e2e', refcode: 'PARTNER42' });
    expect((await context.cookies()).find((c) => c.name === 'refcode')?.value).toBe('PARTNER42');

    // A client-side route change (no new document): reported again, the code from the cookie.
    await page.getByRole('complementary', { name: 'Разделы сайта' }).getByRole('link', { name: 'Турниры' }).click();
    await expect(page).toHaveURL(/\/tournaments$/);
    await expect.poll(() => hits.length).toBe(2);
    expect(hits[1]!.searchParams.get('refcode')).toBe('PARTNER42');
  });

  test('a failing affiliate service changes nothing for the visitor', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('http://affiliate.e2e.test/**', (route) => route.abort('failed'));
    await page.goto('/?refcode=BROKEN1');
    await page.waitForLoadState('load');
    await expect(page.getByRole('main')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

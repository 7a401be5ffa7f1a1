import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Passwords never travel in a URL. Without JavaScript, or before hydration, the
 * browser itself submits a form: the auth forms used to have no method, so it sent
 * `GET /en/login?login=…&password=…`. Now every form says method="post" and its submit button
 * stays disabled until the page is hydrated.
 */
const DEMO = { email: 'demo@croupier.example', password: 'DemoPlayer2026' };

/** Every URL the page asks for, so a test can say none of them carries the secret. */
function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('without JavaScript, submitting the login form never puts the password in a URL and never breaks the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const urls = watchUrls(page);
  const statuses: number[] = [];
  page.on('response', (response) => statuses.push(response.status()));
  await page.goto('/en/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  // Enter in the field is the browser's implicit submit; the button itself may be disabled.
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Log in', exact: true }).click({ force: true });
  // A native submit navigates; wait until the network has been quiet for a moment.
  await page.waitForLoadState('networkidle');
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toContain(encodeURIComponent(DEMO.password));
    expect(url).not.toContain('password=');
  }
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  await context.close();
});

test('every form with a password or a code posts (no fields in a URL even if the browser submits it)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/en/login', '/en/registration', '/en/remind']) {
    await page.goto(path);
    const forms = page.locator('form:not([role="search"])');
    expect(await forms.count(), path).toBeGreaterThan(0);
    for (const form of await forms.all()) await expect(form, path).toHaveAttribute('method', 'post');
  }
  await context.close();
});

test('a form posted to its page (what a browser without JavaScript sends) gets the page back, not a server error', async ({ request }) => {
  for (const path of ['/en/login', '/login?redirect=%2Fcashbox', '/it/registration', '/en/remind']) {
    const answer = await request.post(path, { form: { login: DEMO.email, password: DEMO.password }, maxRedirects: 0 });
    expect(answer.status(), path).toBeLessThan(500);
    expect(answer.headers()['location'] ?? '', path).not.toContain('password');
  }
});

test('in the server’s HTML the submit buttons are disabled: nothing submits before the page is hydrated', async ({ request }) => {
  for (const path of ['/en/login', '/en/registration', '/en/remind']) {
    const html = await (await request.get(path)).text();
    const buttons = html.match(/<button[^>]*type="submit"[^>]*>/g) ?? [];
    expect(buttons.length, path).toBeGreaterThan(0);
    for (const button of buttons) expect(button, path).toMatch(/\sdisabled=""/);
  }
});

test('a login submitted as soon as the button is ready logs the player in, with nothing in a URL', async ({ page }) => {
  const urls = watchUrls(page);
  await page.goto('/en/login');
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  await expect(submit).toBeEnabled();
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await submit.click();
  await expect(page.getByTestId('header-account')).toBeVisible();
  expect(urls.filter((url) => url.includes('password'))).toEqual([]);
});

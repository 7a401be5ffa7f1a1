import { createServer } from 'node:http';
import type { APIResponse, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerNewPlayer } from './test-data';

//, "Security": every answer carries the security headers, the pages work under their
// Content-Security-Policy (no violation while a player browses, deposits and plays in the
// sandboxed game frame), and no page of another origin can frame the site.

type Headers = Record<string, string>;

function expectCommonHeaders(headers: Headers, what: string): void {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/);
  // The test server is plain http: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

function expectPageHeaders(headers: Headers, what: string): void {
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "frame-src 'self'", "frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(csp, what).toContain(directive);
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expectCommonHeaders(headers, what);
}

function expectApiHeaders(headers: Headers, what: string): void {
  expect(headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-frame-options'], what).toBe('DENY');
  expectCommonHeaders(headers, what);
}

const headersOf = (answer: APIResponse | Response): Headers => answer.headers();

/** Every CSP violation any frame of the page reports, as the browser's event and its console. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) found.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation;
      report?.(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return found;
}

test('every kind of answer carries the security headers', async ({ request }) => {
  expectPageHeaders(headersOf(await request.get('/')), 'lobby');

  // The page cache: the second request of an anonymous page is answered from memory.
  await request.get('/en/games/slots');
  const hit = await request.get('/en/games/slots');
  expect(hit.headers()['x-croupier-cache']).toBe('HIT');
  expectPageHeaders(headersOf(hit), 'page cache HIT');

  expectApiHeaders(headersOf(await request.get('/json-api/serverdata')), 'API answer');

  const round = await request.post('/json-api/studio/rounds', { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: { runToken: 'none' } });
  expect(round.status()).toBe(400);
  expectApiHeaders(headersOf(round), 'hot round route');

  const malformedApi = await request.get('/json-api/v2/games/%E0%A4%A');
  expect(malformedApi.status()).toBe(400);
  expectApiHeaders(headersOf(malformedApi), 'malformed API path');
  const malformedPage = await request.get('/games/%E0');
  expect(malformedPage.status()).toBe(404);
  expectPageHeaders(headersOf(malformedPage), 'malformed page path');
});

test('a player browses, deposits in the sandbox and plays in the game frame with no CSP violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);

  // The lobby hydrates: the login link opens its popup instead of loading the login page.
  const lobby = await page.goto('/');
  expectPageHeaders(headersOf(lobby!), 'lobby in the browser');
  await page.getByRole('link', { name: 'Войти', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();

  await registerNewPlayer(page, 'h');
  const cashboxPage = await page.goto('/cashbox');
  expectPageHeaders(headersOf(cashboxPage!), 'cashbox');
  await page.getByRole('button', { name: /^Пополнить на 500,00/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\/[A-Za-z0-9_-]+$/);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page).toHaveURL(/\/cashbox\?deposit=\d+$/);
  await expect(page.getByTestId('header-balance')).toContainText('500');

  const gamePage = await page.goto('/play/cherry-blaze');
  expectPageHeaders(headersOf(gamePage!), 'game page');
  const frame = page.frameLocator('[data-testid="game-iframe"]');
  await expect(frame.getByTestId('studio-game')).toBeVisible();
  await expect(page.getByTestId('game-loader')).toHaveCount(0, { timeout: 10_000 });
  const answer = page.waitForResponse((r) => r.url().includes('/json-api/studio/rounds') && r.request().method() === 'POST');
  await frame.getByTestId('spin').click();
  const round = await answer;
  expect(round.status()).toBe(200);
  expectApiHeaders(headersOf(round), 'a round from the game frame');
  const { data } = (await round.json()) as { data: { balance: { amount: number } } };
  await expect.poll(async () => Number(((await frame.getByTestId('balance').textContent()) ?? '').replace(/\D/g, '')), { timeout: 15_000 }).toBe(data.balance.amount);

  expect(violations).toEqual([]);
});

test('a page of another origin cannot frame the cashbox of a logged-in player', async ({ page, baseURL }) => {
  await registerNewPlayer(page, 'f');
  // Another origin of the same site (the next port, a real local server: Chrome refuses a local
  // frame in a page without an address): the session cookie (SameSite=Lax) goes along.
  const port = Number(new URL(baseURL!).port) + 1;
  const other = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>other</title><iframe src="${baseURL}/cashbox" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
  try {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refused.push(message.text());
    });
    const cashboxAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/cashbox');
    await page.goto(`http://localhost:${port}/`);
    const answer = await cashboxAnswer;
    expect(answer.status()).toBe(200);
    expectPageHeaders(headersOf(answer), 'framed cashbox');
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Касса' })).toHaveCount(0);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});

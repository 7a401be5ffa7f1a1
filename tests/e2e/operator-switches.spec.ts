import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { E2E_DATA_DIR } from '../../playwright.config';

// Switches that change the whole site for everyone; this project runs after all the others
// (playwright.config.ts: dependencies), so no other journey sees the 503 page.
test.describe.configure({ mode: 'serial' });

test('a flood from one address gets the localized 429 page, and other visitors do not', async ({ page, request }) => {
  // TRUST_PROXY=1 in the e2e server: X-Forwarded-For names the visitor, so the flood has its own budget.
  const flooder = { 'x-forwarded-for': '203.0.113.77' };
  const budget = Number(process.env.E2E_PAGE_RATE_LIMIT ?? 2000);
  for (let sent = 0; sent < budget; sent += 50) {
    await Promise.all(Array.from({ length: 50 }, () => request.get('/about', { headers: flooder, maxRedirects: 0 })));
  }
  await page.setExtraHTTPHeaders(flooder);
  const limited = await page.goto('/games/slots');
  expect(limited?.status()).toBe(429);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Слишком много запросов');

  const other = await request.get('/games/slots', { headers: { 'x-forwarded-for': '198.51.100.5' } });
  expect(other.status()).toBe(200);
});

test('the maintenance switch shows the 503 page on every page and 503 on the API, then lifts', async ({ page, request }) => {
  const flag = path.join(E2E_DATA_DIR, 'maintenance');
  writeFileSync(flag, '');
  try {
    // The config (and with it the switch) is cached for up to 10 s.
    await expect.poll(async () => (await request.get('/')).status(), { timeout: 15_000, intervals: [500] }).toBe(503);
    const lobby = await page.goto('/');
    expect(lobby?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Технические работы');
    const en = await page.goto('/en/games/slots');
    expect(en?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance');
    const api = await request.get('/json-api/v2/games?limit=1');
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ errors: [{ code: 'maintenance' }] });
    // The site still learns that maintenance is on.
    expect((await request.get('/json-api/serverdata')).status()).toBe(200);
  } finally {
    rmSync(flag, { force: true });
  }
  await expect.poll(async () => (await request.get('/')).status(), { timeout: 15_000, intervals: [500] }).toBe(200);
});

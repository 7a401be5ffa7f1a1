import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { unique } from './test-data';

/**
 * Unknown paths answer the 404 page and leave nothing behind. Pages are ISR with an
 * empty generateStaticParams, and Next used to keep the 404 of every unknown slug under
 * .next/server/route-cache for good: a crawler or an attacker could fill the disk
 * (isr-cache-handler.mjs). The e2e server runs from this folder, so its cache is ours to look at.
 */
const ROUTE_CACHE = path.join(process.cwd(), '.next', 'server', 'route-cache');

function cachedFiles(dir = ROUTE_CACHE): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' });
}

test('unknown categories, producers, pages and page numbers answer 404 and leave no file in the ISR cache', async ({ request }) => {
  const mark = `nope${unique()}`;
  const paths = [
    `/en/games/${mark}`,
    `/games/${mark}-ru`,
    `/it/producers/${mark}`,
    `/en/producers/tidewater/${mark}`,
    `/en/${mark}`,
    `/en/${mark}/deeper/still`,
    `/guest/en/games/${mark}`,
    `/en/games/slots/page/9${Date.now() % 100000}`,
    `/en/play/${mark}`,
  ];
  for (const pagePath of paths) {
    const first = await request.get(pagePath);
    expect(first.status(), pagePath).toBe(404);
    // Asked again: still the 404 page, rendered anew rather than read back from a stored copy.
    const again = await request.get(pagePath);
    expect(again.status(), pagePath).toBe(404);
  }
  const left = cachedFiles().filter((file) => file.includes(mark) || /\/page\/9\d+/.test(file));
  expect(left).toEqual([]);
  // Known pages are still kept.
  expect((await request.get('/en/games/slots')).status()).toBe(200);
  expect(cachedFiles().some((file) => file.endsWith(path.join('en', 'games', 'slots.html')))).toBe(true);
});

test('a password reset link shows its form and leaves no file in the ISR cache: its code is a secret', async ({ page }) => {
  const code = `reset${unique()}`;
  const answer = await page.goto(`/en/new-password/${code}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'New password' })).toBeVisible();
  expect(answer?.headers()['cache-control']).toMatch(/no-store|private/);
  expect(cachedFiles().filter((file) => file.includes(code))).toEqual([]);
});

test('an unknown game answers 404, says so, names the game decoded once and falls back to main (spec §2)', async ({ page, request }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const answer = await page.goto('/en/play/caf%C3%A9-no-such-game');
  expect(answer?.status()).toBe(404);
  await expect.poll(() => warnings.find((text) => text.includes('no active game'))).toContain('"café-no-such-game"');
  expect(warnings.join('\n')).not.toContain('%C3%A9');
  await expect(page).toHaveURL(/\/en$/);

  for (const malformed of ['/en/play/%E0%A4%A', '/en/play/%ED%A0%80', '/en/play/a%25E0']) {
    const answer = await request.get(malformed);
    expect(answer.status(), malformed).toBe(404);
  }
});

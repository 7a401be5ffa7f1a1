import { expect, test } from './fixtures';

// The lobby journeys of the foundation issue, at desktop width (the sidebar is visible ≥ 1054 px).
test.use({ viewport: { width: 1280, height: 900 } });

test('searching the lobby finds games by part of the name, and says when nothing matches', async ({ page }) => {
  await page.goto('/en');
  const box = page.getByRole('search').getByRole('searchbox').first();
  await box.fill('cherry');
  await expect(page.getByText(/games? found/)).toBeVisible();
  await expect(page.locator('#game-search-title ~ * a[href="/en/play/cherry-blaze"], [aria-labelledby="game-search-title"] a[href="/en/play/cherry-blaze"]').first()).toBeVisible();
  await box.fill('zzqqxx');
  await expect(page.getByText('Nothing found for “zzqqxx”')).toBeVisible();
});

test('a category grid loads its second page when scrolled to the end', async ({ page }) => {
  await page.goto('/en/games/allgames');
  const tiles = page.locator('[data-testid="game-tile"]');
  await expect(tiles).toHaveCount(40);
  const gamesRequest = page.waitForRequest((r) => r.url().includes('/json-api/v2/games') && r.url().includes('page=2'));
  await page.mouse.wheel(0, 20000);
  await gamesRequest;
  await expect.poll(async () => tiles.count()).toBeGreaterThan(40);
});

test('the producers picker shows top producers, searches from 3 letters by prefix and closes on Escape', async ({ page }) => {
  await page.goto('/en');
  await page.locator('a[aria-haspopup="dialog"]').first().click();
  const dialog = page.getByRole('dialog', { name: 'Providers' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Popular')).toBeVisible();
  const search = dialog.getByRole('searchbox');
  await search.fill('au');
  await expect(dialog.getByText('Popular')).toBeVisible();
  await search.fill('AUR');
  await expect(dialog.getByRole('link', { name: /Aurora Reels/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Lucky Lynx/ })).toHaveCount(0);
  await search.fill('xyz');
  await expect(dialog.getByText('No provider “xyz”')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('switching the language keeps the page and remembers the choice', async ({ page, context }) => {
  await page.goto('/games/slots');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.getByRole('navigation', { name: 'Язык сайта' }).first().getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/games\/slots$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en');
});

test('the timed content block shows on the lobby within its window and leads where it says', async ({ page }) => {
  await page.goto('/en');
  const block = page.getByTestId('timed-block');
  await expect(block).toBeVisible();
  await expect(block).toContainText('See what’s new');
  await block.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/games\/newgames$/);
});

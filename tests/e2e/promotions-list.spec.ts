import { expect, test } from './fixtures';

/**
 * The promotions list (spec play-promos §2 "Promo list and cards", platform §2 "types
 * tournament, action, all"): a visitor sees the seeded running, coming and past promos in both
 * languages, switches the filter, follows a card; the guest variant's canonical, the sidebar's
 * links, a 320 px phone. The promo page itself is tested in its own spec.
 */

test('a visitor sees the promotions in Russian: running first, past ones greyed without labels', async ({ page }) => {
  await page.goto('/promo');
  await expect(page.getByRole('heading', { level: 1, name: 'Акции' })).toBeVisible();
  await expect(page).toHaveTitle(/Акции/);
  // The page opens on promotions.
  await expect(page.getByRole('button', { name: 'Акции' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('tournament-card')).toHaveCount(0);
  const cards = page.getByTestId('promo-card');
  // The seven seeded promos: fewer than a page, so every one is there.
  await expect(cards).toHaveCount(7);
  const statuses = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-status')));
  const order = statuses.map((s) => ['active', 'future', 'past'].indexOf(s ?? ''));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(statuses).toEqual(expect.arrayContaining(['active', 'future', 'past']));

  const lottery = page.locator('[data-slug="grand-lottery"]');
  await expect(lottery).toHaveAttribute('data-status', 'active');
  await expect(lottery.getByTestId('promo-type')).toHaveText('Лотерея');
  await expect(lottery.getByText('Фонд 50 000 ₽ и растёт')).toBeVisible();
  await expect(lottery.getByText('До конца')).toBeVisible();
  await expect(page.locator('[data-slug="coin-exchange"]').getByTestId('promo-type')).toHaveText('Обмен');
  await expect(page.locator('[data-slug="birthday-week"]')).toHaveAttribute('data-status', 'future');
  await expect(page.locator('[data-slug="birthday-week"]').getByText('До старта')).toBeVisible();

  const past = page.locator('[data-slug="summer-lottery"]');
  await expect(past).toHaveAttribute('data-status', 'past');
  await expect(past.getByTestId('promo-type')).toHaveCount(0);
  await expect(past.getByText('Завершена')).toBeVisible();
  // Greyed: the card is drawn without colour.
  expect(await past.evaluate((el) => getComputedStyle(el).filter)).toContain('grayscale');

  // The card's link leads to the promo page.
  await lottery.getByRole('link', { name: 'Большая лотерея' }).click();
  await expect(page).toHaveURL(/\/promo\/grand-lottery$/);
});

test('the filter switches between promotions, tournaments and both', async ({ page }) => {
  await page.goto('/en/promo');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.locator('[data-slug="grand-lottery"]').getByRole('link', { name: 'The grand lottery' })).toBeVisible();
  await expect(page.locator('[data-slug="grand-lottery"]').getByTestId('promo-type')).toHaveText('Lottery');

  await page.getByRole('button', { name: 'Tournaments' }).click();
  await expect(page.getByTestId('promo-card')).toHaveCount(0);
  await expect(page.getByTestId('tournament-card').first()).toBeVisible();

  await page.getByRole('button', { name: 'All' }).click();
  await expect(page.getByTestId('promo-card').first()).toBeVisible();
  await expect(page.getByTestId('tournament-card').first()).toBeVisible();
  // One list in the spec's order: every running item before every coming one, then the past ones.
  const items = page.locator('[data-testid="promo-card"], [data-testid="tournament-card"]');
  const statuses = await items.evaluateAll((all) => all.map((c) => c.getAttribute('data-status')));
  const order = statuses.map((s) => ['active', 'future', 'past'].indexOf(s ?? ''));
  expect(order).toEqual([...order].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Promotions' }).click();
  await expect(page.getByTestId('tournament-card')).toHaveCount(0);
  await page.locator('[data-slug="coin-exchange"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/promo\/coin-exchange$/);
});

test('the tournament list shows the promotions under its filter', async ({ page }) => {
  await page.goto('/tournaments');
  await expect(page.getByTestId('promo-card')).toHaveCount(0);
  await page.getByRole('button', { name: 'Акции' }).click();
  await expect(page.locator('[data-slug="grand-lottery"]')).toBeVisible();
  await expect(page.getByTestId('tournament-card')).toHaveCount(0);
});

test('the list is server-rendered, canonical and in the sitemap; the guest copy points to the main page', async ({ page, request }) => {
  const main = await request.get('/en/promo');
  expect(main.status()).toBe(200);
  expect(await main.text()).toContain('The grand lottery');
  await page.goto('/en/promo');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://croupier.example/en/promo');
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute('href', 'https://croupier.example/it/promo');

  const guest = await request.get('/guest/promo');
  expect(guest.status()).toBe(200);
  const guestHtml = await guest.text();
  expect(guestHtml).toContain('Большая лотерея');
  expect(guestHtml).toContain('href="/guest/promo/grand-lottery"');
  await page.goto('/guest/promo');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://croupier.example/promo');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const loc of ['https://croupier.example/promo', 'https://croupier.example/en/promo', 'https://croupier.example/it/promo/grand-lottery']) {
    expect(sitemap).toContain(`<loc>${loc}</loc>`);
  }
});

test('the sidebar leads to the promotions and the tournaments', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Разделы сайта' });
  await nav.getByRole('link', { name: 'Акции', exact: true }).click();
  await expect(page).toHaveURL(/\/promo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Акции' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Разделы сайта' }).getByRole('link', { name: 'Турниры', exact: true }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Турниры' })).toBeVisible();
});

test('the promotions list fits a 320 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/promo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Все' }).click();
  await expect(page.getByTestId('tournament-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('the game-hall block under a tournament’s games shows what else is running, with its subtitle', async ({ page }) => {
  await page.goto('/en/tournaments/daily-spin-sprint/games');
  const hall = page.getByTestId('event-hall');
  await expect(hall.getByRole('heading', { level: 2, name: 'Promotions and tournaments' })).toBeVisible();
  await expect(hall.getByText('Play any game of the hall — your bets score points in promotions and tournaments.')).toBeVisible();
  const cards = hall.locator('[data-testid="promo-card"], [data-testid="tournament-card"]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(hall.locator('[data-status="past"]')).toHaveCount(0);
  await expect(hall.locator('[data-slug="daily-spin-sprint"]')).toHaveCount(0);
  await hall.getByRole('link', { name: 'All promotions and tournaments' }).click();
  await expect(page).toHaveURL(/\/en\/promo$/);
});

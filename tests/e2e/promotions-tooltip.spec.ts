import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * The promo tooltip (spec platform §9 "Promo tooltip timer 1440 minutes"): a hint by the
 * promotions entry naming the running promotion; closed, it stays hidden for 1,440 minutes,
 * then shows again. The browser's clock is Playwright's, moved by the test.
 */

// A visitor who never closed it (the other journeys start with it closed, global-setup.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const MINUTE = 60_000;

test('shows by the promotions entry, is closed, stays hidden on reload and shows again after 1,440 minutes', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/');
  const tooltip = page.getByTestId('promo-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Идёт акция');
  await expect(tooltip.getByRole('link', { name: 'Перейти к акции' })).toHaveAttribute('href', /^\/promo\/[\w-]+$/);
  // It sits beside the sidebar's promotions entry it points to.
  const entry = page.locator('#site-sidebar').getByRole('link', { name: 'Акции', exact: true });
  const [tip, link] = [await tooltip.boundingBox(), await entry.boundingBox()];
  expect(tip && link && tip.x >= link.x + link.width && tip.y < link.y + link.height && tip.y + tip.height > link.y).toBe(true);

  const { violations } = await new AxeBuilder({ page }).include('[data-testid="promo-tooltip"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await tooltip.getByRole('button', { name: 'Закрыть подсказку' }).click();
  await expect(tooltip).toHaveCount(0);

  // The widget beside it is drawn by the same lazily loaded overlays: once it is there, the tooltip would be too.
  await page.reload();
  await expect(page.getByTestId('promo-widget')).toBeVisible();
  await expect(tooltip).toHaveCount(0);

  await page.clock.setSystemTime(start + 1439 * MINUTE);
  await page.reload();
  await expect(page.getByTestId('promo-widget')).toBeVisible();
  await expect(tooltip).toHaveCount(0);

  await page.clock.setSystemTime(start + 1441 * MINUTE);
  await page.reload();
  await expect(tooltip).toBeVisible();
  // The keyboard closes it too.
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('on a narrow screen it points at the menu button; it is not shown on the promotions pages', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/en');
  const tooltip = page.getByTestId('promo-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('is running');
  const menu = await page.getByRole('button', { name: 'Open menu' }).boundingBox();
  const tip = await tooltip.boundingBox();
  expect(tip && menu && tip.y >= menu.y + menu.height && tip.x + tip.width <= 320).toBe(true);
  await tooltip.getByRole('link', { name: 'Go to the promotion' }).click();
  await expect(page).toHaveURL(/\/en\/promo\/[\w-]+$/);
  await expect(tooltip).toHaveCount(0);
});

import { expect, test } from './fixtures';

/**
 * Graceful overload: a login refused with 503 `busy` says so in the player's language,
 * keeps what was typed and sends itself again after Retry-After; the player ends up logged in.
 */
const DEMO = { email: 'demo@croupier.example', password: 'DemoPlayer2026' };

test('a busy login says so, retries by itself after Retry-After and logs the player in', async ({ page }) => {
  let refused = 0;
  // The site's calls carry ?platform=…: match the path, whatever the query.
  await page.route(/\/json-api\/login(\?|$)/, async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 503, headers: { 'Retry-After': '3', 'content-type': 'application/json' }, body: JSON.stringify({ errors: [{ code: 'busy' }] }) });
      return;
    }
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'повторим через' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.email);
  await expect(page.getByTestId('header-account')).toBeVisible({ timeout: 15_000 });
  expect(refused).toBe(1);
});

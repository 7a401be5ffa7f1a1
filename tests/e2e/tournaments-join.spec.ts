import { expect, test } from './fixtures';
import { signUp } from './test-data';

/**
 * Joining (spec §4 "Tournament join"): a fresh player joins a free tournament and is its
 * participant; joining a second one asks first and then switches the chosen one. Needs the join
 * service's calls (POST …/members, PUT …/choose).
 */

test('a player joins a free tournament, then switches to another after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'tjn');
  await page.goto('/tournaments/daily-spin-sprint');
  await page.getByRole('button', { name: 'Участвовать', exact: true }).click();
  await expect(page.getByTestId('tournament-member-mark')).toHaveText('Вы участник');
  await expect(page.getByTestId('tournament-leaders').locator('[data-its-me]')).toHaveCount(1);

  await page.goto('/tournaments/big-win-hunt');
  await page.getByRole('button', { name: 'Участвовать', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Перейти в другой турнир?' });
  await expect(ask).toContainText('Спринт вращений');
  await ask.getByRole('button', { name: 'Перейти' }).click();
  await expect(page.getByTestId('tournament-member-mark')).toHaveText('Вы участник');

  // The list: both joined, the new one chosen.
  await page.goto('/tournaments');
  const hunt = page.locator('[data-slug="big-win-hunt"]');
  await expect(hunt.getByText('Вы играете в этом турнире')).toBeVisible();
  await expect(page.locator('[data-slug="daily-spin-sprint"]').getByTestId('tournament-member-mark')).toBeVisible();
  await expect(page.locator('[data-slug="daily-spin-sprint"]').getByText('Вы играете в этом турнире')).toHaveCount(0);
});

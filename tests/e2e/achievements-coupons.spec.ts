import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositFiveHundred, signUp, socketRegistered, XHR } from './test-data';

/**
 * Promo codes and trophies: a player redeems a promo code in the profile's Promo code
 * tab and gets its gift; the Trophies tab shows each achievement's progress, moved live by real
 * rounds, and the nearest ones stand under the balance.
 */

/** Opens a real-money game session through the API with the page's login (the frame's own call). */
async function runGame(page: Page): Promise<string> {
  const res = await page.request.post('/json-api/eapi/game-run/cherry-blaze', { headers: XHR, data: { platform: 'desktop', type: 'real' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { runToken: string } }).data.runToken;
}

/** axe's serious and critical findings on what the page shows now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function playRound(page: Page, runToken: string): Promise<void> {
  const res = await page.request.post('/json-api/studio/rounds', { headers: XHR, data: { runToken, roundId: crypto.randomUUID(), bet: 100 } });
  expect(res.status()).toBe(200);
}

test('a promo code redeemed in the Promo code tab brings its gift; a second try is refused in Russian', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'pc');
  await page.goto('/profile/promo-code');
  const field = page.getByRole('textbox', { name: 'Промокод' });
  const submit = page.getByRole('button', { name: 'Активировать' });
  await expect(submit).toBeEnabled();

  await field.fill('NOSUCHCODE');
  await submit.click();
  await expect(page.getByText('Такого промокода нет. Проверьте написание.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('welcome2026');
  await submit.click();
  const success = page.getByTestId('promo-code-success');
  await expect(success).toContainText('Промокод активирован: вы получили «Бонус по промокоду WELCOME2026».');
  await expect(success.getByRole('link', { name: 'Перейти к подаркам' })).toHaveAttribute('href', '/profile/gifts');
  const gifts = (await (await page.request.get('/json-api/user-gifts', { headers: XHR })).json()) as { data: { data: { title: string; reason: string }[] } };
  expect(gifts.data.data.map((g) => g.title)).toContain('Бонус по промокоду WELCOME2026');
  expect(await seriousViolations(page)).toEqual([]);

  await field.fill('WELCOME2026');
  await submit.click();
  await expect(page.getByText('Вы уже использовали этот промокод.')).toBeVisible();
});

test('the Trophies tab shows each achievement’s progress and follows real rounds live; the nearest stand under the balance', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'tr');
  await depositFiveHundred(page);
  const token = await runGame(page);
  for (let i = 0; i < 3; i += 1) await playRound(page, token);

  // The round below is told live once the page's socket is in the player's room.
  const registered = socketRegistered(page);
  await page.goto('/profile/achievements');
  await expect(page.getByRole('heading', { name: 'Трофеи' })).toBeVisible();
  const firstDeposit = page.locator('[data-action="first_deposit"]');
  await expect(firstDeposit).toHaveAttribute('data-completed', 'true');
  await expect(firstDeposit.getByText('Выполнено', { exact: true })).toBeVisible();
  const tenRounds = page.getByRole('progressbar', { name: 'Разминка' });
  await expect(tenRounds).toHaveAttribute('aria-valuenow', '30');
  // A slot round may happen to win ten times its stake: the big win may be done as well.
  await expect(page.getByTestId('achievements-summary')).toHaveText(/^Выполнено [12] из 8$/);

  // A round played meanwhile (the game in another window) moves the bar without a reload.
  await registered;
  await playRound(page, token);
  await expect(tenRounds).toHaveAttribute('aria-valuenow', '40');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/profile/balance');
  const nearest = page.getByTestId('nearest-achievements');
  await expect(nearest.getByRole('heading', { name: 'Ближайшие достижения' })).toBeVisible();
  // In progress, closest first: 4 of 10 rounds, 1 of 3 providers (the game run), 4 of 100 rounds.
  const bars = nearest.getByRole('progressbar');
  await expect(bars).toHaveCount(3);
  await expect(bars.nth(0)).toHaveAccessibleName('Разминка');
  await expect(bars.nth(1)).toHaveAccessibleName('Исследователь');
  await expect(bars.nth(2)).toHaveAccessibleName('Завсегдатай');
});

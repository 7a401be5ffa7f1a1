import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './test-data';

/**
 * Player protection: the player's own deposit limit refuses a deposit above it in the
 * cashbox, a time-out logs the player out and refuses the login saying until when, and the
 * reality check interrupts a real-money game after its interval (the page's clock is moved on).
 */

async function openResponsibleGaming(page: Page): Promise<void> {
  await page.goto('/profile/responsible-gaming');
  await expect(page.getByRole('heading', { name: 'Лимиты депозитов' })).toBeVisible();
}

test('a deposit limit set in the profile refuses a deposit above it in the cashbox', async ({ page }) => {
  await signUp(page, 'lim');
  await openResponsibleGaming(page);
  const day = page.getByTestId('limit-day');
  await day.getByLabel('Новый лимит, ₽').fill('300');
  await page.getByRole('button', { name: 'Сохранить лимиты' }).click();
  await expect(page.getByText('Лимиты сохранены')).toBeVisible();
  await expect(day).toContainText('Сейчас: 300,00');

  // Raising it only waits: the limit in force stays 300, the new one is shown with its date.
  await day.getByLabel('Новый лимит, ₽').fill('1000');
  await page.getByRole('button', { name: 'Сохранить лимиты' }).click();
  await expect(page.getByTestId('limit-day-pending')).toContainText('1 000,00');
  await expect(day).toContainText('Сейчас: 300,00');

  await page.goto('/cashbox');
  await page.getByRole('button', { name: /^Пополнить на 500,00/ }).click();
  await expect(page.getByTestId('deposit-errors')).toContainText('Сумма превышает лимит депозитов, который вы установили.');
  await expect(page).toHaveURL(/\/cashbox/);
});

test('a 24-hour time-out, confirmed, logs the player out and the login is refused until its end', async ({ page }) => {
  const nick = await signUp(page, 'to');
  await openResponsibleGaming(page);
  const card = page.getByTestId('time-out');
  await expect(card.getByLabel('24 часа')).toBeChecked();
  await card.getByRole('button', { name: 'Взять перерыв на 24 часа' }).click();
  const confirm = page.getByRole('dialog', { name: 'Взять перерыв на 24 часа?' });
  await expect(confirm).toContainText('Отменить перерыв нельзя.');
  await confirm.getByRole('button', { name: 'Да, взять перерыв' }).click();

  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(`${nick}@example.com`);
  await page.getByLabel('Пароль', { exact: true }).fill('Secret-pass-1');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Вы взяли перерыв.' })).toContainText(/Войти можно будет после \d\d\.\d\d\.\d\d, \d\d:\d\d:\d\d UTC\./);
  await expect(page.getByTestId('header-account')).toHaveCount(0);
});

test('the reality check interrupts a real game after its interval; Leave goes to the lobby', async ({ page }) => {
  await signUp(page, 'rc');
  await openResponsibleGaming(page);
  await page.getByLabel('Напоминать каждые').selectOption('15');
  await expect(page.getByText('Напоминание сохранено')).toBeVisible();

  await page.clock.install();
  const interval = page.waitForResponse((r) => new URL(r.url()).pathname === '/json-api/protection' && r.ok());
  await page.goto('/play/cherry-blaze');
  await expect(page.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-game')).toBeVisible();
  await interval;

  await page.clock.fastForward('14:00');
  await expect(page.getByTestId('reality-check-modal')).toHaveCount(0);
  await page.clock.fastForward('01:30');
  const modal = page.getByRole('dialog', { name: 'Напоминание об игре' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(/Вы играете 1[45] минут/);
  await expect(modal).toContainText('Результат сессии');
  await modal.getByRole('button', { name: 'Выйти в лобби' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByTestId('game-iframe')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { registerNewPlayer } from './test-data';

/**
 * Notices (spec §4 "Notifications"): a paid deposit tells the player in the header's counter and
 * the notifications sidebar, live; reading it removes it, and it stays read after a reload.
 */
test('a deposit tells the player live; reading the notice removes it for good', async ({ page }) => {
  test.setTimeout(90_000);
  await registerNewPlayer(page, 'n');
  const bell = page.getByTestId('notices-bell');
  await expect(bell).toHaveAccessibleName('Уведомления');
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);

  await page.goto('/cashbox');
  await page.getByRole('button', { name: /^Пополнить на 500,00/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-state', 'paid');

  await expect(page.getByTestId('notices-unread')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Уведомления: 1 новое');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  const notice = panel.getByTestId('notice');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText(/Депозит 500,00\s₽ зачислен на ваш счёт\./);
  await notice.getByRole('button', { name: /^Отметить прочитанным/ }).click();
  await expect(panel.getByTestId('notices-empty')).toBeVisible();
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();

  await page.reload();
  await expect(page.getByTestId('notices-bell')).toBeVisible();
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);
});

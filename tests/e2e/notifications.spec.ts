import { expect, test } from './fixtures';
import { registerNewPlayer } from './test-data';

/**
 * Notices (spec §4 "Notifications"): a paid deposit tells the player in the header's counter and
 * the notifications sidebar, live (with the first-deposit achievement it completes and its gift); reading it removes it, and it stays read after a reload.
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

  // The deposit, and the first-deposit achievement it completed with that achievement's gift.
  await expect(page.getByTestId('notices-unread')).toHaveText('3');
  await expect(bell).toHaveAccessibleName('Уведомления: 3 новых');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Уведомления' });
  const notices = panel.getByTestId('notice');
  await expect(notices).toHaveCount(3);
  await expect(notices.filter({ hasText: 'Достижение получено: Первый депозит.' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'Вы получили подарок: 100 ₽ бонусом.' })).toHaveCount(1);
  const notice = notices.filter({ hasText: /Депозит 500,00\s₽ зачислен на ваш счёт\./ });
  await expect(notice).toHaveCount(1);
  await notice.getByRole('button', { name: /^Отметить прочитанным/ }).click();
  await expect(notices).toHaveCount(2);
  await expect(page.getByTestId('notices-unread')).toHaveText('2');
  for (let left = 2; left > 0; left -= 1) {
    await notices.first().getByRole('button', { name: /^Отметить прочитанным/ }).click();
    await expect(notices).toHaveCount(left - 1);
  }
  await expect(panel.getByTestId('notices-empty')).toBeVisible();
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();

  await page.reload();
  await expect(page.getByTestId('notices-bell')).toBeVisible();
  await expect(page.getByTestId('notices-unread')).toHaveCount(0);
});

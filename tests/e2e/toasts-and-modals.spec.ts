import { expect, test } from './fixtures';
import { signUp } from './test-data';

// The one toast host and the one modal stack (spec platform §2, §4, §9): a deposit
// through the sandbox is told in a toast once the player leaves the cashbox (which holds toasts
// back), and the verification modal stacks over the cashbox popup.

test('a deposit through the sandbox shows a success toast once the player leaves the cashbox', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, 't');
  await page.goto('/profile/balance');
  await page.getByRole('link', { name: 'Пополнить', exact: true }).click();
  const cashbox = page.getByRole('dialog', { name: 'Касса' });
  await cashbox.getByRole('button', { name: /^Пополнить на 500,00/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\/[A-Za-z0-9_-]+$/);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();

  // Back on the cashbox page: the outcome is there, the toast waits.
  await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-state', 'paid');
  // The deposit's toast (the first-deposit achievement and its gift bring toasts of their own).
  const toasts = page.getByRole('status').getByTestId('toast');
  const toast = toasts.filter({ hasText: /^Депозит 500,00\s₽ зачислен/ });
  await expect(toasts).toHaveCount(0);

  await page.getByRole('link', { name: 'Закрыть' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Касса' })).toHaveCount(0);
  await expect(toast).toHaveText(/^Депозит 500,00\s₽ зачислен на ваш счёт\.$/);
  await expect(toast).toHaveAttribute('data-type', 'success');
  // Top right, 300 px wide on a desktop-sized window.
  const box = await toast.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(Math.round(box?.width ?? 0)).toBe(300);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width - 40);

  await toast.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await expect(toast).toHaveCount(0);
});

test('the verification modal opens over the cashbox popup; Escape closes it alone and gives the focus back', async ({ page }) => {
  await signUp(page, 'm');
  await page.goto('/profile/balance');
  await page.getByRole('link', { name: 'Вывести', exact: true }).click();
  const cashbox = page.getByRole('dialog', { name: 'Касса' });
  const verify = cashbox.getByRole('button', { name: 'Подтвердить телефон' });
  await verify.click();

  const verification = page.getByRole('dialog', { name: 'Подтверждение телефона' });
  await expect(verification.getByRole('heading', { name: 'Укажите номер телефона' })).toBeVisible();
  // The cashbox is still open under it, out of reach.
  await expect(page.getByTestId('modal-overlay')).toHaveCount(2);
  await expect(page.locator('[role="dialog"][inert]')).toHaveCount(1);
  await expect(verification.locator(':focus')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(verification).toHaveCount(0);
  await expect(cashbox).toBeVisible();
  await expect(verify).toBeFocused();
  await expect(page).toHaveURL(/\/cashbox\?tab=payout$/);

  await page.keyboard.press('Escape');
  await expect(cashbox).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/balance$/);
});

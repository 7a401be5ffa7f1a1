import { expect, test } from './fixtures';
import { logInAsDemo } from './test-data';

/**
 * The compoints shop (spec §2 "compoints shop with tabs Buy and Pick up"): the demo player (the
 * seed gives it 1 000 compoints) buys a gift through the buy modal, sees the balance fall by the
 * price, and finds the gift in Pick up; a gift it cannot afford is refused with the shop's text.
 */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('a guest is sent to log in', async ({ page }) => {
  await page.goto('/compoints');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcompoints/);
});

test('the demo player buys a gift for compoints and finds it in Pick up', async ({ page }) => {
  test.setTimeout(90_000);
  await logInAsDemo(page);
  await page.goto('/compoints');
  await expect(page.getByRole('heading', { level: 1, name: 'Компоинты' })).toBeVisible();
  const balance = page.getByTestId('compoints-balance');
  await expect(balance).toHaveText(/\d+ компоинт/);
  const before = digits(await balance.textContent());
  expect(before).toBeGreaterThanOrEqual(5);

  // The Pick up tab starts without this purchase.
  const tabs = page.getByRole('tablist', { name: 'Разделы магазина компоинтов' });
  await tabs.getByRole('tab', { name: 'Забрать' }).click();
  await expect(page.getByText(/Забирать пока нечего|Купленные подарки/).first()).toBeVisible();
  const pickupBefore = await page.getByTestId('compoint-gift').filter({ hasText: '50 очков опыта' }).count();

  // Back to Buy with the keyboard (arrow keys move between the tabs).
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Купить' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('compoint-product').first()).toBeVisible();
  await page.getByRole('button', { name: 'Купить «50 очков опыта» за 5 компоинтов' }).click();
  const modal = page.getByRole('dialog', { name: 'Купить «50 очков опыта» за 5 компоинтов?' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Купить', exact: true }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('«50 очков опыта» ваш: заберите его во вкладке «Забрать».')).toBeVisible();
  await expect(balance).toHaveText(new RegExp(`^${before - 5} `));

  await tabs.getByRole('tab', { name: 'Забрать' }).click();
  const bought = page.getByTestId('compoint-gift').filter({ hasText: '50 очков опыта' });
  await expect(bought).toHaveCount(pickupBefore + 1);
  await expect(bought.first().getByRole('button', { name: 'Активировать «50 очков опыта»' })).toBeVisible();

  // A gift above the balance (the seed gives the demo player 1 000 compoints): the refusal in the
  // player's language, nothing spent.
  await tabs.getByRole('tab', { name: 'Купить' }).click();
  expect(before - 5).toBeLessThan(2_000);
  await page.getByRole('button', { name: /^Купить «500 ₽ бонусом» за 2\s?000 компоинтов$/ }).click();
  await page.getByRole('dialog', { name: /500 ₽ бонусом/ }).getByRole('button', { name: 'Купить', exact: true }).click();
  await expect(page.getByTestId('compoints-buy-error')).toHaveText(/^Недостаточно компоинтов для этого подарка\. Не хватает \d[\d\s]* компоинт/);
  await expect(balance).toHaveText(new RegExp(`^${before - 5} `));
});

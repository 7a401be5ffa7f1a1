import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { depositFiveHundred, nationalPhone, playRealRounds, registerNewPlayer, shownPhone, unique } from './test-data';

// The cashbox journey (spec platform §2 cashbox, §4, §6, §8, §9): a new player tops up 500 through
// the sandbox payment page, confirms a phone to withdraw, asks for a payout, cancels it, and finds
// it all in the history. SMS codes come from the server's outbox (/json-api/dev/outbox,
// OUTBOX_API=1 in the e2e server only), like the other journeys.

/** Money as the Russian site shows it: "500,00 ₽" with a no-break space. */
const rub = (whole: string) => new RegExp(`^${whole},00\\s₽$`);

/** The newest SMS code sent to a phone (digits with the dial code), from the outbox. */
async function smsCodeTo(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get(`/json-api/dev/outbox?to=${phone}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { code: string | null } | null };
  expect(data?.code).toMatch(/^\d{4}$/);
  return data?.code ?? '';
}

test('a new player deposits through the sandbox, withdraws after confirming a phone, cancels, and reads the history', async ({ page, request }) => {
  test.setTimeout(90_000);
  await registerNewPlayer(page, 'c');
  const headerBalance = page.getByTestId('header-balance');

  // The profile's balance tab opens the cashbox as a popup: "Withdraw" on its payout tab, and
  // closing goes back to the profile.
  await page.goto('/profile/balance');
  await expect(page.getByTestId('balance-main')).toHaveText(rub('0'));
  await page.getByRole('link', { name: 'Вывести', exact: true }).click();
  let cashbox = page.getByRole('dialog', { name: 'Касса' });
  await expect(cashbox.getByRole('tab', { name: 'Вывести' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/cashbox\?tab=payout$/);
  await page.keyboard.press('Escape');
  await expect(cashbox).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/balance$/);

  // Top up: 500.00 is the start amount, the first method is chosen, the welcome gift is offered
  // with its bonus but not picked (a bonus would have to be wagered before the payout below).
  await page.getByRole('link', { name: 'Пополнить', exact: true }).click();
  cashbox = page.getByRole('dialog', { name: 'Касса' });
  await expect(cashbox.getByRole('tab', { name: 'Пополнить' })).toHaveAttribute('aria-selected', 'true');
  await expect(cashbox.getByRole('textbox', { name: 'Сумма, ₽' })).toHaveValue('500.00');
  await expect(cashbox.getByRole('radio', { name: /^Банковская карта/ })).toBeChecked();
  const gifts = cashbox.getByRole('group', { name: 'Подарок к депозиту' });
  await expect(gifts.getByRole('radio', { name: 'Без подарка' })).toBeChecked();
  await expect(gifts.getByText(/^\+500,00\s₽ бонусом$/)).toBeVisible();
  await cashbox.getByRole('button', { name: /^Пополнить на 500,00/ }).click();

  // The sandbox provider's page: a test page outside the site's chrome.
  await expect(page).toHaveURL(/\/payment-sandbox\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата счёта' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Тестовый режим.');
  await expect(page.getByTestId('sandbox-amount')).toHaveText(rub('500'));
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();

  // Back in the cashbox (a page of its own now): the deposit is paid and the header shows it.
  await expect(page).toHaveURL(/\/cashbox\?deposit=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Касса' })).toBeVisible();
  const outcome = page.getByTestId('deposit-outcome');
  await expect(outcome).toHaveAttribute('data-state', 'paid');
  await expect(outcome).toContainText('Счёт пополнен');
  await expect(outcome).toContainText(/Зачислено 500,00\s₽\./);
  await expect(headerBalance).toHaveText(rub('500'));

  // Payout needs a confirmed phone: the verification's payout variant.
  await page.getByRole('tab', { name: 'Вывести' }).click();
  await expect(page.getByRole('heading', { name: 'Подтвердите номер телефона' })).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить телефон' }).click();
  const verification = page.getByRole('dialog', { name: 'Подтверждение телефона' });
  await expect(verification.getByRole('heading', { name: 'Укажите номер телефона' })).toBeVisible();
  const national = nationalPhone();
  await verification.getByRole('textbox', { name: 'Номер телефона', exact: true }).fill(national);
  await verification.getByRole('button', { name: 'Получить код' }).click();
  await expect(verification.getByRole('heading', { name: 'Подтвердите вывод' })).toBeVisible();
  await expect(verification).toContainText(`Код подтверждения отправлен на ваш телефон ${shownPhone(national)}.`);
  await verification.getByRole('textbox', { name: 'Код из SMS', exact: true }).fill(await smsCodeTo(request, `7${national}`));
  await verification.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await expect(verification.getByRole('heading', { name: 'Телефон подтверждён' })).toBeVisible();
  await verification.getByRole('button', { name: 'Готово' }).click();
  await expect(verification).toHaveCount(0);

  // The form is there now: 100.00 to a card; the request waits, the money is held.
  await expect(page.getByTestId('payout-available')).toContainText(/500,00\s₽/);
  await page.getByRole('radio', { name: /^Банковская карта/ }).check();
  await page.getByRole('textbox', { name: 'Сумма, ₽' }).fill('100');
  await page.getByRole('textbox', { name: 'Номер карты' }).fill('4111111111111111');
  await expect(page.getByRole('textbox', { name: 'Номер карты' })).toHaveValue('4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Вывести 100,00/ }).click();
  await expect(page.getByText(/^Заявка на вывод 100,00\s₽ создана\.$/)).toBeVisible();
  const pending = page.getByRole('region', { name: 'Заявки на вывод' });
  const request100 = pending.getByTestId('payout-row').filter({ hasText: /100,00\s₽/ });
  await expect(request100).toHaveCount(1);
  await expect(request100).toContainText('В обработке');
  await expect(request100).toContainText('•••• 1111');
  await expect(headerBalance).toHaveText(rub('400'));

  // Cancel: the request leaves the list and the money comes back.
  await request100.getByRole('button', { name: /^Отменить заявку на 100,00/ }).click();
  await expect(pending.getByTestId('payout-row')).toHaveCount(0);
  await expect(pending.getByText('Заявок в обработке нет.')).toBeVisible();
  await expect(headerBalance).toHaveText(rub('500'));

  // History: the deposit, and the cancelled payout, with dates as dd.mm.yy, hh:mm:ss.
  await page.getByRole('tab', { name: 'История' }).click();
  const deposits = page.getByTestId('history-deposits');
  const paid = deposits.getByTestId('deposit-row').filter({ hasText: /500,00\s₽/ });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText('Зачислен');
  await expect(paid).toContainText('Банковская карта');
  await expect(paid.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{2}, \d{2}:\d{2}:\d{2}$/);
  await page.getByRole('tab', { name: 'Выводы' }).click();
  await expect(page.getByTestId('history-payouts').getByTestId('payout-row').filter({ hasText: 'Отменён' })).toHaveCount(1);

  // The page's close goes to main.
  await page.getByRole('region', { name: 'Касса' }).getByRole('link', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('an unknown invoice on the sandbox page says so and leads back to the cashbox', async ({ page }) => {
  await page.goto('/payment-sandbox/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Счёт не найден' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вернуться в кассу' })).toHaveAttribute('href', '/cashbox');
});

/** Money as the English site shows it: "RUB 500.00" (a no-break space after the code). */
const enRub = (whole: string) => new RegExp(`^RUB\\s${whole}\\.00$`);

test('"Get the bonus" picks the welcome gift; the deposit pays its bonus; a declined payment is not received (English)', async ({ page }) => {
  test.setTimeout(90_000);
  const nick = `g${unique()}`.slice(0, 16);
  await page.goto('/en/games/slots');
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('E-mail').fill(`${nick}@example.com`);
  await dialog.getByLabel('Password', { exact: true }).fill('Secret-pass-1');
  await dialog.getByLabel('Date of birth').fill('1990-03-21');
  await dialog.getByLabel('Nickname').fill(nick);
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();

  // Spec §2: "get bonus sends the first cashbox gift for the user currency and then opens the cashbox".
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'Get the bonus' }).click();
  await expect(page).toHaveURL(/\/en\/cashbox$/);
  const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
  const gifts = cashbox.getByRole('group', { name: 'Deposit gift' });
  await expect(gifts.getByRole('radio', { name: /^Welcome bonus 100% on the first 5 deposits/ })).toBeChecked();
  await expect(gifts.getByText(/^\+RUB\s500\.00 bonus$/)).toBeVisible();
  await cashbox.getByRole('button', { name: /^Top up RUB\s500\.00/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Invoice payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const outcome = page.getByTestId('deposit-outcome');
  await expect(outcome).toHaveAttribute('data-state', 'paid');
  await expect(outcome).toContainText(/RUB\s500\.00 credited\./);
  await expect(outcome).toContainText(/Gift bonus: RUB\s500\.00\./);

  // The bonus is bonus money: the balance tab shows both.
  await page.goto('/en/profile/balance');
  await expect(page.getByTestId('balance-main')).toHaveText(enRub('500'));
  await expect(page.getByTestId('balance-bonus')).toHaveText(enRub('500'));

  // A payment the player declines on the provider's page credits nothing.
  await page.goto('/en/cashbox');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('200');
  await page.getByRole('button', { name: /^Top up RUB\s200\.00/ }).click();
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(outcome).toHaveAttribute('data-state', 'declined');
  await expect(outcome).toContainText('Deposit not received');
  await expect(page.getByTestId('header-balance')).toHaveText(enRub('500'));
});

test('the top-up form shows the last real-money bet, and the methods of the "more" section open on demand', async ({ page }) => {
  test.setTimeout(90_000);
  await registerNewPlayer(page, 'lb');
  await depositFiveHundred(page);
  await playRealRounds(page, 1, 1_000);
  await page.goto('/cashbox');
  const lastBet = page.getByTestId('cashbox-last-bet');
  await expect(lastBet).toContainText(/Ваша последняя ставка: 10,00\s₽ в игре Cherry Blaze, \d\d\.\d\d\.\d\d, \d\d:\d\d:\d\d/);
  await expect(lastBet.getByRole('link', { name: 'Cherry Blaze' })).toHaveAttribute('href', '/play/cherry-blaze');
  // Spec §3: the e-wallet (2) and crypto (99) sit under "more"; card and SBP are shown at once.
  await expect(page.getByRole('radio', { name: /^СБП/ })).toBeVisible();
  const wallet = page.getByRole('radio', { name: /^Электронный кошелёк/ });
  await expect(wallet).toBeHidden();
  await page.getByText('Ещё 2 способа').click();
  await wallet.check();
  await expect(wallet).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Банковская карта/ })).not.toBeChecked();
});

import { chromium } from 'playwright';
const BASE = 'http://localhost:3110';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const nick = `s${Date.now().toString(36)}`.slice(0, 16);
await page.goto(BASE + '/games/slots');
await page.getByRole('link', { name: 'Регистрация', exact: true }).click();
const dialog = page.getByRole('dialog', { name: 'Регистрация' });
await dialog.getByLabel('E-mail').fill(`${nick}@example.com`);
await dialog.getByLabel('Пароль', { exact: true }).fill('Secret-pass-1');
await dialog.getByLabel('Дата рождения').fill('1990-03-21');
await dialog.getByLabel('Никнейм').fill(nick);
await dialog.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click();
const thanks = page.getByRole('dialog', { name: 'Добро пожаловать!' });
await thanks.getByRole('button', { name: 'Закрыть' }).click();
// A second tab of the same player pays two deposits; this tab learns of them live and stacks two toasts.
await page.goto(BASE + '/');
await page.waitForTimeout(1500);
const other = await context.newPage();
for (const amount of ['200', '300']) {
  await other.goto(BASE + '/cashbox');
  await other.getByRole('textbox', { name: 'Сумма, ₽' }).fill(amount);
  await other.getByRole('button', { name: /^Пополнить на/ }).click();
  await other.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await other.getByTestId('deposit-outcome').waitFor();
}
await page.bringToFront();
await page.getByTestId('toast').nth(1).waitFor();
await page.waitForTimeout(400);
await page.screenshot({ path: '/tmp/modals-shots/toasts-1280.png' });
await page.setViewportSize({ width: 320, height: 640 });
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/modals-shots/toasts-320.png' });
// Two stacked modals: the verification over the cashbox popup.
for (const width of [1280, 320]) {
  await page.setViewportSize({ width, height: width === 320 ? 640 : 800 });
  await page.goto(BASE + '/profile/balance');
  await page.getByRole('link', { name: 'Вывести', exact: true }).click();
  await page.getByRole('dialog', { name: 'Касса' }).getByRole('button', { name: 'Подтвердить телефон' }).click();
  await page.getByRole('dialog', { name: 'Подтверждение телефона' }).getByRole('heading', { name: 'Укажите номер телефона' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/modals-shots/stacked-${width}.png` });
}
await browser.close();

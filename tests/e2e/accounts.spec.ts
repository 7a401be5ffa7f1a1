import { expect, test, type Page } from '@playwright/test';
import { unique } from './test-data';

// Issue 3 journeys: registration, the thanks modal, login and logout, guards, SMS codes.
// Codes are read from the server's outbox through /json-api/dev/outbox (OUTBOX_API=1 here only).
const DEMO = { email: 'demo@croupier.example', password: 'DemoPlayer2026' };

async function fillRegistration(scope: ReturnType<Page['getByRole']> | Page, values: { password: string; birthday: string; nickname: string }) {
  await scope.getByLabel('Пароль', { exact: true }).fill(values.password);
  await scope.getByLabel('Дата рождения').fill(values.birthday);
  await scope.getByLabel('Никнейм').fill(values.nickname);
}

async function logInAsDemo(page: Page) {
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
}

test('a visitor registers by e-mail in the popup, sees the thanks modal once and is logged in', async ({ page }) => {
  const nick = `p${unique()}`.slice(0, 16);
  await page.goto('/games/slots');
  await page.getByRole('link', { name: 'Регистрация' }).click();
  const dialog = page.getByRole('dialog', { name: 'Регистрация' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/registration$/);
  await dialog.getByLabel('E-mail').fill(`${nick}@example.com`);
  await fillRegistration(dialog, { password: 'Secret-pass-1', birthday: '1990-05-05', nickname: nick });
  await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page.getByTestId('thanks-modal')).toBeVisible();
  await expect(page).toHaveURL(/\/games\/slots$/); // the popup closed over the page it was opened on
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByTestId('header-account')).toContainText(nick);

  await page.reload();
  await expect(page.getByTestId('header-account')).toContainText(nick);
  await expect(page.getByTestId('thanks-modal')).toHaveCount(0);
});

test('a wrong password shows the server’s message, in Russian and in English', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль.' })).toBeVisible();

  await page.goto('/en/login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong login or password.' })).toBeVisible();
});

test('a guarded page sends a guest to login and, after login, back to that page; logout returns to main', async ({ page }) => {
  await page.goto('/profile/info');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Finfo$/);
  await logInAsDemo(page);
  await expect(page).toHaveURL(/\/profile\/info$/);
  await expect(page.getByTestId('header-account')).toBeVisible();

  await page.getByTestId('header-account').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();

  await page.getByRole('link', { name: 'Войти' }).click();
  await logInAsDemo(page);
  await expect(page.getByTestId('header-account')).toBeVisible();
});

test('registration refuses players under 18', async ({ page }) => {
  await page.goto('/registration');
  const birthday = page.getByLabel('Дата рождения');
  await birthday.fill('2015-03-01');
  await birthday.blur();
  await expect(page.getByText('Регистрация доступна только с 18 лет', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeDisabled();
});

test('a visitor registers by phone with the SMS code', async ({ page, request }) => {
  const national = `9${String(Date.now()).slice(-9)}`;
  const nick = `f${unique()}`.slice(0, 16);
  await page.goto('/registration');
  await page.getByRole('tab', { name: 'Телефон' }).click();
  await page.getByLabel('Телефон', { exact: true }).fill(national);
  await fillRegistration(page, { password: 'Secret-pass-2', birthday: '1985-01-20', nickname: nick });
  await page.getByRole('button', { name: 'Получить код' }).click();
  // The number as people read it: +7 (9xx) xxx-xx-xx.
  await expect(page.getByText(`+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`)).toBeVisible();

  const outbox = await request.get(`/json-api/dev/outbox?to=7${national}`);
  const { data } = (await outbox.json()) as { data: { code: string } };
  expect(data.code).toMatch(/^\d{4}$/);
  await page.getByLabel('Код из SMS').fill(data.code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('header-account')).toContainText(nick);
});

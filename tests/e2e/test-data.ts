import { expect, type Page } from '@playwright/test';

/** What journeys make up so that each gets a player of its own (accounts are never shared between tests). */

/** A short suffix nobody else in the run has (e-mails, nicknames). */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A fresh Russian mobile number without the country code: 9 and nine random digits. */
export const nationalPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** +7 (9xx) xxx-xx-xx, as the site shows a Russian number. */
export const shownPhone = (n: string) => `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;

/**
 * Registers a new player by e-mail in the registration popup (opened from the slots page, in
 * Russian) and closes the thanks modal; `prefix` marks whose player it is in the nickname, which
 * it answers.
 */
export async function registerNewPlayer(page: Page, prefix: string): Promise<string> {
  const nick = `${prefix}${unique()}`.slice(0, 16);
  await page.goto('/games/slots');
  await page.getByRole('link', { name: 'Регистрация', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Регистрация' });
  await dialog.getByLabel('E-mail').fill(`${nick}@example.com`);
  await dialog.getByLabel('Пароль', { exact: true }).fill('Secret-pass-1');
  await dialog.getByLabel('Дата рождения').fill('1990-03-21');
  await dialog.getByLabel('Никнейм').fill(nick);
  await dialog.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click();
  const thanks = page.getByRole('dialog', { name: 'Добро пожаловать!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Закрыть' }).click();
  await expect(thanks).toHaveCount(0);
  return nick;
}

/** The seeded demo player (README), for journeys that need its money or compoints. */
export const DEMO_PLAYER = { email: 'demo@croupier.example', password: 'DemoPlayer2026' };

/** Logs the demo player in on the Russian login page. */
export async function logInAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO_PLAYER.email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/** A paid deposit of 500.00 through the cashbox and the sandbox provider, as a player makes it (Russian site). */
export async function depositFiveHundred(page: Page): Promise<void> {
  await page.goto('/cashbox');
  await page.getByRole('button', { name: /^Пополнить на 500,00/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-state', 'paid');
}

/**
 * Resolves once the page's next live connection has joined the player's room (the server's
 * `registered`). Call it before the navigation that opens the socket; what the server publishes
 * before that moment never reaches the page (only a reconnect makes the views read again).
 */
export function socketRegistered(page: Page): Promise<void> {
  return page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (frame) => String(frame.payload).includes('"registered"') }))
    .then(() => undefined);
}

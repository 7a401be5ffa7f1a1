import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { playRealRounds, socketRegistered, STEADY_GAME, unique } from './test-data';

/**
 * the journey, as a new player lives it, in Russian and in English: registers, deposits
 * through the cashbox and the sandbox provider, plays real-money rounds that reach level 2 (a
 * toast says so and the level's gift arrives with a toast of its own), activates that gift in the
 * profile's Gifts tab, buys a gift with the compoints those rounds earned, redeems a promo code,
 * and reads a notification.
 */

interface Texts {
  prefix: string;
  registration: string;
  password: string;
  birthday: string;
  nickname: string;
  signUp: string;
  welcome: string;
  close: string;
  topUp: RegExp;
  pay: string;
  levelToast: RegExp;
  levelGift: string;
  giftToast: RegExp;
  activate: string;
  usedToast: RegExp;
  compointsTitle: string;
  buyProduct: string;
  confirmTitle: string;
  buy: string;
  bought: string;
  pickUp: string;
  promoLabel: string;
  promoSubmit: string;
  promoSuccess: RegExp;
  bell: RegExp;
  notifications: string;
  markRead: RegExp;
}

const RU: Texts = {
  prefix: '',
  registration: 'Регистрация',
  password: 'Пароль',
  birthday: 'Дата рождения',
  nickname: 'Никнейм',
  signUp: 'Зарегистрироваться',
  welcome: 'Добро пожаловать!',
  close: 'Закрыть',
  topUp: /^Пополнить на 500,00/,
  pay: 'Оплатить',
  levelToast: /^Поздравляем! Вы достигли уровня 2\./,
  levelGift: 'Бонус за уровень 2: 20 ₽',
  giftToast: /^Вы получили подарок: Бонус за уровень 2: 20 ₽\./,
  activate: 'Активировать',
  usedToast: /^Подарок использован: Бонус за уровень 2: 20 ₽\./,
  compointsTitle: 'Компоинты',
  buyProduct: 'Купить «50 очков опыта» за 5 компоинтов',
  confirmTitle: 'Купить «50 очков опыта» за 5 компоинтов?',
  buy: 'Купить',
  bought: '«50 очков опыта» ваш: заберите его во вкладке «Забрать».',
  pickUp: 'Забрать',
  promoLabel: 'Промокод',
  promoSubmit: 'Активировать',
  promoSuccess: /Промокод активирован: вы получили «Бонус по промокоду WELCOME2026»\./,
  bell: /^Уведомления: \d+ нов/,
  notifications: 'Уведомления',
  markRead: /^Отметить прочитанным: Поздравляем! Вы достигли уровня 2\./,
};

const EN: Texts = {
  prefix: '/en',
  registration: 'Sign up',
  password: 'Password',
  birthday: 'Date of birth',
  nickname: 'Nickname',
  signUp: 'Sign up',
  welcome: 'Welcome!',
  close: 'Close',
  topUp: /^Top up .*500\.00/,
  pay: 'Pay',
  levelToast: /^Congratulations! You have reached level 2\./,
  levelGift: 'Level 2 bonus: 20 RUB',
  giftToast: /^You have received a gift: Level 2 bonus: 20 RUB\./,
  activate: 'Activate',
  usedToast: /^Gift used: Level 2 bonus: 20 RUB\./,
  compointsTitle: 'Compoints',
  buyProduct: 'Buy 50 experience points for 5 compoints',
  confirmTitle: 'Buy “50 experience points” for 5 compoints?',
  buy: 'Buy',
  bought: '“50 experience points” is yours: take it in the Pick up tab.',
  pickUp: 'Pick up',
  promoLabel: 'Promo code',
  promoSubmit: 'Activate',
  promoSuccess: /The promo code is activated: you have received “WELCOME2026 promo bonus”\./,
  bell: /^Notifications: \d+ unread/,
  notifications: 'Notifications',
  markRead: /^Mark as read: Congratulations! You have reached level 2\./,
};

/** A paid deposit of the cashbox's default 500.00 through the sandbox provider. */
async function topUp(page: Page, t: Texts): Promise<void> {
  await page.goto(`${t.prefix}/cashbox`);
  await page.getByRole('button', { name: t.topUp }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await page.getByRole('button', { name: t.pay, exact: true }).click();
  await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-state', 'paid');
}

async function register(page: Page, t: Texts): Promise<void> {
  const nick = `rj${unique()}`.slice(0, 16);
  await page.goto(`${t.prefix}/games/slots`);
  await page.getByRole('link', { name: t.registration, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.registration });
  await dialog.getByLabel('E-mail').fill(`${nick}@example.com`);
  await dialog.getByLabel(t.password, { exact: true }).fill('Secret-pass-1');
  await dialog.getByLabel(t.birthday).fill('1990-03-21');
  await dialog.getByLabel(t.nickname).fill(nick);
  await dialog.getByRole('button', { name: t.signUp, exact: true }).click();
  const thanks = page.getByRole('dialog', { name: t.welcome });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: t.close }).click();
  await expect(thanks).toHaveCount(0);
}

for (const t of [RU, EN]) {
  test(`rewards journey (${t.prefix || '/ru'}): level gift, gift activation, compoints shop, promo code, a notice read`, async ({ page }) => {
    test.setTimeout(150_000);
    await register(page, t);

    // 2 000.00 in four deposits: enough for the 10 000.00 of stakes level 2 takes, whatever the dice do.
    for (let i = 0; i < 4; i += 1) await topUp(page, t);

    // Rounds played while the lobby is open: the level and its gift are told live, in toasts —
    // once the page's live connection has joined the player's room (what happens before is only
    // in the notices list).
    const registered = socketRegistered(page);
    await page.goto(`${t.prefix}/`);
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await registered;
    // Five real-money rounds of 100.00 on a slot: 500 experience points and 5 compoints; then 96
    // steady rounds of dice (no compoints): 10 100 points in all, level 2 (at 10 000).
    await playRealRounds(page, 5, 10_000);
    await playRealRounds(page, 96, 10_000, STEADY_GAME);
    const toasts = page.getByTestId('toast');
    await expect(toasts.filter({ hasText: t.levelToast })).toHaveCount(1);
    await expect(toasts.filter({ hasText: t.giftToast })).toHaveCount(1);

    // The level's gift in the Gifts tab: activated, it is used, and a toast says so.
    await page.goto(`${t.prefix}/profile/gifts`);
    const card = page.getByTestId('gift-card').filter({ hasText: t.levelGift });
    await expect(card).toHaveAttribute('data-state', 'received');
    await card.getByTestId('gift-action').click();
    await expect(card).toHaveAttribute('data-state', 'used');
    await expect(toasts.filter({ hasText: t.usedToast })).toHaveCount(1);

    // The rounds earned 5 compoints: they buy a gift, which waits in Pick up.
    await page.goto(`${t.prefix}/compoints`);
    await expect(page.getByRole('heading', { level: 1, name: t.compointsTitle })).toBeVisible();
    await expect(page.getByTestId('compoints-balance')).toHaveText(/^5 /);
    await page.getByRole('button', { name: t.buyProduct }).click();
    const confirm = page.getByRole('dialog', { name: t.confirmTitle });
    await confirm.getByRole('button', { name: t.buy, exact: true }).click();
    await expect(page.getByText(t.bought)).toBeVisible();
    await expect(page.getByTestId('compoints-balance')).toHaveText(/^0 /);
    await page.getByRole('tab', { name: t.pickUp }).click();
    await expect(page.getByTestId('compoint-gift')).toHaveCount(1);

    // A promo code brings a gift of its own.
    await page.goto(`${t.prefix}/profile/promo-code`);
    const submit = page.getByRole('button', { name: t.promoSubmit });
    await expect(submit).toBeEnabled();
    await page.getByRole('textbox', { name: t.promoLabel }).fill('WELCOME2026');
    await submit.click();
    await expect(page.getByTestId('promo-code-success')).toContainText(t.promoSuccess);

    // The level's notice, read in the sidebar, leaves it.
    const bell = page.getByTestId('notices-bell');
    await expect(bell).toHaveAccessibleName(t.bell);
    await bell.click();
    const panel = page.getByRole('dialog', { name: t.notifications });
    const level = panel.getByTestId('notice').filter({ hasText: t.levelToast });
    await expect(level).toHaveCount(1);
    await level.getByRole('button', { name: t.markRead }).click();
    await expect(level).toHaveCount(0);
  });
}

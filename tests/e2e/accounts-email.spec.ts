import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nationalPhone, shownPhone, unique } from './test-data';

// The e-mail side of the contact verification modal (spec play-promos §2 "Contact verification",
// §4; platform §7 contacts calls): a player registered by phone adds an e-mail in "my data"
// (Main → EmailChange → EmailConfirm), follows the link of the mail and sees the address
// confirmed; the resend of the mail. Mails come from the server's outbox (/json-api/dev/outbox,
// OUTBOX_API=1 in the e2e server only).
/** The server config's canonical host (playwright.config.ts): links in mails are built on it. */
const CANONICAL_HOST = 'https://croupier.example';
/** A new mail may be asked for this long after the previous one (lib/domain/auth/auth-limits). */
const RESEND_SECONDS = 35;

/** What a player reads, per language (messages/ru.json, messages/en.json). */
const RU = {
  name: 'Russian',
  prefix: '',
  lang: 'ru',
  // registration by phone
  phoneTab: 'Телефон',
  phone: 'Телефон',
  password: 'Пароль',
  birthday: 'Дата рождения',
  nickname: 'Никнейм',
  getCode: 'Получить код',
  smsCode: 'Код из SMS',
  confirm: 'Подтвердить',
  thanksTitle: 'Добро пожаловать!',
  close: 'Закрыть',
  // profile, "my data"
  profile: 'Профиль',
  profileTabs: 'Разделы профиля',
  tabInfo: 'Мои данные',
  contacts: 'Контакты',
  email: 'E-mail',
  notSet: 'Не указан',
  verified: 'Подтверждён',
  notVerified: 'Не подтверждён',
  awaiting: (value: string) => `Ждёт подтверждения: ${value}`,
  addAndConfirm: 'Добавить и подтвердить',
  confirmedNotice: 'E-mail подтверждён. Спасибо!',
  invalidNotice: 'Ссылка для подтверждения недействительна. Запросите новое письмо.',
  // the modal
  modalTitle: 'Подтверждение e-mail',
  changeTitle: 'Укажите e-mail',
  changeLead: 'Мы пришлём на него письмо со ссылкой для подтверждения.',
  sendLink: 'Отправить письмо',
  confirmTitle: 'Проверьте почту',
  linkSent: (email: string) => `Мы отправили письмо со ссылкой на ${email}. Откройте его и перейдите по ссылке.`,
  spamHint: 'Письма нет? Загляните в папку «Спам». Ссылка действует 24 часа.',
  resendIn: /^Отправить повторно можно через \d+ секунд/,
  sendAgain: 'Отправить письмо ещё раз',
  sent: 'Письмо отправлено.',
  checkNow: 'Проверить подтверждение',
  notYet: 'Адрес ещё не подтверждён. Перейдите по ссылке из письма.',
  // the mail
  mailSubject: 'Croupier: подтвердите e-mail',
  mailText: /^Чтобы подтвердить этот адрес, откройте ссылку https:\/\/\S+ \(она действует 24 часа\)\.$/,
};

const EN: typeof RU = {
  name: 'English',
  prefix: '/en',
  lang: 'en',
  phoneTab: 'Phone',
  phone: 'Phone',
  password: 'Password',
  birthday: 'Date of birth',
  nickname: 'Nickname',
  getCode: 'Get a code',
  smsCode: 'SMS code',
  confirm: 'Confirm',
  thanksTitle: 'Welcome!',
  close: 'Close',
  profile: 'Profile',
  profileTabs: 'Profile sections',
  tabInfo: 'My data',
  contacts: 'Contacts',
  email: 'E-mail',
  notSet: 'Not set',
  verified: 'Verified',
  notVerified: 'Not verified',
  awaiting: (value: string) => `Awaiting confirmation: ${value}`,
  addAndConfirm: 'Add and confirm',
  confirmedNotice: 'Your e-mail is confirmed. Thank you!',
  invalidNotice: 'The confirmation link is not valid. Please ask for a new e-mail.',
  modalTitle: 'E-mail confirmation',
  changeTitle: 'Enter your e-mail',
  changeLead: 'We will send you an e-mail with a confirmation link.',
  sendLink: 'Send e-mail',
  confirmTitle: 'Check your inbox',
  linkSent: (email: string) => `We have sent an e-mail with a link to ${email}. Open it and follow the link.`,
  spamHint: 'No e-mail? Look in the spam folder. The link is valid for 24 hours.',
  resendIn: /^You can send it again in \d+ seconds?/,
  sendAgain: 'Send the e-mail again',
  sent: 'E-mail sent.',
  checkNow: 'Check confirmation',
  notYet: 'The address is not confirmed yet. Follow the link in the e-mail.',
  mailSubject: 'Croupier: confirm your e-mail',
  mailText: /^To confirm this address, open https:\/\/\S+ \(valid for 24 hours\)\.$/,
};

type Texts = typeof RU;

/** The URL of a site path in a language, anchored at its end. */
const at = (lang: Texts, path: string) => new RegExp(`localhost:\\d+${lang.prefix}${path.replace(/[/?]/g, '\\$&')}$`);

/**
 * Registers a new player by phone on the registration page, with the SMS code from the outbox,
 * and closes the thanks modal; the e-mail of such a player is not set. Returns the number.
 */
async function registerByPhone(page: Page, request: APIRequestContext, lang: Texts): Promise<string> {
  const national = nationalPhone();
  const nick = `e${unique()}`.slice(0, 16);
  await page.goto(`${lang.prefix}/registration`);
  await page.getByRole('tab', { name: lang.phoneTab }).click();
  await page.getByLabel(lang.phone, { exact: true }).fill(national);
  await page.getByLabel(lang.password, { exact: true }).fill('Secret-pass-3');
  await page.getByLabel(lang.birthday).fill('1988-11-02');
  await page.getByLabel(lang.nickname).fill(nick);
  await page.getByRole('button', { name: lang.getCode }).click();
  await expect(page.getByText(shownPhone(national))).toBeVisible();

  const outbox = await request.get(`/json-api/dev/outbox?to=7${national}`);
  const { data } = (await outbox.json()) as { data: { code: string | null } | null };
  expect(data?.code).toMatch(/^\d{4}$/);
  await page.getByLabel(lang.smsCode).fill(data?.code ?? '');
  await page.getByRole('button', { name: lang.confirm, exact: true }).click();

  const thanks = page.getByRole('dialog', { name: lang.thanksTitle });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: lang.close }).click();
  await expect(thanks).toHaveCount(0);
  await expect(page.getByTestId('header-account')).toContainText(nick);
  return national;
}

/** From the header to the profile's "my data" tab, as a player goes there. */
async function openMyData(page: Page, lang: Texts): Promise<void> {
  await page.getByTestId('header-account').getByRole('link', { name: lang.profile, exact: true }).click();
  await expect(page).toHaveURL(at(lang, '/profile/balance'));
  await page.getByRole('navigation', { name: lang.profileTabs }).getByRole('link', { name: lang.tabInfo, exact: true }).click();
  await expect(page).toHaveURL(at(lang, '/profile/info'));
  await expect(page.getByRole('heading', { level: 2, name: lang.tabInfo, exact: true })).toBeVisible();
}

/** The e-mail line of the contacts card (its label, value, badge and button). */
function emailRow(page: Page, lang: Texts): Locator {
  return page.getByRole('region', { name: lang.contacts }).getByText(lang.email, { exact: true }).locator('..');
}

/** The e-mail line says the address is set and confirmed, with nothing left to confirm. */
async function expectEmailConfirmed(page: Page, lang: Texts, email: string): Promise<void> {
  const row = emailRow(page, lang);
  await expect(row.getByText(email, { exact: true })).toBeVisible();
  await expect(row.getByText(lang.verified, { exact: true })).toBeVisible();
  await expect(row.getByText(lang.notSet, { exact: true })).toHaveCount(0);
  await expect(row.getByText(lang.awaiting(email))).toHaveCount(0);
  await expect(page.getByRole('button', { name: lang.addAndConfirm })).toHaveCount(0);
}

/**
 * From "my data", the e-mail flow: Main finds nothing awaiting, so EmailChange asks for the
 * address; its mail goes out and EmailConfirm says so, the resend hidden behind its countdown.
 */
async function askLinkForEmail(page: Page, lang: Texts, email: string): Promise<Locator> {
  await page.getByRole('button', { name: lang.addAndConfirm }).click();
  const dialog = page.getByRole('dialog', { name: lang.modalTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: lang.changeTitle })).toBeVisible();
  await expect(dialog).toContainText(lang.changeLead);
  await dialog.getByRole('textbox', { name: lang.email, exact: true }).fill(email);
  await dialog.getByRole('button', { name: lang.sendLink, exact: true }).click();

  await expect(dialog.getByRole('heading', { name: lang.confirmTitle })).toBeVisible();
  await expect(dialog).toContainText(lang.linkSent(email));
  await expect(dialog).toContainText(lang.spamHint);
  await expect(dialog.getByText(lang.resendIn)).toBeVisible();
  await expect(dialog.getByRole('button', { name: lang.sendAgain })).toHaveCount(0);
  return dialog;
}

interface Mail {
  subject: string | null;
  text: string;
  token: string | null;
  createdAt: string;
}

/** The newest message to an address, from the outbox (null: none yet). */
async function lastMessageTo(request: APIRequestContext, email: string): Promise<(Mail & { channel: string }) | null> {
  const answer = await request.get(`/json-api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: (Mail & { channel: string }) | null };
  return data;
}

/** The newest mail to an address; there must be one. */
async function lastMailTo(request: APIRequestContext, email: string): Promise<Mail> {
  const message = await lastMessageTo(request, email);
  expect(message?.channel).toBe('email');
  if (!message) throw new Error(`no mail to ${email}`);
  return message;
}

/**
 * The confirmation link of a mail, checked as the player gets it (subject, text, language), as
 * a path on this server: the mail links to the canonical host, the test server is localhost.
 */
function confirmationLink(mail: Mail, lang: Texts): string {
  expect(mail.subject).toBe(lang.mailSubject);
  expect(mail.text).toMatch(lang.mailText);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? 'https://nowhere.invalid');
  expect(link.origin).toBe(CANONICAL_HOST);
  expect(link.pathname).toBe('/json-api/players/contacts/email-verification/confirm');
  expect(link.searchParams.get('token')).toBe(mail.token);
  expect(link.searchParams.get('lang')).toBe(lang.lang);
  return `${link.pathname}${link.search}`;
}

for (const lang of [RU, EN]) {
  test(`${lang.name}: a player registered by phone adds an e-mail in "my data" and confirms it with the link of the mail`, async ({ page, request }) => {
    const national = await registerByPhone(page, request, lang);
    const email = `m${unique()}@example.com`;
    await openMyData(page, lang);

    // Registered by phone: the phone is confirmed, the e-mail is not set.
    const contacts = page.getByRole('region', { name: lang.contacts });
    await expect(contacts.getByText(shownPhone(national), { exact: true })).toBeVisible();
    await expect(emailRow(page, lang).getByText(lang.notSet, { exact: true })).toBeVisible();
    await expect(emailRow(page, lang).getByText(lang.verified, { exact: true })).toHaveCount(0);

    const dialog = await askLinkForEmail(page, lang, email);
    // Behind the modal the address already awaits confirmation.
    await expect(emailRow(page, lang).getByText(lang.awaiting(email))).toBeVisible();

    // Not yet followed: asking says so, and the modal stays.
    await dialog.getByRole('button', { name: lang.checkNow }).click();
    await expect(dialog.getByText(lang.notYet, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: lang.confirmTitle })).toBeVisible();

    // The mail, in the player's language, opened in another tab: its link confirms the address
    // and lands on "my data", which says so.
    const mail = await lastMailTo(request, email);
    const mailTab = await page.context().newPage();
    await mailTab.goto(confirmationLink(mail, lang));
    await expect(mailTab).toHaveURL(at(lang, '/profile/info?email=confirmed'));
    await expect(mailTab.getByRole('status').filter({ hasText: lang.confirmedNotice })).toBeVisible();
    await expectEmailConfirmed(mailTab, lang, email);
    await mailTab.close();

    // The first tab notices on its own (it keeps asking): the modal closes, the e-mail is confirmed.
    await expect(dialog).toHaveCount(0, { timeout: 15_000 });
    await expectEmailConfirmed(page, lang, email);
    await expect(contacts.getByText(shownPhone(national), { exact: true })).toBeVisible();

    await page.reload();
    await expectEmailConfirmed(page, lang, email);
  });
}

test('the mail is sent again once the resend timer ends: the link reads "sent", and only the new mail confirms', async ({ page, request }) => {
  // The resend waits for the real 35 s timer of the server and the page.
  test.setTimeout(150_000);
  const lang = RU;
  await registerByPhone(page, request, lang);
  const email = `r${unique()}@example.com`;
  await openMyData(page, lang);
  // When the countdown and the link to send again appear, on the page's own clock: the test runner
  // may hear of either late on a busy machine.
  await page.evaluate((againText) => {
    const times: { countdownAt?: number; againAt?: number } = {};
    (window as Window & { resendTimes?: typeof times }).resendTimes = times;
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="resend-wait"]')) times.countdownAt ??= performance.now();
      if (times.countdownAt !== undefined && [...document.querySelectorAll('[role="dialog"] button')].some((b) => b.textContent?.trim() === againText)) {
        times.againAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, lang.sendAgain);

  const dialog = await askLinkForEmail(page, lang, email);
  // The countdown just started from the full 35 s.
  const secondsShown = Number(/\d+/.exec((await dialog.getByTestId('resend-wait').textContent()) ?? '')?.[0]);
  expect(secondsShown).toBeGreaterThanOrEqual(RESEND_SECONDS - 5);
  expect(secondsShown).toBeLessThanOrEqual(RESEND_SECONDS);
  const first = await lastMailTo(request, email);
  expect(first.token).toBeTruthy();
  const firstLink = confirmationLink(first, lang);

  // The countdown runs; the link to send again comes back only once it is over.
  const sendAgain = dialog.getByRole('button', { name: lang.sendAgain, exact: true });
  await expect(sendAgain).toBeVisible({ timeout: (RESEND_SECONDS + 15) * 1000 });
  const { countdownAt, againAt } = await page.evaluate(() => (window as Window & { resendTimes?: { countdownAt?: number; againAt?: number } }).resendTimes ?? {});
  expect(againAt! - countdownAt!).toBeGreaterThan((RESEND_SECONDS - 3) * 1000);
  await expect(dialog.getByText(lang.resendIn)).toHaveCount(0);
  await expect(dialog.getByText(lang.sent, { exact: true })).toHaveCount(0);

  // Sent again: the link reads "sent" and is hidden behind a new countdown.
  await sendAgain.click();
  await expect(dialog.getByText(lang.sent, { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('resend-wait')).toHaveText(new RegExp(`^${lang.sent} Отправить повторно можно через \\d+ секунд`));
  await expect(sendAgain).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: lang.confirmTitle })).toBeVisible();

  // A second mail, with a new link, arrived.
  await expect.poll(async () => (await lastMessageTo(request, email))?.token, { message: 'a second mail in the outbox' }).not.toBe(first.token);
  const second = await lastMailTo(request, email);
  expect(Date.parse(second.createdAt)).toBeGreaterThan(Date.parse(first.createdAt));
  const secondLink = confirmationLink(second, lang);

  // The new mail makes the old link invalid; the new one confirms.
  const mailTab = await page.context().newPage();
  await mailTab.goto(firstLink);
  await expect(mailTab).toHaveURL(at(lang, '/profile/info?email=invalid'));
  await expect(mailTab.getByRole('status').filter({ hasText: lang.invalidNotice })).toBeVisible();
  await expect(emailRow(mailTab, lang).getByText(lang.awaiting(email))).toBeVisible();
  await expect(emailRow(mailTab, lang).getByText(lang.verified, { exact: true })).toHaveCount(0);

  await mailTab.goto(secondLink);
  await expect(mailTab).toHaveURL(at(lang, '/profile/info?email=confirmed'));
  await expect(mailTab.getByRole('status').filter({ hasText: lang.confirmedNotice })).toBeVisible();
  await expectEmailConfirmed(mailTab, lang, email);
  await mailTab.close();

  await expect(dialog).toHaveCount(0, { timeout: 15_000 });
  await expectEmailConfirmed(page, lang, email);
});

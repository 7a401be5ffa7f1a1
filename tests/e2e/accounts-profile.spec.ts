import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nationalPhone, shownPhone, unique } from './test-data';

// journeys past the registration: the thanks modal, the profile (balance, my data) and
// the phone verification modal, with its limit. SMS codes come from the server's outbox
// (/json-api/dev/outbox, OUTBOX_API=1 in the e2e server only).
/** Wrong entries of one SMS code the server allows; the last one burns the code (lib/domain/auth/auth-limits). */
const MAX_CODE_ATTEMPTS = 5;

/** What a player reads, per language (messages/ru.json, messages/en.json and the seeded /welcome page). */
const RU = {
  name: 'Russian',
  prefix: '',
  registration: 'Регистрация',
  email: 'E-mail',
  password: 'Пароль',
  birthday: 'Дата рождения',
  nickname: 'Никнейм',
  register: 'Зарегистрироваться',
  thanksTitle: 'Добро пожаловать!',
  thanksBody: 'Спасибо за регистрацию. Заберите приветственный бонус: до 300 000 на первые 5 депозитов.',
  details: 'Подробнее',
  close: 'Закрыть',
  welcomeTitle: 'Приветственный бонус',
  welcomeText: 'Новые игроки получают бонус 100% на каждый из первых 5 депозитов',
  profile: 'Профиль',
  eyebrow: 'Личный кабинет',
  nicknameFact: (nick: string) => `Никнейм: ${nick}`,
  profileTabs: 'Разделы профиля',
  tabBalance: 'Баланс',
  mainBalance: 'Основной баланс',
  zeroBalance: /^0,00\s₽$/,
  deposit: 'Пополнить',
  tabInfo: 'Мои данные',
  firstname: 'Имя',
  lastname: 'Фамилия',
  save: 'Сохранить',
  saved: 'Данные сохранены',
  // Cyrillic with Ё and a hyphen: both allowed by the name rule (spec §5).
  names: { first: 'Анна-Мария', last: 'Ёлкина' },
  badName: 'Анна!',
  nameRule: 'Допустимы только буквы, цифры, пробел и дефис',
};

const EN: typeof RU = {
  name: 'English',
  prefix: '/en',
  registration: 'Sign up',
  email: 'E-mail',
  password: 'Password',
  birthday: 'Date of birth',
  nickname: 'Nickname',
  register: 'Sign up',
  thanksTitle: 'Welcome!',
  thanksBody: 'Thank you for signing up. Take your welcome bonus: up to 300 000 on your first 5 deposits.',
  details: 'Details',
  close: 'Close',
  welcomeTitle: 'Welcome bonus',
  welcomeText: 'New players get a 100% bonus on each of their first 5 deposits',
  profile: 'Profile',
  eyebrow: 'My account',
  nicknameFact: (nick: string) => `Nickname: ${nick}`,
  profileTabs: 'Profile sections',
  tabBalance: 'Balance',
  mainBalance: 'Main balance',
  zeroBalance: /^RUB\s0\.00$/,
  deposit: 'Deposit',
  tabInfo: 'My data',
  firstname: 'First name',
  lastname: 'Last name',
  save: 'Save',
  saved: 'Your data is saved',
  names: { first: 'Mary-Ann', last: 'Smith 2nd' },
  badName: 'Mary@',
  nameRule: 'Only letters, digits, spaces and hyphens are allowed',
};

type Texts = typeof RU;

/** The URL of a site path in a language, anchored at its end. */
const at = (lang: Texts, path: string) => new RegExp(`localhost:\\d+${lang.prefix}${path.replace(/[/?]/g, '\\$&')}$`);

/**
 * Registers a new player by e-mail in the registration popup opened from the header, as a
 * visitor would; returns the nickname. The thanks modal is left open.
 */
async function registerByEmail(page: Page, lang: Texts): Promise<string> {
  const nick = `p${unique()}`.slice(0, 16);
  await page.goto(`${lang.prefix}/games/slots`);
  await page.getByRole('link', { name: lang.registration, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: lang.registration });
  await dialog.getByLabel(lang.email).fill(`${nick}@example.com`);
  await dialog.getByLabel(lang.password, { exact: true }).fill('Secret-pass-1');
  await dialog.getByLabel(lang.birthday).fill('1991-07-14');
  await dialog.getByLabel(lang.nickname).fill(nick);
  await dialog.getByRole('button', { name: lang.register, exact: true }).click();
  await expect(page.getByRole('dialog', { name: lang.thanksTitle })).toBeVisible();
  return nick;
}

/** A new Russian player on their "my data" tab, the thanks modal closed. */
async function newPlayerOnMyData(page: Page): Promise<void> {
  await registerByEmail(page, RU);
  await page.getByRole('dialog', { name: RU.thanksTitle }).getByRole('button', { name: RU.close }).click();
  await page.goto('/profile/info');
  await expect(page.getByRole('heading', { name: 'Мои данные' })).toBeVisible();
}

/** The newest SMS code sent to a phone (digits with the dial code), from the outbox. */
async function smsCodeTo(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get(`/json-api/dev/outbox?to=${phone}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { code: string | null } | null };
  expect(data?.code).toMatch(/^\d{4}$/);
  return data?.code ?? '';
}

/** Opens the phone verification modal from "my data" and asks for a code to a new number. */
async function askCodeForNewPhone(page: Page, national: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Добавить и подтвердить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подтверждение телефона' });
  await expect(dialog).toBeVisible();
  // Main finds no number awaiting confirmation, so the flow asks for one (PhoneChange).
  await expect(dialog.getByRole('heading', { name: 'Укажите номер телефона' })).toBeVisible();
  await expect(dialog).toContainText('Мы отправим на него SMS с кодом подтверждения.');
  await dialog.getByRole('textbox', { name: 'Номер телефона', exact: true }).fill(national);
  await dialog.getByRole('button', { name: 'Получить код' }).click();

  // PhoneConfirm: the code went to the number, and a new one may be asked for only later.
  await expect(dialog.getByRole('heading', { name: 'Введите код из SMS' })).toBeVisible();
  await expect(dialog).toContainText(`Мы отправили SMS с кодом на номер ${shownPhone(national)}.`);
  await expect(dialog.getByText(/^Отправить повторно можно через \d+ секунд/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Отправить новый код' })).toHaveCount(0);
  return dialog;
}

for (const lang of [RU, EN]) {
  test(`${lang.name}: a new player goes from the thanks modal to the bonus page and their profile, and edits their name`, async ({ page }) => {
    const nick = await registerByEmail(page, lang);
    const thanks = page.getByRole('dialog', { name: lang.thanksTitle });
    await expect(thanks).toContainText(lang.thanksBody);
    await thanks.getByRole('button', { name: lang.details, exact: true }).click();

    // "Details" opens the welcome bonus page (spec §2) and the modal is gone for good.
    await expect(page).toHaveURL(at(lang, '/welcome'));
    await expect(page.getByRole('heading', { level: 1, name: lang.welcomeTitle })).toBeVisible();
    await expect(page.getByText(lang.welcomeText)).toBeVisible();
    await expect(thanks).toHaveCount(0);

    // The header's profile link: /profile, which opens on the balance tab.
    await page.getByTestId('header-account').getByRole('link', { name: lang.profile, exact: true }).click();
    await expect(page).toHaveURL(at(lang, '/profile/balance'));
    await expect(page.getByText(lang.eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: nick })).toBeVisible();
    await expect(page.getByText(lang.nicknameFact(nick), { exact: true })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: lang.profileTabs });
    await expect(tabs.getByRole('link', { name: lang.tabBalance, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: lang.tabBalance, exact: true })).toBeVisible();
    await expect(page.getByText(lang.mainBalance, { exact: true })).toBeVisible();
    await expect(page.getByTestId('balance-main')).toHaveText(lang.zeroBalance); // real money starts at zero
    await expect(page.getByRole('link', { name: lang.deposit, exact: true })).toBeVisible();
    await expect(thanks).toHaveCount(0);

    // "My data": a name is saved and is still there after a reload.
    await tabs.getByRole('link', { name: lang.tabInfo, exact: true }).click();
    await expect(page).toHaveURL(at(lang, '/profile/info'));
    await expect(page.getByRole('heading', { level: 2, name: lang.tabInfo, exact: true })).toBeVisible();
    const firstname = page.getByLabel(lang.firstname, { exact: true });
    const lastname = page.getByLabel(lang.lastname, { exact: true });
    await expect(firstname).toHaveValue('');
    await firstname.fill(lang.names.first);
    await lastname.fill(lang.names.last);
    await page.getByRole('button', { name: lang.save, exact: true }).click();
    await expect(page.getByText(lang.saved, { exact: true })).toBeVisible();
    const fullName = `${lang.names.first} ${lang.names.last}`;
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(firstname).toHaveValue(lang.names.first);
    await expect(lastname).toHaveValue(lang.names.last);

    // A name with a character outside the rule: the message under the field, no saving.
    await firstname.fill(lang.badName);
    await firstname.blur();
    await expect(page.getByText(lang.nameRule, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: lang.save, exact: true })).toBeDisabled();
  });
}

test('a player confirms a phone in the profile with the SMS code', async ({ page, request }) => {
  const national = nationalPhone();
  await newPlayerOnMyData(page);
  const contacts = page.getByRole('region', { name: 'Контакты' });
  await expect(contacts.getByText('Не указан', { exact: true })).toBeVisible(); // no phone yet

  const dialog = await askCodeForNewPhone(page, national);
  await dialog.getByRole('textbox', { name: 'Код из SMS', exact: true }).fill(await smsCodeTo(request, `7${national}`));
  await dialog.getByRole('button', { name: 'Подтвердить', exact: true }).click();

  // ContactConfirmed, then the contacts say so, also after a reload.
  await expect(dialog.getByRole('heading', { name: 'Телефон подтверждён' })).toBeVisible();
  await expect(dialog).toContainText(`Номер ${shownPhone(national)} подтверждён и привязан к вашему аккаунту.`);
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(contacts.getByText(shownPhone(national), { exact: true })).toBeVisible();
  await expect(contacts.getByText('Подтверждён', { exact: true })).toBeVisible();
  await expect(contacts.getByRole('button', { name: 'Добавить и подтвердить' })).toHaveCount(0);

  await page.reload();
  await expect(contacts.getByText(shownPhone(national), { exact: true })).toBeVisible();
  await expect(contacts.getByText('Подтверждён', { exact: true })).toBeVisible();
});

test('wrong SMS codes use up the attempts: the ReachedLimit step sends the player to support', async ({ page, request }) => {
  const national = nationalPhone();
  await newPlayerOnMyData(page);
  const dialog = await askCodeForNewPhone(page, national);
  const right = await smsCodeTo(request, `7${national}`);
  const code = dialog.getByRole('textbox', { name: 'Код из SMS', exact: true });
  const confirm = dialog.getByRole('button', { name: 'Подтвердить', exact: true });
  const wrongCode = dialog.getByText('Неверный код.', { exact: true });

  // Each wrong code is told as such; a different wrong code every time, and the message goes
  // away while typing, so each round waits for its own answer.
  for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    await code.fill(String((Number(right) + attempt) % 10_000).padStart(4, '0'));
    await expect(wrongCode).toHaveCount(0);
    await confirm.click();
    await expect(wrongCode).toBeVisible();
  }
  await code.fill(String((Number(right) + MAX_CODE_ATTEMPTS) % 10_000).padStart(4, '0'));
  await confirm.click();

  // The last attempt: ReachedLimit, with the phone wording and the way to support: the journeys'
  // server has a chat (playwright.config.ts), so the chat rather than the messenger links
  // (those are tests/unit/contacts; the chat opening is tests/e2e/chat-sw-affiliate.spec.ts).
  await expect(dialog.getByRole('heading', { name: 'Попытки закончились' })).toBeVisible();
  await expect(dialog).toContainText('Вы исчерпали попытки подтвердить телефон. Напишите в службу поддержки — мы поможем подтвердить номер.');
  await expect(dialog.getByRole('button', { name: 'Открыть чат поддержки' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Код из SMS', exact: true })).toHaveCount(0);

  // The burnt code is refused by the server too, even the right one (a new code is needed).
  const late = await page.request.post('/json-api/players/phones/confirm', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { phone: `7${national}`, code: right },
  });
  expect(late.status()).toBe(429);
  expect(await late.json()).toMatchObject({ is_max_attempts_used: true });

  // Closed: the number is still not the player's, it waits for confirmation.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const contacts = page.getByRole('region', { name: 'Контакты' });
  await expect(contacts.getByText(`Ждёт подтверждения: ${shownPhone(national)}`)).toBeVisible();
  await expect(contacts.getByText('Подтверждён', { exact: true })).toHaveCount(0);
  await expect(contacts.getByRole('button', { name: 'Добавить и подтвердить' })).toBeVisible();
});

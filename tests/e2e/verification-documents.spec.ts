import { expect, test } from './fixtures';
import sharp from 'sharp';
import { signUp } from './test-data';

//, identity documents: a new player sends a document on the profile's Verification tab
// (spec §2, §3 "Verification item", §4 "review takes up to 2 hours", §5 jpg/png up to 32 MB) and
// sees it waiting; a file that is not a picture is refused in the player's language before any
// upload. The operator's review has its integration tests (documents.test.ts).

const photo = async () => ({
  name: 'passport.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 220, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer(),
});

test('ru: a new player uploads the passport’s main page and sees it on review', async ({ page }) => {
  await signUp(page, 'doc');
  await page.goto('/profile/verification');
  await expect(page.getByRole('heading', { level: 2, name: 'Верификация документов' })).toBeVisible();
  await expect(page.getByText('Для вывода нужно подтвердить паспорт: главную страницу и селфи с паспортом.')).toBeVisible();
  for (const group of ['Личность', 'Банковская карта', 'Электронный кошелёк', 'Дополнительно']) await expect(page.getByRole('heading', { level: 3, name: group })).toBeVisible();

  const main = page.getByTestId('document-passport_main');
  await expect(main.getByTestId('document-status')).toHaveText('Не загружен');
  await main.getByLabel('Выбрать файл: Паспорт: главная страница').setInputFiles(await photo());
  await expect(main.getByRole('img', { name: 'Предпросмотр: passport.png' })).toBeVisible();
  await expect(main).toContainText(/passport\.png, \d+(,\d)? КБ/);
  await main.getByRole('button', { name: 'Отправить', exact: true }).click();

  await expect(main.getByTestId('document-status')).toHaveText('На проверке');
  await expect(main).toContainText('Проверка занимает до 2 часов. Мы сообщим о результате.');
  await expect(main.getByLabel('Выбрать файл: Паспорт: главная страница')).toHaveCount(0);
  // Still waiting after a reload: the server holds it.
  await page.reload();
  await expect(page.getByTestId('document-passport_main').getByTestId('document-status')).toHaveText('На проверке');

  // The file control is a real, focusable input (drawn as a button).
  const registration = page.getByLabel('Выбрать файл: Паспорт: страница регистрации');
  await registration.focus();
  await expect(registration).toBeFocused();
});

test('en: a text file renamed to .png is refused in English, and a picture goes on review', async ({ page }) => {
  await signUp(page, 'doce');
  await page.goto('/en/profile/verification');
  await expect(page.getByRole('heading', { level: 2, name: 'Document verification' })).toBeVisible();
  const card = page.getByTestId('document-card_front');
  const input = card.getByLabel('Choose file: Bank card: front');
  await input.setInputFiles({ name: 'card.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(card.getByRole('alert')).toHaveText('Only JPG or PNG images are accepted.');

  // A text file that claims to be a png passes the browser's check; the server decodes it and refuses it.
  await input.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: Buffer.from('This is text, renamed to card.png') });
  await card.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(card.getByRole('alert')).toHaveText('Only JPG or PNG images are accepted.');
  await expect(card.getByRole('img')).toHaveCount(0);

  await card.getByLabel('Choose file: Bank card: front').setInputFiles(await photo());
  await card.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(card.getByTestId('document-status')).toHaveText('Under review');
  await expect(card).toContainText('Review takes up to 2 hours.');
});

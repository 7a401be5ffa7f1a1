import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerNewPlayer } from './test-data';

/**
 * The gifts in the browser (spec §2, §4): the profile's Gifts tab with its counters and countdown,
 * the error modal of a refused activation, the inactive-gift modal, and /take/gift for a guest and
 * a player. Activation and take-prize belong to the gifts capability: where this spec needs their
 * answers it routes them (page.route), so it checks what the page does with each answer.
 */

const SHOTS = process.env.GIFTS_SHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: width === 320 ? 720 : 900 });
    // Laid out and painted at the new width: two frames after the resize.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** No serious or critical axe-core violation (as html-and-a11y.spec.ts checks the other pages), after animations end. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${what}: ${v.id} ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

const GIFTS_LIST = /\/json-api\/user-gifts(\?|$)/;

test('a guest sees the offer and is sent to sign up or log in, coming back to it', async ({ page }) => {
  const answer = await page.goto('/take/gift');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Приветственный бонус без депозита' })).toBeVisible();
  await expect(page.getByTestId('gift-offer-value')).toContainText(/500,00\s₽ бонусными деньгами/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const guest = page.getByTestId('take-gift-guest');
  await expect(guest.getByRole('link', { name: 'Вход' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/take/gift?offer=welcome-gift')}`);
  await expect(guest.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', `/registration?redirect=${encodeURIComponent('/take/gift?offer=welcome-gift')}`);
  await shoot(page, 'take-gift-guest');
  await expectAccessible(page, 'take gift (guest)');

  expect((await page.goto('/take/gift?offer=no-such-offer'))?.status()).toBe(404);
  await page.goto('/en/take/gift');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome no-deposit bonus' })).toBeVisible();
});

test('the offer page is cached like the other public pages; ?offer= reaches the offer’s own path; the guest variant sends to the main sign-up', async ({ page, request }) => {
  // Static (ISR) now: the second anonymous request is answered from the page cache.
  expect((await request.get('/en/take/gift')).status()).toBe(200);
  const again = await request.get('/en/take/gift');
  expect(again.headers()['x-croupier-cache']).toBe('HIT');
  expect(await again.text()).toContain('Welcome no-deposit bonus');
  // Another offer has its own path; `?offer=` is rewritten to it (the plain page would answer 200).
  expect((await request.get('/take/gift/welcome-gift')).status()).toBe(200);
  expect((await request.get('/take/gift/no-such-offer')).status()).toBe(404);
  expect((await request.get('/en/take/gift?offer=no-such-offer')).status()).toBe(404);

  const answer = await page.goto('/guest/en/take/gift');
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['cache-control']).toContain('s-maxage=');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome no-deposit bonus' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://croupier.example/en/take/gift');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const guest = page.getByTestId('take-gift-guest');
  const back = encodeURIComponent('/en/take/gift?offer=welcome-gift');
  await expect(guest.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', `/en/registration?redirect=${back}`);
  await expect(guest.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/en/login?redirect=${back}`);
  await shoot(page, 'take-gift-guest-variant');
  await expectAccessible(page, 'take gift (guest variant)');
});

test('a player takes the offer: granted once, the prize taken, and it is in the Gifts tab', async ({ page }) => {
  test.setTimeout(90_000);
  await registerNewPlayer(page, 'g');
  const prizes: string[] = [];
  await page.route(/\/json-api\/gifts\/nondeposit\/take-prize\/\d+(\?|$)/, async (route) => {
    prizes.push(route.request().url());
    const gift = { id: Number(/take-prize\/(\d+)/.exec(route.request().url())?.[1]), state: 'used' };
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 'success', data: gift }) });
  });
  await page.goto('/take/gift');
  const player = page.getByTestId('take-gift-player');
  await expect(player).toBeVisible();
  await expect(page.getByTestId('gift-offer-value')).toContainText(/Вы получите: 500,00\s₽ бонусными деньгами/);
  await shoot(page, 'take-gift-player');
  const taken = page.waitForResponse((r) => /\/json-api\/gift-offers\/welcome-gift\/take/.test(r.url()));
  await player.getByTestId('take-gift').click();
  const answer = await taken;
  expect(answer.status()).toBe(200);
  const gift = ((await answer.json()) as { data: { id: number; type: string; state: string } }).data;
  expect(gift).toMatchObject({ type: 'nondeposit', state: 'received' });
  await expect(page.getByTestId('take-gift-result')).toContainText('Подарок ваш: он уже на балансе.');
  expect(prizes).toHaveLength(1);
  expect(prizes[0]).toContain(`/take-prize/${gift.id}`);
  await shoot(page, 'take-gift-player-done');

  await page.getByRole('link', { name: 'Мои подарки' }).click();
  await expect(page).toHaveURL(/\/profile\/gifts$/);
  const cards = page.getByTestId('gift-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Приветственный бонус без депозита' })).toHaveCount(1);
  await expect(page.getByTestId('header-gifts-count')).toHaveText('2');
});

test('the Gifts tab: the list, a ticking countdown, the error modal and the inactive-gift modal', async ({ page }) => {
  test.setTimeout(90_000);
  await registerNewPlayer(page, 'h');
  // A spent gift beside the real ones: the server gives a new player none.
  await page.route(GIFTS_LIST, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { data: Record<string, unknown>[] } };
    const [first] = body.data.data;
    body.data.data.push({ ...first, id: 999_999, title: 'Старый подарок', state: 'expired', expiredAt: '2026-01-01T00:00:00.000Z', cashboxSelected: false });
    await route.fulfill({ response, body: JSON.stringify(body) });
  });
  let activations = 0;
  // The answer is held until the double click is over: its second click comes while the first is pending.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/json-api\/gifts\/activate\/\d+(\?|$)/, async (route) => {
    activations += 1;
    await answered;
    await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'deposit_restriction' }] }) });
  });

  await page.goto('/profile/gifts');
  const cards = page.getByTestId('gift-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('gifts-counter')).toHaveText('1 подарок доступен');
  await expect(page.getByTestId('profile-gifts-count')).toHaveText('1');
  const live = cards.first();
  await expect(live).toContainText('Бонус на депозит');
  const countdown = live.getByTestId('gift-countdown');
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '', { timeout: 3000 });
  await shoot(page, 'gifts-tab');
  await expectAccessible(page, 'gifts tab');

  const activate = live.getByTestId('gift-action');
  await activate.dblclick();
  answer();
  const error = page.getByRole('dialog', { name: 'Подарок не активирован' });
  await expect(error).toContainText('Для этого подарка сначала нужен депозит');
  expect(activations).toBe(1);
  await shoot(page, 'gift-error-modal');
  await error.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(error).toHaveCount(0);
  await expect(activate).toBeFocused();

  const spent = cards.filter({ hasText: 'Старый подарок' });
  await spent.getByRole('button', { name: 'Почему нельзя использовать?' }).press('Enter');
  const inactive = page.getByRole('dialog', { name: 'Этот подарок больше нельзя использовать' });
  await expect(inactive).toContainText('Время подарка «Старый подарок» вышло.');
  await shoot(page, 'gift-inactive-modal');
  await expectAccessible(page, 'inactive gift modal');
  await page.keyboard.press('Escape');
  await expect(inactive).toHaveCount(0);
});

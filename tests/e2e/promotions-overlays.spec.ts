import type { Browser, Page } from '@playwright/test';
import { PROMO_LIMITS } from '../../lib/domain/promotions/promotions';
import { expect, test } from './fixtures';
import { depositFiveHundred, playRealRounds, signUp, socketRegistered, XHR } from './test-data';

/**
 * The shell's promotion overlays: the promo popup (spec platform §2, §4, §9), the flying
 * high-five (play-promos §2, §9) and the promo widget (play-promos §2). The popup's "shown again
 * when the operator changes it" is a unit test (tests/unit/promotion-overlays): an operator's change
 * needs the database the running server holds, and no HTTP call makes it.
 */

const POPUP_TITLE = 'Приветственный бонус';
/** The popup's delay after a page loads or is navigated to (PROMO_LIMITS.popupDelayMs). */
const POPUP_DELAY_MS = PROMO_LIMITS.popupDelayMs;
/** The popup's delay plus the overlays' own lazy load: by then a popup due would be on screen. */
const POPUP_WAIT_MS = 4_500;

/** The page's own clock (performance.now()) when its document finished loading, or now if it has not. */
async function loadedAt(page: Page): Promise<number> {
  return page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd || performance.now());
}

/**
 * Waits until `ms` have passed on the page's own clock since `from` (a performance.now() of that
 * page): the clock the popup's delay runs on, so a test runner that regains control late on a busy
 * machine waits longer, never shorter, than the page did. A popup that is not due schedules nothing
 * the test could wait for instead, so a time past its delay is the only proof it stayed away.
 */
async function pageClockPasses(page: Page, from: number, ms: number): Promise<void> {
  await page.waitForFunction(([start, wait]) => performance.now() - start >= wait, [from, ms] as const, { timeout: ms + 30_000 });
}

async function profileOf(page: Page): Promise<{ user_id: number; nick_name: string | null }> {
  return ((await (await page.request.get('/json-api/users/profile', { headers: XHR })).json()) as { data: { user_id: number; nick_name: string | null } }).data;
}

async function promoId(page: Page, slug: string): Promise<number> {
  return ((await (await page.request.get(`/json-api/actions/${slug}`, { headers: XHR })).json()) as { data: { id: number } }).data.id;
}

async function newPlayer(browser: Browser, prefix: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, prefix);
  // High-fives reward players who made a real deposit (lib/platform/promotions/reward-gates.ts).
  await depositFiveHundred(page);
  // The deposit's notices read, so the bell counts what the journey does from here.
  const notices = (await (await page.request.get('/json-api/user-notifications?offset=0', { headers: XHR })).json()) as { data: { data: { id: number }[] } };
  for (const { id } of notices.data.data) expect((await page.request.post(`/json-api/user-notifications/read/${id}`, { headers: XHR, data: {} })).status()).toBe(200);
  const profile = await profileOf(page);
  return { context, page, id: profile.user_id, name: profile.nick_name ?? `#${profile.user_id}` };
}

test.describe('the promo popup', () => {
  // A visitor who never closed it (the other journeys start with it closed).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('never on the lobby; 3 s after a page it may cover loads, once: closed, it stays closed after a reload', async ({ page, context }) => {
    test.setTimeout(90_000);
    const popup = page.getByRole('dialog', { name: POPUP_TITLE });
    // When the popup appears, on the page's own clock: the test runner's clock would also count
    // how late it heard of the load on a busy machine.
    await page.addInitScript((title) => {
      const shown = () => [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.textContent?.includes(title));
      new MutationObserver((_, observer) => {
        if (!shown()) return;
        (window as Window & { popupShownAt?: number }).popupShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, POPUP_TITLE);
    await page.goto('/');
    await pageClockPasses(page, await loadedAt(page), POPUP_WAIT_MS);
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { popupShownAt?: number }).popupShownAt)).toBeUndefined();

    await page.goto('/tournaments');
    // Present after its delay, however long the machine takes to load and hydrate the page.
    await expect(popup).toBeVisible({ timeout: 30_000 });
    // Absent before it: on the page's clock it appeared no sooner than 3 s after the page's first
    // byte (its scripts, so its timer, start after it; the timer counts from the load event, which
    // comes later still). When the test regained control after `goto` does not enter into it.
    const afterResponse = await page.evaluate(() => ((window as Window & { popupShownAt?: number }).popupShownAt ?? 0) - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart);
    expect(afterResponse).toBeGreaterThanOrEqual(POPUP_DELAY_MS - 10);
    await expect(popup.getByText('Бонус 100% на каждый из первых пяти депозитов')).toBeVisible();
    await expect(popup.locator('img')).toHaveAttribute('src', /promo-popup/);
    await expect(popup.getByRole('link', { name: 'Забрать бонус' })).toHaveAttribute('href', '/welcome');
    // The one modal stack: focus inside, Escape closes it.
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);

    const cookie = (await context.cookies()).find((c) => c.name === 'promo_popup_closed');
    const { promoPopup } = ((await (await page.request.get('/json-api/serverdata')).json()) as { data: { promoPopup: { updatedAt: number; endAt: number } } }).data;
    expect(cookie?.value).toBe(String(promoPopup.updatedAt));
    expect(Math.round(cookie?.expires ?? 0)).toBe(promoPopup.endAt);

    await page.reload();
    await pageClockPasses(page, await loadedAt(page), POPUP_WAIT_MS);
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { popupShownAt?: number }).popupShownAt)).toBeUndefined();
  });

  /**
   * On a 320 px phone the whole popup is in view, its button included, and its picture is smaller
   * than the promo page's own banner, which stays the page's largest picture (the popup came 3 s
   * after the load and was its largest paint: promotion-popup.module.css).
   */
  test('on a 320 px phone it fits the screen and its picture stays smaller than the page’s banner', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto('/promo/grand-lottery');
    const banner = await page.locator('main img').first().boundingBox();
    const popup = page.getByRole('dialog', { name: POPUP_TITLE });
    await expect(popup).toBeVisible({ timeout: 30_000 });
    const picture = await popup.locator('img').boundingBox();
    const button = await popup.getByRole('link', { name: 'Забрать бонус' }).boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(568);
    expect(picture!.width * picture!.height).toBeLessThan(banner!.width * banner!.height);
  });

  test('its button leads to the configured page, and a popup followed counts as closed', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/en/faq');
    const popup = page.getByRole('dialog', { name: 'Welcome bonus' });
    await expect(popup).toBeVisible({ timeout: 30_000 });
    await popup.getByRole('link', { name: 'Claim bonus' }).click();
    await expect(page).toHaveURL(/\/en\/welcome$/);
    // The welcome page's own delay runs from this navigation, on the page's clock.
    const navigatedAt = await page.evaluate(() => performance.now());
    await expect(popup).toHaveCount(0);
    await pageClockPasses(page, navigatedAt, POPUP_WAIT_MS);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('a high-five flies in for the player who got it, names the giver, leaves after 3 s, and leads to the promo', async ({ browser }) => {
  test.setTimeout(150_000);
  const giver = await newPlayer(browser, 'hfa');
  const taker = await newPlayer(browser, 'hfb');
  const actionId = await promoId(giver.page, 'coin-exchange');

  const registered = socketRegistered(taker.page);
  await taker.page.goto('/tournaments');
  await registered;
  // The overlays load after the page (the widget comes with them): a high-five before that is only a notice.
  await expect(taker.page.getByTestId('promo-widget')).toBeVisible({ timeout: 15_000 });
  // When the hand comes and goes, on the page's own clock (the test runner may hear of it late).
  await taker.page.evaluate(() => {
    const times: { shownAt?: number; goneAt?: number } = {};
    (window as Window & { flyer?: typeof times }).flyer = times;
    new MutationObserver((_, observer) => {
      const on = document.querySelector('[data-testid="flying-high-five"]') !== null;
      if (on) times.shownAt ??= performance.now();
      else if (times.shownAt !== undefined) {
        times.goneAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const given = await giver.page.request.post('/json-api/high-fives', { headers: XHR, data: { actionId, toUserId: taker.id } });
  expect(given.status()).toBe(200);

  const flyer = taker.page.getByTestId('flying-high-five');
  await expect(flyer).toBeVisible();
  await expect(flyer).toHaveAccessibleName(`Пятюня от ${giver.name}. Открыть акцию`);
  await expect(taker.page.getByRole('status').filter({ hasText: `${giver.name} даёт вам пять!` })).toHaveCount(1);
  await expect(flyer).toHaveCount(0, { timeout: 15_000 });
  // On screen for its 3 s (PROMO_LIMITS.flyingNotificationMs), give or take a render.
  const { shownAt, goneAt } = await taker.page.evaluate(() => (window as Window & { flyer?: { shownAt?: number; goneAt?: number } }).flyer ?? {});
  expect(goneAt! - shownAt!).toBeGreaterThanOrEqual(PROMO_LIMITS.flyingNotificationMs - 500);
  // The notice itself is the notification system's: its toast and the bell.
  await expect(taker.page.getByText(`${giver.name} дал(а) вам пять в «Обмен монет»!`).first()).toBeVisible();
  await expect(taker.page.getByTestId('notices-unread')).toHaveText('1');

  // Back the other way: the giver gets one, clicks it and lands on the promo. Under reduced motion
  // the hand only fades in, so the pointer can land on it at once on a slow machine (the swoop
  // keeps it moving for 2.5 of its 3 s); once under the pointer it stays until clicked.
  await giver.page.emulateMedia({ reducedMotion: 'reduce' });
  const back = socketRegistered(giver.page);
  await giver.page.goto('/faq');
  await back;
  await expect(giver.page.getByTestId('promo-widget')).toBeVisible({ timeout: 15_000 });
  expect((await taker.page.request.post('/json-api/high-fives', { headers: XHR, data: { actionId, toUserId: giver.id } })).status()).toBe(200);
  await giver.page.getByTestId('flying-high-five').click();
  await expect(giver.page).toHaveURL(/\/promo\/coin-exchange$/);
  await giver.context.close();
  await taker.context.close();
});

test('the promo widget asks a guest to take part and follows a member’s tickets live after a real round', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/faq');
  const widget = page.getByTestId('promo-widget');
  await expect(widget).toBeVisible({ timeout: 15_000 });
  await expect(widget.getByRole('link', { name: 'Большая лотерея' })).toHaveAttribute('href', '/promo/grand-lottery');
  await expect(widget.getByRole('link', { name: 'Участвовать' })).toBeVisible();

  await signUp(page, 'pw');
  await depositFiveHundred(page);
  const joined = await page.request.post('/json-api/actions/be_participant', { headers: XHR, data: { actionId: await promoId(page, 'grand-lottery') } });
  expect(joined.status()).toBe(200);
  const registered = socketRegistered(page);
  await page.goto('/faq');
  await registered;
  await expect(page.getByTestId('promo-widget-points')).toHaveText('0 билетов', { timeout: 15_000 });

  // A real round of 100 ₽ (the lottery's price of a ticket) in the studio slot.
  await playRealRounds(page, 1, 10_000);
  await expect(page.getByTestId('promo-widget-points')).toHaveText('1 билет');
});

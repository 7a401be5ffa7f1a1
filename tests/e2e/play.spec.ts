import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { spinOnce } from './studio-spin';
import { logInAsDemo, signUp } from './test-data';

// journeys: the game frame, the studio's games and the ledger behind them. One file, run
// in order: the demo player's rounds and the second-window test share the player's sessions.
test.describe.configure({ mode: 'serial' });

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

function gameFrame(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="game-iframe"]');
}

test('a guest plays a demo round in the frame with play money', async ({ page }) => {
  await page.goto('/play/cherry-blaze');
  // Scripts only: no allow-same-origin, so the game cannot reach into the site.
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('sandbox', 'allow-scripts');
  const frame = gameFrame(page);
  await expect(frame.getByTestId('studio-game')).toBeVisible();
  await expect(page.getByTestId('game-loader')).toHaveCount(0, { timeout: 10_000 });
  const before = digits(await frame.getByTestId('balance').textContent());
  expect(before).toBeGreaterThan(0);
  const after = await spinOnce(page, frame);
  expect(after).not.toBeNaN();
  // The game's own Close speaks from the sandboxed frame (origin "null"): the site still obeys it.
  await frame.getByRole('button', { name: 'Закрыть игру', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByTestId('game-iframe')).toHaveCount(0);
});

test('a player plays real rounds and the header balance follows live', async ({ page }) => {
  test.setTimeout(90_000);
  // A player of its own with real money only: the demo player's free spins (giftspin.spec.ts)
  // leave it bonus money, which the game's balance counts and the header's does not.
  await signUp(page, 'pl');
  await page.goto('/cashbox');
  await page.getByRole('button', { name: /^Пополнить на 500,00/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-state', 'paid');
  await page.goto('/play/cherry-blaze');
  const frame = gameFrame(page);
  await expect(frame.getByTestId('studio-game')).toBeVisible();
  for (let i = 0; i < 2; i += 1) {
    const amount = await spinOnce(page, frame);
    await expect.poll(async () => digits(await page.getByTestId('header-balance').textContent())).toBe(amount);
  }
});

test('a second window stops the game in the first', async ({ page, context }) => {
  await logInAsDemo(page);
  await page.goto('/play/cherry-blaze');
  await expect(gameFrame(page).getByTestId('studio-game')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/play/pharaohs-dawn');
  await expect(gameFrame(second).getByTestId('studio-game')).toBeVisible();
  const modal = page.getByTestId('game-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Игра открыта в другом окне или вкладке');
  await second.close();
});

test('minimize keeps the game in a dock, resume returns to it, close returns to the page before', async ({ page }) => {
  await page.goto('/games/slots');
  await page.locator('a[href="/play/cherry-blaze"]').first().click();
  await expect(page).toHaveURL(/\/play\/cherry-blaze$/);
  const frame = gameFrame(page);
  await expect(frame.getByTestId('studio-game')).toBeVisible();

  await page.getByRole('button', { name: 'Свернуть игру' }).click();
  await expect(page).toHaveURL(/\/games\/slots$/);
  const dock = page.getByTestId('game-dock');
  await expect(dock).toBeVisible();
  await dock.getByRole('button', { name: /Вернуться к игре/ }).click();
  await expect(page).toHaveURL(/\/play\/cherry-blaze$/);
  await expect(dock).toHaveCount(0);
  await expect(frame.getByTestId('studio-game')).toBeVisible();

  await page.getByRole('button', { name: /^Закрыть игру/ }).click();
  await expect(page).toHaveURL(/\/games\/slots$/);
  await expect(page.getByTestId('game-dock')).toHaveCount(0);
  await expect(page.getByTestId('game-iframe')).toHaveCount(0);
});

/** Where keyboard focus is: the game's iframe, the footer, or another element's tag. */
async function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active?.tagName === 'IFRAME') return 'iframe';
    if (active?.closest('footer')) return 'footer';
    return active?.tagName.toLowerCase() ?? 'none';
  });
}

test('the keyboard reaches the game after its controls and before the footer', async ({ page }) => {
  await page.goto('/play/cherry-blaze');
  await expect(gameFrame(page).getByTestId('studio-game')).toBeVisible();
  await page.getByRole('button', { name: /^Закрыть игру/ }).focus();
  const places: string[] = [];
  for (let i = 0; i < 6 && !['iframe', 'footer'].includes(places.at(-1) ?? ''); i += 1) {
    await page.keyboard.press('Tab');
    // Focus crossing into the game's frame (another document) settles a moment later: until
    // then the page reports its body. Every Tab must land on an element.
    let place = 'body';
    await expect.poll(async () => (place = await focusPlace(page)), { timeout: 2_000 }).not.toBe('body');
    places.push(place);
  }
  expect(places.at(-1)).toBe('iframe');
});

test('a guest on /guest plays the demo on the guest page itself', async ({ page }) => {
  await page.goto('/guest/games/slots');
  // A click before hydration would follow the link to the main site's game page (by design).
  await expect(page.locator('html')).toHaveAttribute('data-guest-play', 'armed');
  await page.locator('a[href="/play/cherry-blaze"]').first().click();
  const stage = page.getByTestId('guest-stage');
  await expect(stage).toBeVisible();
  // The guest stays on the cacheable guest page; the game runs in the page's stage, focus on its Close.
  await expect(page).toHaveURL(/\/guest\/games\/slots$/);
  await expect(stage.getByRole('button', { name: /^Закрыть игру/ })).toBeFocused();
  const frame = gameFrame(page);
  await expect(frame.getByTestId('studio-game')).toBeVisible();
  await expect(page.getByTestId('game-loader')).toHaveCount(0, { timeout: 10_000 });
  await spinOnce(page, frame);

  await stage.getByRole('button', { name: /^Закрыть игру/ }).click();
  await expect(page.getByTestId('guest-stage')).toHaveCount(0);
  await expect(page.getByTestId('game-iframe')).toHaveCount(0);
  await expect(page).toHaveURL(/\/guest\/games\/slots$/);
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a 16:9 slot keeps its reels in sight, with the spin beside them, and plays', async ({ page }) => {
    await page.goto('/play/cherry-blaze');
    const frame = gameFrame(page);
    await expect(frame.getByTestId('studio-game')).toBeVisible();
    const reels = frame.getByRole('group', { name: 'Барабаны' });
    const spin = frame.getByTestId('spin');
    await expect(reels).toBeInViewport({ ratio: 1 });
    await expect(spin).toBeInViewport({ ratio: 1 });
    // Beside, not under: a row of symbols stays at least 30 px tall on a 360 px phone.
    const box = (await reels.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(3 * 30);
    await spinOnce(page, frame);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { depositFiveHundred, playRealRounds, signUp, socketRegistered, STEADY_GAME, XHR } from './test-data';

/**
 * What a promo page offers its members beyond the table (spec play-promos §7): the player's
 * balance log (action balance logs) and the duck hunt of a promo that has one.
 */

const DATE_TIME = /\d{2}\.\d{2}\.\d{2}, \d{2}:\d{2}:\d{2}/;

test('a member reads their points history on the promo page, pages it, and sees a duck shot arrive on top', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, 'pbl');
  await depositFiveHundred(page);
  // Twelve real rounds: twelve movements, more than one page of the log.
  await playRealRounds(page, 12, 5_000, STEADY_GAME);

  const registered = socketRegistered(page);
  await page.goto('/promo/coin-exchange');
  await registered;
  const log = page.getByTestId('promo-balance-log');
  await expect(log.getByRole('heading', { name: 'История ваших очков' })).toBeVisible();
  const entries = log.getByTestId('promo-balance-log-entry');
  await expect(entries).toHaveCount(10);
  const newest = entries.first();
  await expect(newest).toHaveAttribute('data-reason', 'round');
  await expect(newest).toContainText('Игровой раунд');
  await expect(newest).toContainText(/\+0,\d+ монет/);
  await expect(newest).toContainText(/Баланс: \d+(,\d+)? монет/);
  await expect(newest.locator('time')).toHaveText(DATE_TIME);
  await log.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(entries).toHaveCount(12);
  await expect(log.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);

  // The duck hunt, with the keyboard: opened, one shot; its points come on top of the log, live.
  const open = page.getByRole('button', { name: 'Открыть охоту на уток' });
  await open.focus();
  await page.keyboard.press('Enter');
  const game = page.getByTestId('duck-hunt-game');
  await expect(game.getByTestId('duck-hunt-shots')).toHaveText('Осталось выстрелов сегодня: 5 из 5');
  await game.getByRole('button', { name: 'Выстрелить' }).focus();
  await page.keyboard.press('Enter');
  await expect(game.getByTestId('duck-hunt-result')).toContainText(/^Вы сбили: (серая утка|кряква|чирок|золотая утка), \+\d+ монет/);
  await expect(game.getByTestId('duck-hunt-shots')).toHaveText('Осталось выстрелов сегодня: 4 из 5');
  await expect(newest).toHaveAttribute('data-reason', 'duck_hunt');
  await expect(newest).toContainText(/Охота на уток\s*\+\d+ монет/);
  await expect(entries).toHaveCount(13);

  // Both new sections, at 1280 and at 320 px: no serious or critical accessibility violation.
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="promo-balance-log"]').include('[data-testid="promo-duck-hunt"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${width}px ${v.id}: ${v.help}`)).toEqual([]);
  }
});

test('a guest and a player who has not joined see no balance log; joining shows an empty one', async ({ page }) => {
  await page.goto('/promo/coin-exchange');
  await expect(page.getByTestId('promo-guest-cta')).toBeVisible();
  await expect(page.getByTestId('promo-balance-log')).toHaveCount(0);

  await signUp(page, 'pbn');
  // The lottery counts a player once they press "take part".
  await page.goto('/promo/grand-lottery');
  const participate = page.getByTestId('promo-participate');
  await expect(participate).toBeVisible();
  await expect(page.getByTestId('promo-balance-log')).toHaveCount(0);
  await participate.click();
  await expect(page.getByTestId('promo-balance-log-empty')).toHaveText('Движений очков пока нет: играйте в игры акции, чтобы их набрать.');
});

test('the duck hunt opens from its promo and shows the ducks, points and chances the server answers', async ({ page }) => {
  const answer = (await (await page.request.get('/json-api/duck-hunt/games/1', { headers: XHR })).json()) as { data: { ducks: { kind: string; points: number; chance: number }[] } };
  await page.goto('/en/promo/coin-exchange');
  const section = page.getByTestId('promo-duck-hunt');
  await expect(section.getByRole('heading', { name: 'Duck hunt' })).toBeVisible();
  // Its code and data come only when it is opened.
  await expect(page.getByTestId('duck-hunt-game')).toHaveCount(0);
  await section.getByRole('button', { name: 'Open the duck hunt' }).click();
  const prizes = page.getByTestId('duck-hunt-prize');
  await expect(prizes).toHaveCount(answer.data.ducks.length);
  for (const [i, duck] of answer.data.ducks.entries()) {
    await expect(prizes.nth(i)).toHaveAttribute('data-kind', duck.kind);
    const coins = duck.points / 10_000;
    await expect(prizes.nth(i)).toContainText(`${coins} ${coins === 1 ? 'coin' : 'coins'}`);
    await expect(prizes.nth(i)).toContainText(`Chance ${duck.chance}%`);
  }
  // A visitor may look, not shoot.
  await expect(page.getByTestId('duck-hunt-game')).toContainText('Log in to play');
  await expect(page.getByRole('button', { name: 'Shoot' })).toHaveCount(0);
  // A promo without a duck hunt has no such section.
  await page.goto('/en/promo/grand-lottery');
  await expect(page.getByTestId('promo-status')).toBeVisible();
  await expect(page.getByTestId('promo-duck-hunt')).toHaveCount(0);
});

test('a member whose points history does not load is told so and tries again', async ({ page }) => {
  await signUp(page, 'pbe');
  // Every player is a member of the exchange (no "take part" button), with nothing moved yet.
  await page.route('**/json-api/action-balance-logs?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":"boom"}' }));
  await page.goto('/promo/coin-exchange');
  const failure = page.getByTestId('promo-balance-log-error');
  await expect(failure).toContainText('Не удалось загрузить историю очков.');
  await page.unroute('**/json-api/action-balance-logs?**');
  await failure.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('promo-balance-log-empty')).toBeVisible();
  await expect(failure).toHaveCount(0);
});

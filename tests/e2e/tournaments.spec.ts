import { expect, test } from './fixtures';
import { signUp } from './test-data';

/**
 * Tournament screens (spec play-promos §2, §4, §8) as a visitor and a fresh player sees
 * them: the list in both languages, a tournament page with its table, games and rules, the games
 * search, a series with its podiums, an invitation-only tournament a visitor may not look into, and a
 * paid seat the player cannot afford. The joins (which the
 * join service answers) are in tournaments-join.spec.ts, the live table in tournaments-live.spec.ts.
 */

test('a visitor sees the tournament list in Russian and English, active ones first, and the promotions filter', async ({ page }) => {
  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Турниры' })).toBeVisible();
  const cards = page.getByTestId('tournament-card');
  await expect(cards.first()).toHaveAttribute('data-status', 'active');
  // At most nine at first (spec platform §9), the rest behind "more".
  await expect(cards).toHaveCount(9);
  await page.getByRole('button', { name: 'Показать ещё' }).click();
  expect(await cards.count()).toBeGreaterThan(9);
  const statuses = await cards.evaluateAll((all) => all.map((c) => c.getAttribute('data-status')));
  const order = statuses.map((s) => ['active', 'future', 'past'].indexOf(s ?? ''));
  expect(order).toEqual([...order].sort((a, b) => a - b));
  // A card: prize text, seats of a limited one, the compoint fee of a paid one.
  const sprint = page.locator('[data-slug="daily-spin-sprint"]');
  await expect(sprint.getByText('Призовой фонд', { exact: true })).toBeVisible();
  await expect(sprint.getByTestId('tournament-seats')).toHaveText(/Мест: 100, свободно: \d+/);
  await expect(page.locator('[data-slug="compoint-clash"]').getByText('Вход: 50 компоинтов')).toBeVisible();
  await expect(page.locator('[data-slug="autumn-classic"]')).toHaveAttribute('data-status', 'past');
  // now the promotions filter shows the promotions' cards (promotions-list.spec.ts).
  await page.getByRole('button', { name: 'Акции' }).click();
  await expect(page.getByTestId('promo-card').first()).toBeVisible();

  await page.goto('/en/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(page.locator('[data-slug="daily-spin-sprint"]').getByRole('link', { name: 'Spin Sprint' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://croupier.example/en/tournaments');
});

test('a visitor reads a tournament page, searches its games and is sent to registration to join', async ({ page }) => {
  await page.goto('/tournaments/daily-spin-sprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Спринт вращений' })).toBeVisible();
  await expect(page).toHaveTitle(/Спринт вращений/);
  const leaders = page.getByTestId('tournament-leaders');
  // The head and at least the four seeded rivals (other journeys may have joined since).
  await expect(leaders.getByRole('row').nth(4)).toBeVisible();
  await expect(page.getByText('По сумме ставок')).toBeVisible();
  const games = page.getByRole('list', { name: 'Игры турнира' });
  await expect(games.getByRole('listitem')).toHaveCount(5);
  await page.getByRole('link', { name: /Все игры \(\d+\)/ }).click();
  await expect(page).toHaveURL(/\/tournaments\/daily-spin-sprint\/games$/);
  await page.getByTestId('tournament-games-search').fill('pharao');
  await expect(page.getByRole('list', { name: 'Игры турнира' }).getByRole('listitem')).toHaveCount(1);
  await page.getByTestId('tournament-games-search').fill('no-such-game');
  await expect(page.getByText('Ничего не нашлось')).toBeVisible();

  await page.goto('/en/tournaments/daily-spin-sprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Spin Sprint' })).toBeVisible();
  await page.getByTestId('tournament-join').click();
  await expect(page).toHaveURL(/\/en\/registration\?redirect=%2Fen%2Ftournaments%2Fdaily-spin-sprint/);
});

test('an invitation-only tournament shows a visitor its card and why the rest is hidden; its HTML carries no member', async ({ page, request }) => {
  // Its seeded rivals (tournament-seeds.ts): every visitor shares one copy of the page (ISR, the page cache).
  for (const path of ['/tournaments/high-roller-invitational', '/guest/tournaments/high-roller-invitational', '/en/tournaments/high-roller-invitational']) {
    const html = await (await request.get(path)).text();
    for (const name of ['CrystalBet', 'GoldenOwl']) expect({ path, name, shown: html.includes(name) }).toEqual({ path, name, shown: false });
    expect(html).not.toContain('data-testid="tournament-leaders"');
    expect(html).toContain('data-testid="tournament-blocked"');
  }
  await page.goto('/tournaments/high-roller-invitational');
  await expect(page.getByRole('heading', { level: 1, name: 'Турнир по приглашениям' })).toBeVisible();
  await expect(page.getByText('Турнир только для приглашённых игроков')).toBeVisible();
  await expect(page.getByText('Таблицу лидеров видят только приглашённые игроки.')).toBeVisible();
  await expect(page.getByText('Игры турнира видят только приглашённые игроки.')).toBeVisible();
  await expect(page.getByTestId('tournament-leaders')).toHaveCount(0);
  // A visitor may be invited: the login comes back here.
  await expect(page.getByRole('link', { name: 'Вас пригласили? Войдите' }).first()).toHaveAttribute('href', /\/login\?redirect=%2Ftournaments%2Fhigh-roller-invitational$/);
  await page.goto('/tournaments/high-roller-invitational/games');
  await expect(page.getByText('Игры турнира видят только приглашённые игроки.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Игры турнира' })).toHaveCount(0);
});

test('a series page shows its standings and a podium for each past tournament', async ({ page }) => {
  await page.goto('/tournaments/series/weekly-race');
  await expect(page.getByRole('heading', { level: 1, name: 'Недельная гонка' })).toBeVisible();
  await expect(page.getByTestId('series-leaders').getByRole('row').nth(1)).toBeVisible();
  const podium = page.getByTestId('series-podium').first();
  await expect(podium).toContainText('Недельная гонка: этап 1');
  await expect(podium.getByText('1 место')).toBeVisible();
  await expect(page.getByTestId('tournament-card')).not.toHaveCount(0);
});

test('a paid seat a fresh player cannot afford shows the missing compoints, a way to get more and Back', async ({ page }) => {
  await signUp(page, 'tcp');
  await page.goto('/tournaments/compoint-clash');
  await page.getByRole('button', { name: 'Купить место за 50 компоинтов' }).click();
  const modal = page.getByRole('dialog', { name: 'Не хватает компоинтов' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Не хватает: 50 компоинтов')).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Получить компоинты' })).toHaveAttribute('href', '/compoints');
  await modal.getByRole('button', { name: 'Назад' }).click();
  await expect(modal).toHaveCount(0);
  // The compoint tournaments of the player's compoints page list it.
  await page.goto('/compoints/tournaments');
  await expect(page.locator('[data-slug="compoint-clash"]')).toBeVisible();
  await expect(page.locator('[data-slug="daily-spin-sprint"]')).toHaveCount(0);
});

test('the tournament screens fit a 320 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/tournaments', '/tournaments/daily-spin-sprint', '/tournaments/daily-spin-sprint/games', '/tournaments/series/weekly-race']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
});

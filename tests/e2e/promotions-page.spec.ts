import { expect, test } from './fixtures';
import { depositFiveHundred, playRealRounds, signUp, STEADY_GAME } from './test-data';

/**
 * The promo page /promo/{slug} (spec play-promos §2 "Promo page", §4, §6): what a guest
 * reads in the server's page, a player's exchange paid by points earned in real rounds, and a
 * high-five between two players that the receiver is told of.
 */

test.describe('a guest', () => {
  for (const { prefix, prizes, rules, participants, pool } of [
    { prefix: '', prizes: 'Призы', rules: 'Правила', participants: 'Участники', pool: 'Призовой фонд' },
    { prefix: '/en', prizes: 'Prizes', rules: 'Rules', participants: 'Participants', pool: 'Prize pool' },
  ]) {
    test(`reads the lottery and the exchange with prizes, rules, participants and the pool (${prefix || '/ru'})`, async ({ page }) => {
      for (const slug of ['grand-lottery', 'coin-exchange']) {
        await page.goto(`${prefix}/promo/${slug}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: prizes, exact: true })).toBeVisible();
        await expect(page.getByTestId('promo-prize').first()).toBeVisible();
        await expect(page.getByRole('heading', { name: rules, exact: true })).toBeVisible();
        await expect(page.getByTestId('promo-rules').locator('p').first()).not.toBeEmpty();
        await expect(page.getByRole('heading', { name: participants, exact: true })).toBeVisible();
        // The table is the members' (spec §6): a visitor is told to log in and take part instead.
        await expect(page.getByTestId('promo-participants-closed')).toHaveAttribute('data-reason', 'unauthorized');
        await expect(page.getByTestId('promo-participant')).toHaveCount(0);
        // The lottery has a prize pool; the exchange has none (its prizes are priced in coins).
        if (slug === 'grand-lottery') await expect(page.getByTestId('promo-pool')).toContainText(pool);
        else await expect(page.getByTestId('promo-pool')).toHaveCount(0);
        await expect(page.getByTestId('promo-status')).toHaveAttribute('data-status', 'active');
        // A visitor is asked to register or log in, coming back here.
        await expect(page.getByTestId('promo-guest-cta').getByRole('link').first()).toHaveAttribute('href', new RegExp(`redirect=${encodeURIComponent(`${prefix}/promo/${slug}`)}$`));
      }
      // The exchange's prizes are priced in its coins, with the plural of the number.
      await expect(page.getByTestId('promo-prize').first()).toContainText(prefix ? '10 coins' : '10 монет');
    });
  }

  test('sees a past lottery’s winners; the winners modal opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/promo/summer-lottery');
    await expect(page.getByTestId('promo-status')).toHaveAttribute('data-status', 'past');
    const winners = page.getByTestId('promo-winners');
    await expect(winners.getByRole('listitem')).toHaveCount(4);
    const open = page.getByTestId('promo-winners-open');
    await open.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Победители' });
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('promo-winners-modal').getByRole('listitem')).toHaveCount(4);
    await expect(modal).toContainText('Летняя лотерея');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(open).toBeFocused();
    // And with its own close button.
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect(modal).toHaveCount(0);
  });

  test('gets the page with its metadata, and the guest copy canonical to it', async ({ page }) => {
    await page.goto('/en/promo/grand-lottery');
    await expect(page).toHaveTitle(/The grand lottery/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://croupier.example/en/promo/grand-lottery');
    await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute('href', 'https://croupier.example/it/promo/grand-lottery');
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/en/promo');
    await page.goto('/guest/promo/coin-exchange');
    await expect(page.getByRole('heading', { level: 1, name: 'Обмен монет' })).toBeVisible();
    await expect(page.getByTestId('promo-participants-closed')).toContainText('Войдите и участвуйте в акции, чтобы видеть участников.');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://croupier.example/promo/coin-exchange');
  });

  test('the guest copy’s HTML invites to log in or register before any script runs', async ({ request }) => {
    const html = await (await request.get('/guest/promo/coin-exchange')).text();
    expect(html).toContain('data-testid="promo-guest-cta"');
    expect(html).toContain('Участвуйте в акции');
  });

  test('no page of a running promo carries its participants’ names in its HTML, which every visitor shares', async ({ request }) => {
    // The seeded rivals are this promo's participants (promotion-seeds.ts); the page cache serves one copy to all.
    for (const path of ['/promo/coin-exchange', '/guest/promo/coin-exchange', '/en/promo/grand-lottery']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('data-testid="promo-participants"');
      for (const name of ['LuckyFox', 'SpinQueen', 'NordicAce']) expect({ path, name, shown: html.includes(name) }).toEqual({ path, name, shown: false });
    }
  });

  test('reads a promo without a template as a static page; an unknown slug is 404', async ({ page }) => {
    await page.goto('/promo/vip-club');
    await expect(page.getByTestId('promo-static')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'VIP-клуб' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Участвовать' })).toHaveCount(0);
    await expect(page.getByTestId('promo-participants')).toHaveCount(0);
    const missing = await page.goto('/promo/no-such-promo');
    expect(missing?.status()).toBe(404);
  });
});

test('a player earns coins in real rounds and exchanges them for a gift', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page, 'pex');
  for (let i = 0; i < 3; i += 1) await depositFiveHundred(page);
  // The lottery open in another tab the whole time: its prize pool (1 % of every real-money win) ticks live.
  const watcher = await page.context().newPage();
  await watcher.goto('/promo/grand-lottery');
  const pool = watcher.getByTestId('promo-pool');
  const poolBefore = await pool.textContent();
  // 50 stakes of 100 ₽ at 1 coin per 500 ₽: 10 coins, and more for the wins; 20 compoints cost 10.
  await playRealRounds(page, 50, 10_000, STEADY_GAME);
  await expect(pool).not.toHaveText(poolBefore ?? '', { timeout: 15_000 });
  await watcher.close();

  await page.goto('/promo/coin-exchange');
  await expect(page.getByTestId('promo-points')).toHaveText(/^(1\d) монет/);
  const prize = page.getByTestId('promo-prize').filter({ hasText: '20 компоинтов' });
  await prize.getByTestId('promo-exchange').click();
  const confirm = page.getByRole('dialog', { name: 'Обменять на «20 компоинтов»?' });
  await expect(confirm).toContainText('10 монет');
  const exchanges: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/exchange')) exchanges.push(r.url());
  });
  await confirm.getByRole('button', { name: 'Обменять' }).dblclick();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('Приз «20 компоинтов» добавлен к вашим компоинтам')).toBeVisible();
  await expect(prize.getByText('Получен')).toBeVisible();
  await expect(page.getByTestId('promo-received')).toContainText('20 компоинтов');
  expect(exchanges).toHaveLength(1);

  // A prize it cannot afford: the points missing.
  const cash = page.getByTestId('promo-prize').filter({ hasText: '1 000 ₽ бонусом' });
  await cash.getByTestId('promo-exchange').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Обменять' }).click();
  const refusal = page.getByRole('dialog', { name: 'Не хватает очков для обмена.' });
  await expect(refusal).toContainText(/Не хватает: \d[\d\s]* монет/);
  await refusal.getByRole('button', { name: 'Закрыть' }).last().click();

  // The compoints (50 stakes of dice earn none of their own) are in the shop's balance.
  await page.goto('/compoints');
  await expect(page.getByTestId('compoints-balance')).toHaveText(/^20 /);
});

test('a member high-fives another from the table; the other is told in the notifications', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The receiver needs the table's 5 coins: 25 stakes of 100 ₽ bring 5, and the wins more.
  const receiver = await browser.newContext({ locale: 'ru-RU' });
  const other = await receiver.newPage();
  const nick = await signUp(other, 'phr');
  await depositFiveHundred(other);
  await depositFiveHundred(other);
  await playRealRounds(other, 25, 10_000, STEADY_GAME);
  await other.goto('/promo/coin-exchange');
  await other.getByTestId('promo-participants-search').fill(nick);
  await expect(other.locator('[data-its-me]')).toHaveCount(1);
  const unread = async () => Number((await other.getByTestId('notices-unread').textContent().catch(() => '0')) || 0);
  const before = await unread();

  await signUp(page, 'phg');
  // High-fives reward players who made a real deposit (lib/platform/promotions/reward-gates.ts).
  await depositFiveHundred(page);
  // A lottery with the participate button: pressing it makes the player a member.
  await page.goto('/promo/grand-lottery');
  await page.getByTestId('promo-participate').click();
  await expect(page.getByTestId('promo-player')).toContainText('Вы участвуете');
  await expect(page.getByTestId('promo-points')).toHaveText('0 билетов');

  // A second tab opened before the high-five still offers it.
  const stale = await page.context().newPage();
  for (const tab of [page, stale]) {
    await tab.goto('/promo/coin-exchange');
    await tab.getByTestId('promo-participants-search').fill(nick);
    await expect(tab.getByTestId('promo-participant').filter({ hasText: nick })).toHaveCount(1);
  }
  const row = page.getByTestId('promo-participant').filter({ hasText: nick });
  await row.getByRole('button', { name: `Дать пять игроку ${nick}` }).click();
  await expect(row.getByTestId('promo-high-fived')).toHaveText('Пять дано');

  // After a reload the row still says so: the server lists today's high-fives.
  await page.reload();
  await page.getByTestId('promo-participants-search').fill(nick);
  await expect(row.getByTestId('promo-high-fived')).toHaveText('Пять дано');

  // The stale tab tries again: refused, once a day to the same player, and then marked.
  const staleRow = stale.getByTestId('promo-participant').filter({ hasText: nick });
  await staleRow.getByRole('button', { name: `Дать пять игроку ${nick}` }).click();
  await expect(stale.getByTestId('promo-high-five-error')).toHaveText('Сегодня вы уже давали пять этому игроку. Попробуйте завтра.');
  await expect(staleRow.getByTestId('promo-high-fived')).toHaveText('Пять дано');

  await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(before);
  await receiver.close();
});

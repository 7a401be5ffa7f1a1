import { expect, test } from './fixtures';
import { signUp, XHR } from './test-data';

/**
 * A producer's free bet, as a player meets it: the seeded promo code FREEBET brings a free bet on
 * Velvet Dice games; its card in the Gifts tab says what it gives and links to the producer's
 * games; activated, a table game of that producer offers the free bet first, rolls it at the gift's
 * stake whatever the balance, and then plays for money; the gift is used.
 */
test('a free bet from a promo code is activated in the Gifts tab and rolled on a table game of its producer', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, 'fb');
  const redeemed = await page.request.post('/json-api/coupon-codes/activate', { headers: XHR, data: { code: 'FREEBET' } });
  expect(redeemed.status()).toBe(200);

  await page.goto('/profile/gifts');
  const card = page.getByTestId('gift-card').filter({ hasText: 'Фрибет в играх Velvet Dice' });
  await expect(card).toHaveAttribute('data-state', 'received');
  await expect(card).toContainText('Фрибет на 50,00');
  const place = card.getByRole('link', { name: 'Выбрать игру провайдера' });
  await expect(place).toHaveAttribute('href', '/producers/velvet-dice');
  await card.getByTestId('gift-action').click();
  await expect(card).toHaveAttribute('data-state', 'activated');

  await place.click();
  await expect(page).toHaveURL(/\/producers\/velvet-dice$/);

  const run = await page.request.post('/json-api/eapi/game-run/lucky-dice', { headers: XHR, data: { platform: 'desktop', type: 'real' } });
  const info = ((await run.json()) as { data: { run_url: string; free_spins: { left: number; stake: number; kind: string } | null } }).data;
  expect(info.free_spins).toEqual({ left: 1, stake: 5_000, kind: 'bet' });
  await page.goto(info.run_url);
  const badge = page.getByTestId('free-spins');
  await expect(badge).toContainText('Фрибет');
  await expect(page.getByTestId('stake')).toHaveText(/50,00\s₽/);
  const roll = page.getByTestId('roll');
  await expect(roll).toHaveText('Фрибет');
  // A new player has no money: the free bet plays all the same.
  await roll.click();
  await expect(badge).toHaveCount(0);
  await expect(roll).toHaveText('Бросить');

  const gifts = (await (await page.request.get('/json-api/user-gifts', { headers: XHR })).json()) as { data: { data: { type: string; state: string; spinsLeft: number | null }[] } };
  expect(gifts.data.data.find((g) => g.type === 'freebet')).toMatchObject({ state: 'used', spinsLeft: 0 });
});

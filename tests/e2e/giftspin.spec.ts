import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PLAYER as DEMO, XHR } from './test-data';

/**
 * Free spins: the demo player's seeded giftspin (ten rounds of cherry-blaze at 10,00 ₽,
 * lib/platform/seed/demo-gifts.ts) is activated through the gifts' activation call; the slot page
 * then shows the free spins, plays one at the gift's stake without touching the money, and the
 * counter drops.
 */

async function bearer(request: APIRequestContext): Promise<string> {
  const login = await request.post('/json-api/login', { headers: XHR, data: { login: DEMO.email, password: DEMO.password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

test('the demo player activates free spins, opens the slot, plays one and the counter drops', async ({ page, request }) => {
  const token = await bearer(request);
  const auth = { ...XHR, Authorization: `Bearer ${token}` };
  const gifts = (await (await request.get('/json-api/user-gifts', { headers: auth })).json()) as { data: { data: { id: number; type: string; state: string }[] } };
  const giftspin = gifts.data.data.find((gift) => gift.type === 'giftspin' && gift.state === 'received');
  expect(giftspin).toBeDefined();
  expect((await request.put(`/json-api/gifts/activate/${giftspin!.id}`, { headers: auth })).status()).toBe(200);

  const run = await request.post('/json-api/eapi/game-run/cherry-blaze', { headers: auth, data: { platform: 'desktop', type: 'real' } });
  const info = ((await run.json()) as { data: { run_url: string; free_spins: { left: number; stake: number; kind: string } | null } }).data;
  expect(info.free_spins).toEqual({ left: 10, stake: 1_000, kind: 'spins' });

  await page.goto(info.run_url);
  const badge = page.getByTestId('free-spins');
  await expect(badge).toContainText('Бесплатные вращения: осталось 10');
  await expect(page.getByTestId('stake')).toHaveText(/10,00\s₽/);
  const balance = await page.getByTestId('balance').textContent();
  const spin = page.getByTestId('spin');
  await expect(spin).toHaveText('Бесплатно');
  await spin.click();
  await expect(badge).toContainText('Бесплатные вращения: осталось 9');
  // The stake was the house's: the real-money part did not drop by 10,00 ₽ (a win may only add bonus money).
  await expect(spin).toBeEnabled();
  const after = await page.getByTestId('balance').textContent();
  const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
  expect(amount(after)).toBeGreaterThanOrEqual(amount(balance));
});

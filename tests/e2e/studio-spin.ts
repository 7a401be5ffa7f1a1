import { expect, type FrameLocator, type Page, type Request } from '@playwright/test';

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const isRound = (request: Request) => request.url().includes('/json-api/studio/rounds') && request.method() === 'POST';

/**
 * Spins the studio slot in `page`'s game frame once and answers the balance (minor units) the
 * server settled, once the game shows it. When no round is answered, the failure says what the
 * browser saw: no round sent (the tap was lost), the request failing (and why), or still in
 * flight, with the game's own error line. A journey that rarely stalls here (seen only under the
 * whole suite's load) then says where it stalled.
 */
export async function spinOnce(page: Page, frame: FrameLocator): Promise<number> {
  const seen: string[] = [];
  const onRequest = (request: Request) => {
    if (isRound(request)) seen.push(`sent at ${new Date().toISOString()}`);
  };
  const onFailed = (request: Request) => {
    if (isRound(request)) seen.push(`failed: ${request.failure()?.errorText ?? 'unknown'}`);
  };
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  try {
    const answer = page.waitForResponse((r) => isRound(r.request()), { timeout: 30_000 });
    await frame.getByTestId('spin').click();
    const response = await answer.catch(async (error: unknown) => {
      const alert = await frame.getByRole('alert').allTextContents().catch(() => []);
      throw new Error(`no round answered 30 s after the spin (${seen.length ? seen.join('; ') : 'no round request sent'}; the game says: ${alert.join(' ') || 'nothing'})`, { cause: error });
    });
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { balance: { amount: number } } };
    // The game shows the settled balance once its animation ends (in kopecks: digits only).
    await expect.poll(async () => digits(await frame.getByTestId('balance').textContent()), { timeout: 15_000 }).toBe(data.balance.amount);
    return data.balance.amount;
  } finally {
    page.off('request', onRequest);
    page.off('requestfailed', onFailed);
  }
}

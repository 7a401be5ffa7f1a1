import { expect, test, type FrameLocator, type Page, type Request } from '@playwright/test';

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const isRound = (request: Request) => request.url().includes('/json-api/studio/rounds') && request.method() === 'POST';
/** A tap that sends nothing within this is taken as lost (the round request leaves at once). */
const LOST_TAP_MS = 5_000;

/**
 * What covers the spin button in the site's page: the element at the button's centre, seen from
 * the page that frames the game (a toast sliding in over the game's controls, a loader…).
 */
async function whatCoversSpin(page: Page, frame: FrameLocator): Promise<string> {
  const box = await frame.getByTestId('spin').boundingBox().catch(() => null);
  if (!box) return 'the spin button is gone';
  return page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return 'nothing';
    const id = hit.closest('[data-testid]')?.getAttribute('data-testid');
    return `${hit.tagName.toLowerCase()}${id ? ` in [data-testid=${id}]` : ''}: ${(hit.textContent ?? '').trim().slice(0, 80)}`;
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

type TapLog = { __taps?: string[] };

/** Records, inside the game's document, the pointer and click events of the next tap. */
async function watchTaps(frame: FrameLocator): Promise<void> {
  await frame.getByTestId('spin').evaluate((button) => {
    const log = window as unknown as TapLog;
    const first = log.__taps === undefined;
    log.__taps = [];
    if (!first) return;
    document.addEventListener('pointerdown', (e) => log.__taps?.push(`pointerdown on ${(e.target as Element).tagName}.${(e.target as Element).className}`), { capture: true });
    document.addEventListener('click', (e) => log.__taps?.push(`click on ${(e.target as Element).tagName} (spin ${(button as HTMLButtonElement).disabled ? 'disabled' : 'enabled'}, ${button.isConnected ? 'in the page' : 'detached'})`), { capture: true });
  });
}

async function tapsSeen(frame: FrameLocator): Promise<string> {
  const taps = await frame.locator('body').evaluate(() => (window as unknown as TapLog).__taps ?? []).catch(() => []);
  return taps.join(', ') || 'no event';
}

/**
 * Spins the studio slot in `page`'s game frame once and answers the balance (minor units) the
 * server settled, once the game shows it. A tap that sends no round within LOST_TAP_MS is tapped
 * again, as a player would, and the test is annotated with what covered the button (rarely seen
 * under the whole suite's load: Playwright checks the button is uncovered, then taps, and
 * something can slide in between). When no round is answered, the failure says what the browser
 * saw: no round sent, the request failing (and why), or still in flight, with the game's own
 * error line.
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
    let tappedAgain = false;
    const answer = page.waitForResponse((r) => isRound(r.request()), { timeout: 30_000 });
    await watchTaps(frame);
    await frame.getByTestId('spin').click();
    const sent = await expect.poll(() => seen.length, { timeout: LOST_TAP_MS }).toBeGreaterThan(0).then(() => true, () => false);
    // A disabled button means the game took the tap (its round is under way): never a second round.
    if (!sent && seen.length === 0 && (await frame.getByTestId('spin').isEnabled())) {
      const cover = `${await whatCoversSpin(page, frame)}; in the frame: ${await tapsSeen(frame)}`;
      const description = `the spin sent no round within ${LOST_TAP_MS} ms; at the button now: ${cover}`;
      test.info().annotations.push({ type: 'lost tap', description });
      console.warn(`lost tap: ${description}`);
      await frame.getByTestId('spin').click();
      tappedAgain = true;
    }
    const response = await answer.catch(async (error: unknown) => {
      const alert = await frame.getByRole('alert').allTextContents().catch(() => []);
      const cover = `${await whatCoversSpin(page, frame)}; in the frame: ${await tapsSeen(frame)}`;
      throw new Error(`no round answered 30 s after the spin (${seen.length ? seen.join('; ') : `no round request sent${tappedAgain ? ', tapped twice' : ''}`}; at the button: ${cover}; the game says: ${alert.join(' ') || 'nothing'})`, { cause: error });
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

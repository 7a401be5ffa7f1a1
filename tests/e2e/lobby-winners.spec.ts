import type { Page } from '@playwright/test';
import { formatMoney } from '../../lib/domain/money';
import { expect, test } from './fixtures';
import { depositFiveHundred, signUp, siteRoomJoined, XHR } from './test-data';

/**
 * The lobby's winners list comes from real wins, live: a player's real-money big win appears at
 * the top of another visitor's (a guest's) lobby list without a reload, the nickname masked, the
 * list keeping its length. The e2e server counts a win of 1.5 times the stake as big
 * (WINNERS_MIN_MULTIPLE, playwright.config.ts), so a dice round "under 49.50" (about twice the
 * stake, one round in two) is one; the journeys' steady rounds ("under 90.00", 1.07 times) never are.
 */
const DICE = { slug: 'sic-bo-deluxe', target: 4_950, direction: 'under' } as const;
const BET = 1_000;

/** Real-money dice rounds through the game frame's own calls until one is a big win; answers its win. */
async function playUntilBigWin(page: Page): Promise<number> {
  const run = await page.request.post(`/json-api/eapi/game-run/${DICE.slug}`, { headers: XHR, data: { platform: 'desktop', type: 'real' } });
  expect(run.status(), 'the game starts').toBe(200);
  const { runToken } = ((await run.json()) as { data: { runToken: string } }).data;
  // One round in two wins: 40 rounds all losing would be a one in a trillion run.
  for (let i = 0; i < 40; i += 1) {
    const round = await page.request.post('/json-api/studio/rounds', { headers: XHR, data: { runToken, roundId: crypto.randomUUID(), bet: BET, target: DICE.target, direction: DICE.direction } });
    expect(round.status(), `round ${i + 1}`).toBe(200);
    const { win } = ((await round.json()) as { data: { win: number } }).data;
    if (win >= 1.5 * BET) return win;
  }
  throw new Error('no big win in 40 rounds');
}

test('a real big win appears in a guest’s lobby list live, masked, the list keeping its length', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const guest = await browser.newContext();
  const lobby = await guest.newPage();
  try {
    const joined = siteRoomJoined(lobby);
    await lobby.goto('/');
    const list = lobby.getByTestId('lobby-winners');
    await expect(list).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
    await joined;
    const items = list.getByRole('listitem');
    const before = await items.count();
    // Marks this document: a reload would lose it.
    await lobby.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const nick = await signUp(page, 'wnr');
    await depositFiveHundred(page);
    const win = await playUntilBigWin(page);

    const masked = `${nick.slice(0, 3)}***`;
    const shown = items.filter({ hasText: masked }).filter({ hasText: formatMoney(win, 'RUB', 'ru') });
    await expect(shown).toHaveCount(1, { timeout: 15_000 });
    await expect(list).not.toContainText(nick);
    // A full list stays full; a shorter one grows by the win (other journeys may win meanwhile).
    if (before === 30) await expect(items).toHaveCount(30);
    else expect(await items.count()).toBeGreaterThan(before);
    expect(await lobby.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await guest.close();
  }
});

import { expect, test } from './fixtures';
import { spinOnce } from './studio-spin';
import { depositFiveHundred, signUp } from './test-data';

/**
 * The live table: a player joins a free tournament, plays real rounds of one of its
 * games in one tab and watches its page in another; their row appears and moves without a reload.
 * Needs the join service and the round path's scoring.
 */
test('a member plays real rounds and sees the table move live', async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUp(page, 'tlv');
  await depositFiveHundred(page);
  // A tournament without a bet restriction: the frame's first stake (0.20) is below daily-spin-sprint's minimum.
  await page.goto('/tournaments/weekly-race-2');
  await page.getByRole('button', { name: 'Участвовать', exact: true }).click();
  await expect(page.getByTestId('tournament-member-mark')).toBeVisible();
  const mine = page.getByTestId('tournament-leaders').locator('[data-its-me]');
  const scoreOf = async () => Number(((await mine.locator('td').last().textContent()) ?? '').replace(/\D/g, ''));
  await expect(mine).toHaveCount(1);
  const before = await scoreOf();

  const game = await context.newPage();
  await game.goto('/play/cherry-blaze');
  const frame = game.frameLocator('[data-testid="game-iframe"]');
  await expect(frame.getByTestId('studio-game')).toBeVisible();
  for (let i = 0; i < 3; i += 1) await spinOnce(game, frame);
  // The tournament tab was never reloaded: the room's update moved the row.
  await expect.poll(scoreOf, { timeout: 15_000 }).toBeGreaterThan(before);
  await expect(page.getByTestId('tournament-opponents').locator('[data-its-me]')).toHaveCount(1);
});

import type { GameDto } from '../../lib/domain/catalog/catalog-types';
import { expect, test } from './fixtures';
import { siteRoomJoined } from './test-data';

/**
 * The producers' players online are live (spec platform §3 "playersOnline (updated live)"): a
 * visitor's lobby shows a provider's count rise when someone else opens one of its games, and
 * fall when they close it. The lobby shows the count of now even when its HTML is an older copy.
 * Tidewater's games are played by no other journey (and none takes the whole window), so nothing
 * else moves its count meanwhile.
 */
const PRODUCER = 'tidewater';

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test("a visitor's lobby shows a provider's players online rise when a player opens one of its games, and fall when it is closed", async ({ browser, request }) => {
  const answer = await request.get(`/json-api/v2/games?filter[producer]=${PRODUCER}&limit=50`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { data: GameDto[] } };
  const game = data.data.find((g) => g.has_demo_mode && !g.disabled);
  if (!game) throw new Error(`${PRODUCER} has no game a guest can open in the frame`);

  const visitor = await browser.newContext();
  const player = await browser.newContext();
  try {
    const lobby = await visitor.newPage();
    const joined = siteRoomJoined(lobby);
    await lobby.goto('/');
    await joined;
    const provider = lobby.locator(`a[href="/producers/${PRODUCER}"]`);
    await expect(provider).toBeVisible();
    const count = provider.getByText(/онлайн$/);
    // No count shown is 0. Read in one look: count() and then textContent() raced the count's
    // removal, and textContent() then waited for an element that never came back until the poll
    // gave up, with 1 as its last value.
    const shown = async () => {
      const [text] = await count.allTextContents();
      return text === undefined ? 0 : digits(text);
    };
    // The server's count now: the lobby's HTML may be a copy made up to a minute ago, and joining
    // room site brings the counts of now.
    const listed = await request.get('/json-api/v2/categories?filter[type]=producer');
    const producers = ((await listed.json()) as { data: { data: Array<{ slug: string; playersOnline?: number }> } }).data.data;
    const before = producers.find((p) => p.slug === PRODUCER)?.playersOnline ?? 0;
    await expect.poll(shown).toBe(before);

    const play = await player.newPage();
    await play.goto(`/play/${game.slug}`);
    await expect(play.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-game')).toBeVisible();

    await expect.poll(shown, { timeout: 20_000 }).toBe(before + 1);

    // Closed in the frame: the server is told at once, not ten minutes after the last round.
    await play.getByRole('button', { name: /^Закрыть игру «/ }).click();
    await expect.poll(shown, { timeout: 20_000 }).toBe(before);
  } finally {
    await visitor.close();
    await player.close();
  }
});

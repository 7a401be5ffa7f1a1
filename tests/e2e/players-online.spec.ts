import type { Frame, Page, WebSocket } from '@playwright/test';
import type { GameDto } from '../../lib/domain/catalog-types';
import { expect, test } from './fixtures';

/**
 * The producers' players online are live (spec platform §3 "playersOnline (updated live)"): a
 * visitor's lobby shows a provider's count rise when someone else opens one of its games.
 * Tidewater's games are played by no other journey (and none takes the whole window), so nothing
 * else moves its count meanwhile.
 */
const PRODUCER = 'tidewater';

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/**
 * Resolves once a socket of the page's next document has joined room `site` (the server's
 * `joined`): what is published before never reaches the page. Call it before the navigation.
 */
function siteRoomJoined(page: Page, timeout = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let navigated = false;
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) navigated = true;
    };
    const onSocket = (ws: WebSocket) => {
      if (!navigated) return;
      ws.on('framereceived', (frame) => {
        const payload = String(frame.payload);
        if (!payload.includes('"joined"') || !payload.includes('"site"')) return;
        stop();
        resolve();
      });
    };
    const stop = () => {
      clearTimeout(timer);
      page.off('framenavigated', onNavigated);
      page.off('websocket', onSocket);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no live connection of ${page.url()} joined room site within ${timeout} ms`));
    }, timeout);
    page.on('framenavigated', onNavigated);
    page.on('websocket', onSocket);
  });
}

test("a visitor's lobby shows a provider's players online rise when a player opens one of its games", async ({ browser, request }) => {
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
    const shown = async () => ((await count.count()) === 0 ? 0 : digits(await count.textContent()));
    const before = await shown();

    const play = await player.newPage();
    await play.goto(`/play/${game.slug}`);
    await expect(play.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-game')).toBeVisible();

    await expect.poll(shown, { timeout: 20_000 }).toBe(before + 1);
  } finally {
    await visitor.close();
    await player.close();
  }
});

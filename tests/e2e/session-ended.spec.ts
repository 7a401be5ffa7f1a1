import type { WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerNewPlayer } from './test-data';

/**
 * A login that ends elsewhere ends in every tab: the server closes the session's
 * sockets with code 4001, and the browser must not reconnect as that session but show the
 * logged-out site, as after its own logout.
 */
test('logging out in one tab logs the other tab out at once, and its socket stays closed', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await registerNewPlayer(first, 'ws');
  await expect(first.getByTestId('header-account')).toBeVisible();

  const second = await context.newPage();
  const sockets: WebSocket[] = [];
  const registered = new Promise<void>((resolve) => {
    second.on('websocket', (socket) => {
      sockets.push(socket);
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('"register"')) resolve();
      });
    });
  });
  await second.goto('/profile/info');
  await expect(second.getByTestId('header-account')).toBeVisible();
  await registered;

  await first.getByTestId('header-account').getByRole('button', { name: 'Выйти' }).click();
  await expect(first.getByRole('link', { name: 'Войти' })).toBeVisible();

  // The other tab, untouched: its header and its player page turn to a guest's.
  await expect(second.getByTestId('header-account')).toHaveCount(0);
  await expect(second.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  // The header may turn first (the tab hears the logout through the shared session too); the server's close follows at once.
  await expect.poll(() => sockets[0]!.isClosed(), { timeout: 2_000 }).toBe(true);
  // A dropped socket would be opened again by the client's reconnect timer, within RECONNECT_BASE_MS
  // (1 s, lib/client/realtime/realtime-connection.ts) after a first drop; a socket that is never
  // opened leaves no later event to wait for, so three times that, on the page's own clock (the
  // timer's), is the proof that this one is not.
  const closedAt = await second.evaluate(() => performance.now());
  await second.waitForFunction((from) => performance.now() - from >= 3_000, closedAt, { timeout: 30_000 });
  expect(sockets).toHaveLength(1);
  await context.close();
});

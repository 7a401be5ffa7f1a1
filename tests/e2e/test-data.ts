import { expect, type Frame, type Page, type WebSocket } from '@playwright/test';

/** What journeys make up so that each gets a player of its own (accounts are never shared between tests). */

/** A short suffix nobody else in the run has (e-mails, nicknames). */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A fresh Russian mobile number without the country code: 9 and nine random digits. */
export const nationalPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** +7 (9xx) xxx-xx-xx, as the site shows a Russian number. */
export const shownPhone = (n: string) => `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;

/**
 * Registers a new player by e-mail in the registration popup (opened from the slots page, in
 * Russian) and closes the thanks modal; `prefix` marks whose player it is in the nickname, which
 * it answers.
 */
export async function registerNewPlayer(page: Page, prefix: string): Promise<string> {
  const nick = `${prefix}${unique()}`.slice(0, 16);
  await page.goto('/games/slots');
  await page.getByRole('link', { name: 'Регистрация', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Регистрация' });
  await dialog.getByLabel('E-mail').fill(`${nick}@example.com`);
  await dialog.getByLabel('Пароль', { exact: true }).fill('Secret-pass-1');
  await dialog.getByLabel('Дата рождения').fill('1990-03-21');
  await dialog.getByLabel('Никнейм').fill(nick);
  await dialog.getByRole('button', { name: 'Зарегистрироваться', exact: true }).click();
  const thanks = page.getByRole('dialog', { name: 'Добро пожаловать!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Закрыть' }).click();
  await expect(thanks).toHaveCount(0);
  return nick;
}

/** A client address no other journey's player signs up from (TEST-NET-2 and -3 and the benchmark range, at random). */
const journeyAddress = () => `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** The header the site's own calls send (the API answers JSON errors to them). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Registers a new player straight through the registration call (what the popup sends), the
 * session landing in the page's context: for journeys that start from a player and never look at
 * the registration form (registerNewPlayer's, and the accounts specs'). A 503 `busy` of the
 * password-call gate is retried after its Retry-After, as the form does, and the thanks modal is
 * marked seen as a player who closed it. Answers the nickname.
 */
export async function signUp(page: Page, prefix: string): Promise<string> {
  const nick = `${prefix}${unique()}`.slice(0, 16);
  const data = { registration_contact_type: 'email', email: `${nick}@example.com`, password: 'Secret-pass-1', birthday: '1990-03-21', currency: 'RUB', nickname: nick };
  // From an address of its own (the e2e server believes X-Forwarded-For), as players are: accounts
  // that sign up from one address are linked and cannot high-five each other (ARCHITECTURE "Linked accounts").
  const headers = { ...XHR, 'X-Forwarded-For': journeyAddress() };
  for (let attempt = 1; ; attempt += 1) {
    const answer = await page.request.post('/json-api/users/register', { headers, data });
    if (answer.status() === 503 && attempt < 5) {
      await page.waitForTimeout(1_000 * Number(answer.headers()['retry-after'] ?? 1));
      continue;
    }
    expect(answer.status(), `registration of ${nick}: ${await answer.text()}`).toBe(200);
    // The thanks-after-registration modal, which the popup's journey closes, counts as seen.
    expect((await page.request.post('/json-api/users/first-auth/seen', { headers: XHR, data: {} })).status()).toBe(200);
    return nick;
  }
}

/** The seeded demo player (README), for journeys that need its money or compoints. */
export const DEMO_PLAYER = { email: 'demo@croupier.example', password: 'DemoPlayer2026' };

/** Logs the demo player in on the Russian login page. */
export async function logInAsDemo(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO_PLAYER.email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PLAYER.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/** A studio slot: its stakes also earn compoints. */
export const SLOT_GAME = { slug: 'cherry-blaze' } as const;
/**
 * A dice table game played "under 90.00": it wins nine rounds in ten, so a long run of stakes (the
 * experience a level needs, a promo's coins) costs about its edge and almost never runs out of money.
 */
export const STEADY_GAME = { slug: 'sic-bo-deluxe', target: 9_000, direction: 'under' } as const;

/**
 * `rounds` real-money rounds of `bet` (minor units) on a studio game through the game frame's own
 * calls, as fast as the server answers: journeys that need what rounds earn (points, experience,
 * a prize pool) without watching the reels. The game frame itself is play.spec.ts's.
 */
export async function playRealRounds(page: Page, rounds: number, bet: number, game: typeof SLOT_GAME | typeof STEADY_GAME = SLOT_GAME): Promise<void> {
  const { slug, ...extra } = game;
  const run = await page.request.post(`/json-api/eapi/game-run/${slug}`, { headers: XHR, data: { platform: 'desktop', type: 'real' } });
  expect(run.status(), 'the game starts').toBe(200);
  const { runToken } = ((await run.json()) as { data: { runToken: string } }).data;
  for (let i = 0; i < rounds; i += 1) {
    const round = await page.request.post('/json-api/studio/rounds', { headers: XHR, data: { runToken, roundId: crypto.randomUUID(), bet, ...extra } });
    expect(round.status(), `round ${i + 1} of ${rounds}`).toBe(200);
  }
}

/** A paid deposit of 500.00 through the cashbox and the sandbox provider, as a player makes it (Russian site). */
export async function depositFiveHundred(page: Page): Promise<void> {
  await page.goto('/cashbox');
  await page.getByRole('button', { name: /^Пополнить на 500,00/ }).click();
  // The provider's page; when it does not come, the failure says what the cashbox showed.
  await expect(page)
    .toHaveURL(/\/payment-sandbox\//, { timeout: 20_000 })
    .catch(async (error: Error) => {
      const shown = await page.getByTestId('deposit-errors').textContent({ timeout: 1_000 }).catch(() => null);
      throw new Error(`${error.message}\nthe cashbox showed: ${shown || 'no error'}`);
    });
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(page.getByTestId('deposit-outcome')).toHaveAttribute('data-state', 'paid');
}

/**
 * Resolves once the live connection of the page's next document joins the player's room (the
 * server's `registered`). Call it before the navigation that opens the socket; what the server
 * publishes before that moment never reaches the page (only a reconnect makes the views read
 * again).
 */
export function socketRegistered(page: Page, timeout = 30_000): Promise<void> {
  return socketSaid(page, (payload) => payload.includes('"registered"'), "joined the player's room", timeout);
}

/** The same for room `site` (the server's `joined` naming it): the visitors' site-wide news. */
export function siteRoomJoined(page: Page, timeout = 30_000): Promise<void> {
  return socketSaid(page, (payload) => payload.includes('"joined"') && payload.includes('"site"'), 'joined room site', timeout);
}

/**
 * Resolves once a socket of the page's next document receives a frame `said` accepts. Only
 * sockets opened after that navigation commits count (one the old document opened just before
 * it, then closed by it, must not stand in for the new one), and each one's frames are watched
 * from its first (a frame must not slip by between the socket's event and a listener added a tick
 * later: that hung a busy run until the test's own timeout). It gives up with a message after
 * `timeout` ms.
 */
function socketSaid(page: Page, said: (payload: string) => boolean, what: string, timeout: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let navigated = false;
    const onNavigated = (frame: Frame) => {
      if (frame === page.mainFrame()) navigated = true;
    };
    const onSocket = (ws: WebSocket) => {
      if (!navigated) return;
      ws.on('framereceived', (frame) => {
        if (!said(String(frame.payload))) return;
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
      reject(new Error(`no live connection of ${page.url()} ${what} within ${timeout} ms`));
    }, timeout);
    page.on('framenavigated', onNavigated);
    page.on('websocket', onSocket);
  });
}

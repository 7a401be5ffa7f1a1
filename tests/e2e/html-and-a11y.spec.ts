import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUp } from './test-data';

//: the landing pages' (and the API reference's) server HTML passes the W3C Nu HTML checker with no error, and
// axe-core finds no serious or critical violation on those pages, on the open login,
// registration and cashbox popups and on the game page with its frame (and the frame's modal),
// at the narrowest (320 px) and a desktop (1280 px) width.

const PAGES = [
  { name: 'lobby', path: '/' },
  { name: 'category', path: '/games/slots' },
  { name: 'producer', path: '/producers/lucky-lynx' },
  { name: 'game', path: '/play/cherry-blaze' },
  { name: 'static', path: '/rules' },
  { name: 'tournaments', path: '/tournaments' },
  { name: 'tournament', path: '/tournaments/daily-spin-sprint' },
  { name: 'series', path: '/tournaments/series/weekly-race' },
  { name: 'promotions', path: '/promo' },
  { name: 'promo', path: '/promo/grand-lottery' },
  { name: 'guest', path: '/guest' },
  { name: 'login', path: '/login' },
  { name: 'registration', path: '/registration' },
  // The largest document of the site (every call and shared object, about 10,000 elements): two
  // axe runs over it take about a minute on a busy two-core machine.
  { name: 'api reference', path: '/developers/api', budgetMs: 150_000 },
] as const satisfies readonly { name: string; path: string; budgetMs?: number }[];

const WIDTHS = [320, 1280] as const;
const VNU_JAR = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type VnuMessage = { type: string; url?: string; lastLine?: number; message: string; extract?: string };

test('the server HTML of every landing page passes the W3C Nu HTML checker', async ({ request }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'croupier-vnu-'));
  try {
    const files: string[] = [];
    for (const { name, path: pagePath } of PAGES) {
      const answer = await request.get(pagePath);
      expect(answer.status(), pagePath).toBe(200);
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, await answer.text());
      files.push(file);
    }
    // One Java start for all pages; --stdout puts the JSON report where we read it.
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], { encoding: 'utf8' });
    expect(run.error, 'java runs').toBeUndefined();
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages.map((m) => `${path.basename(m.url ?? '?')}: ${m.message} [${(m.extract ?? '').trim()}]`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Waits for running transitions and animations (a popup fading in would be read half transparent). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** axe's serious and critical findings on what the page shows now, one line each. */
async function seriousViolations(page: Page, what: string): Promise<string[]> {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${what}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A page once the browser has taken it over (hydrated, fonts and images in). */
async function open(page: Page, pagePath: string): Promise<void> {
  await page.goto(pagePath);
  await page.waitForLoadState('networkidle');
}

/**
 * axe at each width on what the page shows now: the narrowest first, then the window widened as a
 * tablet turned or a desktop window dragged wider (CSS and the shell's media queries follow; one
 * load serves both widths instead of two).
 */
async function violationsAtEachWidth(page: Page, what: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    found.push(...(await seriousViolations(page, `${what} at ${width} px`)));
  }
  return found;
}

test.describe(`axe at ${WIDTHS.join(' and ')} px`, () => {
  test.use({ viewport: { width: WIDTHS[0], height: 800 } });

  // One test a page: each keeps its own time budget as the list of landing pages grows.
  for (const entry of PAGES) {
    const { name, path: pagePath } = entry;
    test(`the ${name} page has no serious or critical violation`, async ({ page }) => {
      if ('budgetMs' in entry) test.setTimeout(entry.budgetMs);
      await open(page, pagePath);
      expect(await violationsAtEachWidth(page, name)).toEqual([]);
    });
  }

  test('the login and registration popups and the game frame have none', async ({ page }) => {
    // Six axe runs and a game start: under two workers on two cores this takes about a minute.
    test.setTimeout(120_000);
    const found: string[] = [];
    await open(page, '/games/slots');
    await page.getByRole('link', { name: 'Войти', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Вход' })).toBeVisible();
    found.push(...(await violationsAtEachWidth(page, 'login popup')));

    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await open(page, '/games/slots');
    await page.getByRole('link', { name: 'Регистрация', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Регистрация' })).toBeVisible();
    found.push(...(await violationsAtEachWidth(page, 'registration popup')));

    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await open(page, '/play/cherry-blaze');
    await expect(page.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-game')).toBeVisible();
    found.push(...(await violationsAtEachWidth(page, 'game frame')));
    expect(found).toEqual([]);
  });

  test('a player’s cashbox popup and the game frame’s modal have none', async ({ page, context }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    await signUp(page, 'a');
    await open(page, '/profile/balance');
    await page.getByRole('link', { name: 'Пополнить', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Касса' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await violationsAtEachWidth(page, 'cashbox popup')));

    // The game opened in a second tab stops it in the first, which says so in a modal.
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await open(page, '/play/cherry-blaze');
    await expect(page.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-game')).toBeVisible();
    const second = await context.newPage();
    await second.goto('/play/pharaohs-dawn');
    await expect(second.frameLocator('[data-testid="game-iframe"]').getByTestId('studio-game')).toBeVisible();
    await expect(page.getByTestId('game-modal')).toBeVisible();
    found.push(...(await violationsAtEachWidth(page, 'game modal')));
    await second.close();
    expect(found).toEqual([]);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PLAYER, XHR, signUp } from './test-data';

/**
 * An operator's site: a server of its own on an empty database with DEMO_DATA=0 (the journeys'
 * server is the demo) — a new PostgreSQL database when the suite has one (TEST_DATABASE_URL, as
 * an operator runs it), a fresh embedded one otherwise. Every main page answers 200 and shows its empty state — no promotions, no
 * tournaments, no gift to take, no wins yet, no banner — never an error; nothing made up shows
 * anywhere, and the demo player's published login does not exist.
 */
const PORT = Number(process.env.E2E_PORT ?? 3900) + 17;
const BASE = `http://localhost:${PORT}`;
const INVENTED = ['LuckyFox', 'SpinQueen', 'NordicAce', 'RubyRoller', 'MidnightJack', 'CrystalBet', 'GoldenOwl', 'TurboTina', 'DemoPlayer'];

let server: ChildProcess | null = null;
let dataDir = '';
/** The empty PostgreSQL database made for this spec (dropped after it), or null on PGlite. */
let database: { admin: string; name: string; url: string } | null = null;

async function onAdmin(admin: string, statement: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Migrating and seeding a fresh PGlite, then Next's start: well within the journeys' web server's budget.
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'croupier-demo-off-'));
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `croupier_demo_off_${randomBytes(4).toString('hex')}`;
    await onAdmin(admin, `create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    database = { admin, name, url: url.toString() };
  }
  server = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--import', './scripts/server-only-hook.mjs', 'server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      DEMO_DATA: '0',
      // Its rendered pages apart from the journeys' server's: the same build, other data.
      ISR_CACHE_DIR: path.join(dataDir, 'isr'),
      PAGE_RATE_LIMIT: '0',
      TRUST_PROXY: '1',
      REGISTRATIONS_FREE_PER_ADDRESS: '100000',
      REGISTRATIONS_MAX_PER_ADDRESS: '0',
      REGISTRATIONS_FREE_PER_DEVICE: '100000',
      REGISTRATIONS_MAX_PER_DEVICE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const answers = async () => {
    try {
      return (await fetch(`${BASE}/json-api/serverdata`)).status;
    } catch {
      return 0;
    }
  };
  await expect.poll(answers, { timeout: 230_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  const child = server;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (database) await onAdmin(database.admin, `drop database if exists ${database.name} with (force)`);
});

/** A visitor of the operator's site, its promo popup closed as on every journey (global-setup.ts). */
async function operatorsSite(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'ru-RU', serviceWorkers: 'block' });
  const { promoPopup } = ((await (await fetch(`${BASE}/json-api/serverdata`)).json()) as { data: { promoPopup: { updatedAt: number; endAt: number } } }).data;
  await context.addCookies([{ name: 'promo_popup_closed', value: String(promoPopup.updatedAt), domain: 'localhost', path: '/', expires: promoPopup.endAt, sameSite: 'Lax' }]);
  return context.newPage();
}

async function showsNothingInvented(page: Page) {
  const text = await page.locator('body').innerText();
  for (const name of INVENTED) expect(text, `${page.url()} shows ${name}`).not.toContain(name);
}

test('every main page answers 200, not an error', async ({ request }) => {
  for (const p of ['/', '/promo', '/tournaments', '/take/gift', '/games/slots', '/games/allgames', '/winback', '/producers', '/producers/aurora-reels', '/en', '/en/promo', '/en/tournaments', '/it/take/gift', '/guest/promo']) {
    const res = await request.get(`${BASE}${p}`);
    expect({ path: p, status: res.status() }).toEqual({ path: p, status: 200 });
  }
});

test('the lobby has its games and no banner; the winners list waits for real wins', async ({ browser }) => {
  const page = await operatorsSite(browser);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Слоты' })).toBeVisible();
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  await expect(page.getByText('Скоро здесь появятся выигрыши')).toBeVisible();
  await showsNothingInvented(page);
  await page.context().close();
});

test('promotions, tournaments and the gift page show their empty states', async ({ browser }) => {
  const page = await operatorsSite(browser);
  await page.goto('/promo');
  await expect(page.getByText('Сейчас акций нет. Загляните позже!')).toBeVisible();
  await expect(page.getByTestId('promo-card')).toHaveCount(0);
  await page.goto('/tournaments');
  await expect(page.getByText('Сейчас турниров нет. Загляните позже!')).toBeVisible();
  await expect(page.getByTestId('tournament-card')).toHaveCount(0);
  await page.goto('/take/gift');
  await expect(page.getByRole('heading', { level: 1, name: 'Сейчас подарков нет' })).toBeVisible();
  await page.getByRole('link', { name: 'К играм' }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await page.context().close();
});

test('a new player opens the cashbox and an empty shop; the demo player’s published login does not exist', async ({ browser }) => {
  const page = await operatorsSite(browser);
  await signUp(page, 'op');
  await page.goto('/compoints');
  await expect(page.getByText('Сейчас в магазине ничего нет. Загляните позже.')).toBeVisible();
  await page.goto('/cashbox');
  await expect(page.getByRole('tab', { name: 'Пополнить' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Пополнить на / })).toBeVisible();
  // The page's live regions stay empty: no error was announced.
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await showsNothingInvented(page);
  await page.context().close();

  const guest = await operatorsSite(browser);
  const login = await guest.request.post('/json-api/login', { headers: XHR, data: { login: DEMO_PLAYER.email, password: DEMO_PLAYER.password } });
  expect(login.status()).not.toBe(200);
  await guest.context().close();
});

import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the
 * production server that `npm start` runs, with a fresh database seeded for the run.
 */
const PORT = Number(process.env.E2E_PORT ?? 3900);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

export default defineConfig({
  testDir: './tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    // A Russian browser, the site's default audience: next-intl sends a browser asking for
    // another language (Accept-Language or the locale cookie) from / to its prefix (/en).
    locale: 'ru-RU',
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npm start`,
    url: `http://localhost:${PORT}/json-api/serverdata`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      // Every test comes from one address, so the page budget is off here; the 429 decision is
      // unit-tested (tests/unit/proxy-decide.test.ts) and rides the same status rewrite as 451.
      PAGE_RATE_LIMIT: '0',
      CANONICAL_HOST: 'https://croupier.example',
    },
  },
});

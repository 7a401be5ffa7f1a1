import { defineConfig } from '@playwright/test';
import { POPUP_CLOSED_STATE } from './tests/e2e/popup-closed-state';

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
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // After the web server is up: the seeded promo popup's closed cookie for every journey (tests/e2e/popup-closed-state.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [
    { name: 'site', testIgnore: /operator-switches/ },
    // Site-wide switches (rate limit, maintenance) run last, alone, after every journey.
    { name: 'operator-switches', testMatch: /operator-switches/, dependencies: ['site'] },
  ],
  use: {
    // A Russian browser, the site's default audience: next-intl sends a browser asking for
    // another language (Accept-Language or the locale cookie) from / to its prefix (/en).
    locale: 'ru-RU',
    storageState: POPUP_CLOSED_STATE,
    // The production server registers a service worker (lib/client/service-worker); journeys run
    // without it so page.route sees every request. tests/e2e/chat-sw-affiliate.spec.ts allows it.
    serviceWorkers: 'block',
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npm run build -- --if-stale && npm start`,
    url: `http://localhost:${PORT}/json-api/serverdata`,
    // A build from the sources as they are (`npm run build -- --if-stale`) takes minutes on a busy 2-core machine.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      // All journeys come from one address: a budget they never reach, and X-Forwarded-For
      // believed so the 429 test can flood under an address of its own.
      PAGE_RATE_LIMIT: process.env.E2E_PAGE_RATE_LIMIT ?? '2000',
      TRUST_PROXY: '1',
      // The journeys' players sign up from one machine (the form's from one address): no captcha
      // and no daily cap for them (lib/platform/accounts/sign-up-limits.ts; 0 = no cap).
      REGISTRATIONS_FREE_PER_ADDRESS: '100000',
      REGISTRATIONS_MAX_PER_ADDRESS: '0',
      REGISTRATIONS_FREE_PER_DEVICE: '100000',
      REGISTRATIONS_MAX_PER_DEVICE: '0',
      CANONICAL_HOST: 'https://croupier.example',
      // Lets the journeys read SMS codes and e-mail links (app/json-api/dev/outbox): test only.
      OUTBOX_API: '1',
      // The journeys' new players have no operator to approve their identity documents; the
      // payout's document rule has its integration tests (documents.test.ts).
      PAYOUT_REQUIRES_DOCUMENTS: 'off',
      // A win of 1.5 times the stake is a big win for the lobby's winners list (tests/e2e/lobby-winners.spec.ts
      // wins one with a dice round at about twice the stake; the steady rounds of test-data.ts win 1.07 times).
      WINNERS_MIN_MULTIPLE: '1.5',
      // Opens the operator's calls (GET /json-api/operator/vitals) so the route checks reach them.
      OPERATOR_TOKEN: 'e2e-operator-token-0123456789abcdef',
      // A support chat and affiliate tracking (lib/platform/content/config-env.ts) on hosts that
      // exist only in the journeys: page.route answers them (tests/e2e/chat-sw-affiliate.spec.ts).
      CHAT_PROVIDER: 'webim',
      CHAT_SCRIPT_URL: 'http://chat.e2e.test/webim.js',
      MARKETING: '1',
      AFFILIATE_URL: 'http://affiliate.e2e.test/track',
      AFFILIATE_PROJECT: 'croupier-e2e',
    },
  },
});

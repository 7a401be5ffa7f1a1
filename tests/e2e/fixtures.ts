import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { AUTH_HINT_COOKIE } from '../../lib/domain/auth/auth-hint';
import { HYDRATED_MARK } from '../../lib/domain/routing/route-history';

export { expect } from '@playwright/test';

/**
 * Every spec's `test`: Playwright's, whose pages wait after `goto` and `reload` until the framework
 * has hydrated the document. It starts after the page's first paint (scripts/boot-after-paint.ts),
 * which may come after the load event Playwright waits for; before it, a link is a plain link (the
 * login link loads the login page instead of opening its popup) and a button only scripts answer
 * answers only once the page has hydrated, as for a visitor who taps that early.
 */
const HYDRATED = `html[${HYDRATED_MARK}]`;
/**
 * How long a page of the site may take to hydrate: far beyond what a busy two-core machine needs
 * (the framework's files come after the first paint), within a test's own 45 s. A page that has
 * not hydrated by then fails its test, naming the page.
 */
const HYDRATION_WAIT_MS = 30_000;
/**
 * A page of the site's layout (app/[locale]/layout.tsx) carries its auth-hint script, and only
 * such a page sets the hydration mark (components/layout/route-tracker.tsx): a document outside it
 * (the bare 404 of app/not-found.tsx) never hydrates and is not waited for.
 */
const SITE_LAYOUT_SCRIPT = `script:not([src])`;

async function isSitePage(page: Page): Promise<boolean> {
  const cookie = `${AUTH_HINT_COOKIE}=`;
  return page
    .locator(SITE_LAYOUT_SCRIPT)
    .evaluateAll((scripts, needle) => scripts.some((script) => (script.textContent ?? '').includes(needle)), cookie);
}

async function hydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  if (!(await isSitePage(page))) return;
  try {
    await page.locator(HYDRATED).waitFor({ state: 'attached', timeout: HYDRATION_WAIT_MS });
  } catch (error) {
    throw new Error(`${page.url()} never hydrated: <html ${HYDRATED_MARK}> was not set within ${HYDRATION_WAIT_MS / 1000} s of the page loading (${response.status()} ${response.url()})`, {
      cause: error,
    });
  }
}

function waitForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated(page, response);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated(page, response);
    return response;
  };
}

function waitInEveryPage(context: BrowserContext): void {
  context.pages().forEach(waitForHydration);
  context.on('page', waitForHydration);
}

export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, provide) => {
    waitInEveryPage(context);
    await provide(context);
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // Without scripts nothing hydrates: such a journey checks the server's HTML as it is.
        if (options?.javaScriptEnabled !== false) waitInEveryPage(context);
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
});

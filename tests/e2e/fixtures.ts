import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
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
/** A document that never hydrates (the bare 404 page outside the site's layout) is not waited for longer. */
const HYDRATION_WAIT_MS = 10_000;

async function hydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
  await page
    .locator(HYDRATED)
    .waitFor({ state: 'attached', timeout: HYDRATION_WAIT_MS })
    .catch(() => undefined);
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

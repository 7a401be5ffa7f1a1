import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { documentScripts, frameworkRootFiles } from '../../scripts/boot-after-paint';
import { HYDRATED_MARK } from '../../lib/domain/routing/route-history';
import { COMPILE_HINT, REACT_DOM_CLIENT_MARK } from '../../scripts/compile-hints';

/**
 * Landing pages ship no zod (Lighthouse LCP). Only the forms parse in the browser; a
 * schema in a module the game page imports for a type or a constant (lib/domain/games/game-run.ts
 * once) brought zod's 90 KB gzipped to every game page's first load. The e2e server runs from
 * this folder's build, so the page's scripts are read from .next.
 */
const ZOD_MARK = '$ZodAsyncError';

for (const page of ['/', '/games/slots', '/play/cherry-blaze', '/tournaments']) {
  test(`${page} loads no zod in its first scripts`, async ({ request }) => {
    const scripts = documentScripts(await (await request.get(page)).text(), '.next');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((code) => code.includes(ZOD_MARK))).toEqual([]);
  });
}

/**
 * The lobby's first-load JavaScript budget (151.5 KB gzipped, also checked by `npm run bench`):
 * 150 KB until the framework loader of scripts/boot-after-paint.ts (0.55 KB, which moves the
 * framework's 145 KB after the first paint), 151 KB until the code moved into its feature folders,
 * which changed the bundler's module ids: every chunk grew by a few bytes, React DOM's included
 * (+0.4 KB gzipped in all, measured against the build before the moves). And the promo overlays (popup,
 * widget, flying high-fives) out of it: they load after the page.
 */
test('the lobby loads at most 151.5 KB of JavaScript gzipped first, none of it the promo overlays', async ({ request }) => {
  const scripts = documentScripts(await (await request.get('/')).text(), '.next');
  const kb = scripts.reduce((sum, code) => sum + gzipSync(code).length, 0) / 1024;
  console.log(`lobby first-load JS: ${kb.toFixed(1)} KB gzipped`);
  expect(kb).toBeLessThanOrEqual(151.5);
  for (const mark of ['promo_popup_closed', 'promo-widgets/current']) {
    expect(scripts.filter((code) => code.includes(mark))).toEqual([]);
  }
});

/**
 * React DOM's client chunk carries V8's compile hint (scripts/compile-hints.ts), written by the
 * build step `npm start` runs: without it the chunk compiles lazily on the main thread inside the
 * page's longest task.
 */
test('the lobby loads React DOM marked for eager compilation', async ({ request }) => {
  const scripts = documentScripts(await (await request.get('/')).text(), '.next');
  const reactDom = scripts.filter((code) => code.includes(REACT_DOM_CLIENT_MARK));
  expect(reactDom).toHaveLength(1);
  expect(reactDom[0]!.startsWith(COMPILE_HINT)).toBe(true);
});

/**
 * The framework (Next's runtime, router and React DOM) starts after the first contentful paint
 * (scripts/boot-after-paint.ts): none of its files is requested before the page is on screen,
 * and the page then hydrates (the menu button, which only scripts can answer, opens the drawer).
 */
test('the lobby paints before its framework is requested, then hydrates', async ({ page }) => {
  const framework = frameworkRootFiles('.next').map((file) => `/_next/${file}`);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  // A tap before the framework has hydrated the button does nothing (the loader starts it then):
  // tap again until the drawer opens, as a visitor would.
  await expect(async () => {
    await page.getByRole('button', { name: /меню/ }).click();
    await expect(page.getByRole('dialog', { name: 'Разделы сайта' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  const { fcp, starts } = await page.evaluate((paths) => {
    const resources = performance.getEntriesByType('resource');
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      starts: paths.map((p) => resources.find((r) => new URL(r.name).pathname === p)?.startTime ?? null),
    };
  }, framework);
  expect(fcp).not.toBeNull();
  // Every framework file was requested (the page hydrated), none before the first paint.
  expect(starts).not.toContain(null);
  for (const start of starts) expect(start).toBeGreaterThanOrEqual(fcp!);
});

/**
 * A tap before the page has hydrated is not lost: the framework's files are held back here until
 * the visitor has tapped the menu button (which only scripts answer), and once the page hydrates
 * the drawer opens from that one tap (the loader replays it: scripts/boot-after-paint.ts).
 */
test('a tap on the menu before the page hydrates opens the drawer once it has', async ({ page }) => {
  const framework = frameworkRootFiles('.next').map((file) => `/_next/${file}`);
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => framework.includes(url.pathname),
    async (route) => {
      await tapped;
      await route.continue();
    },
  );
  await page.setViewportSize({ width: 412, height: 823 });
  // `commit`: the fixture does not wait for hydration, which cannot come before the tap.
  await page.goto('/', { waitUntil: 'commit' });
  const drawer = page.getByRole('dialog', { name: 'Разделы сайта' });
  await page.getByRole('button', { name: /меню/ }).click();
  await expect(page.locator(`html[${HYDRATED_MARK}]`)).toHaveCount(0);
  await expect(drawer).toBeHidden();
  release();
  await expect(page.locator(`html[${HYDRATED_MARK}]`)).toHaveCount(1, { timeout: 15_000 });
  await expect(drawer).toBeVisible();
  // Opened once, not toggled twice: a second toggle would come with the replayed tap's task, so
  // after a later task and the frames it renders the drawer is still open.
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))));
  await expect(drawer).toBeVisible();
});

/**
 * On a phone the sidebar is a closed drawer: its pages are not prefetched with every page view
 * (they were, a dozen requests, since the hidden drawer lay within Link's viewport margin), and
 * they are reachable once the player opens the menu.
 */
test('a phone does not prefetch the closed drawer’s pages, and the opened drawer leads to them', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const prefetched: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
  });
  await page.goto('/play/cherry-blaze');
  // Link prefetches what is in view once the page is idle: give it the time it takes.
  await page.waitForLoadState('networkidle');
  expect(prefetched.filter((p) => /\/(tournaments|promo)$/.test(p))).toEqual([]);

  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('dialog', { name: 'Разделы сайта' }).getByRole('link', { name: 'Турниры' }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

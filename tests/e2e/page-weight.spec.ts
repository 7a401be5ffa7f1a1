import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { COMPILE_HINT, REACT_DOM_CLIENT_MARK } from '../../scripts/compile-hints';

/**
 * Landing pages ship no zod (issue 10: Lighthouse LCP). Only the forms parse in the browser; a
 * schema in a module the game page imports for a type or a constant (lib/domain/game-run.ts
 * once) brought zod's 90 KB gzipped to every game page's first load. The e2e server runs from
 * this folder's build, so the page's scripts are read from .next.
 */
const ZOD_MARK = '$ZodAsyncError';

for (const page of ['/', '/games/slots', '/play/cherry-blaze', '/tournaments']) {
  test(`${page} loads no zod in its first scripts`, async ({ request }) => {
    const html = await (await request.get(page)).text();
    const scripts = [...new Set([...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(scripts.length).toBeGreaterThan(0);
    const withZod = scripts.filter((src) => readFileSync(path.join('.next', 'static', src.replace('/_next/static/', '')), 'utf8').includes(ZOD_MARK));
    expect(withZod).toEqual([]);
  });
}

/** The scripts a document loads before it runs (noModule polyfills are never loaded by our browsers), as in scripts/bench.ts. */
function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const srcs = tags.map((tag) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1]).filter((src): src is string => !!src);
  return [...new Set(srcs)].map((src) => readFileSync(path.join('.next', 'static', src.replace('/_next/static/', '')), 'utf8'));
}

/**
 * The lobby's first-load JavaScript budget (150 KB gzipped, also checked by `npm run bench`), and
 * the promo overlays (popup, widget, flying high-fives) out of it: they load after the page.
 */
test('the lobby loads at most 150 KB of JavaScript gzipped first, none of it the promo overlays', async ({ request }) => {
  const scripts = firstLoadScripts(await (await request.get('/')).text());
  const kb = scripts.reduce((sum, code) => sum + gzipSync(code).length, 0) / 1024;
  console.log(`lobby first-load JS: ${kb.toFixed(1)} KB gzipped`);
  expect(kb).toBeLessThanOrEqual(150);
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
  const scripts = firstLoadScripts(await (await request.get('/')).text());
  const reactDom = scripts.filter((code) => code.includes(REACT_DOM_CLIENT_MARK));
  expect(reactDom).toHaveLength(1);
  expect(reactDom[0]!.startsWith(COMPILE_HINT)).toBe(true);
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

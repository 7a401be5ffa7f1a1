import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

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

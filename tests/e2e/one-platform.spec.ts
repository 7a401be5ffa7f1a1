import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * The process serving these journeys holds one copy of lib/platform (docs/decisions/0063): Next's
 * bundles require it through @croupier/platform, and lib/platform/process-state.ts refuses to be
 * evaluated a second time. The e2e server runs from this folder's build.
 */
const SERVER_BUILD = path.join('.next', 'server');

/** The source files a build compiled into its server bundles, read from their source maps. */
function compiledSources(dir: string, found = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) compiledSources(full, found);
    else if (entry.name.endsWith('.js.map')) {
      const map = JSON.parse(readFileSync(full, 'utf8')) as { sources?: string[]; sections?: { map: { sources?: string[] } }[] };
      for (const source of [...(map.sources ?? []), ...(map.sections ?? []).flatMap((s) => s.map.sources ?? [])]) found.add(source);
    }
  }
  return found;
}

test("the build compiles none of lib/platform into Next's server bundles", () => {
  const sources = [...compiledSources(SERVER_BUILD)];
  // The control: the bundles do hold our own code (pages, components, lib/domain).
  expect(sources.filter((source) => /(^|\/)components\//.test(source)).length).toBeGreaterThan(0);
  expect(sources.filter((source) => /(^|\/)lib\/platform\//.test(source))).toEqual([]);
});

test('pages, API calls and the hot round route answer from the one copy', async ({ request }) => {
  // Each loads platform modules in a different place: a page, a route handler, the proxy, the
  // custom server's own path. A second copy would refuse to load and the call would answer 500.
  for (const [url, status] of [
    ['/', 200],
    ['/tournaments', 200],
    ['/json-api/v2/games', 200],
    ['/json-api/users/balance', 401],
  ] as const) {
    expect([url, (await request.get(url)).status()]).toEqual([url, status]);
  }
  // The round route the custom server answers itself: refused by the platform's own guard (no
  // same-origin mark), not failed.
  expect((await request.post('/json-api/studio/rounds', { data: {} })).status()).toBe(403);
});

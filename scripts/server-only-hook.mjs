import Module, { createRequire, register } from 'node:module';

/**
 * Loaded with `tsx --import ./scripts/server-only-hook.mjs` (or `node --import`) wherever plain
 * Node runs lib/platform: the custom server and the scripts. The modules of lib/platform start with
 * `import 'server-only'`, whose package throws unless resolved under the `react-server` condition
 * (Next's server bundles are); running Node with that condition would also give React's server
 * build to Next's renderer, so only this one package is pointed at its empty module:
 * - `require('server-only')` (tsx compiles our .ts files to CommonJS): the package's entry is put
 *   in Node's module cache already loaded, with nothing exported, so it never runs;
 * - `import 'server-only'` from an ES module: a resolve hook adds the `react-server` condition for
 *   this specifier only, which selects the package's empty.js.
 */
const require = createRequire(import.meta.url);
const entry = require.resolve('server-only');
const marker = new Module(entry);
marker.filename = entry;
marker.loaded = true;
require.cache[entry] = marker;

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] });
}`),
);

import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes node_modules/@croupier/platform: the package through which Next's server bundles load
 * lib/platform, so that one process holds one copy of it (docs/decisions/0063).
 *
 * Next's bundler compiles whatever it resolves to source into its bundles, once per server
 * runtime; a package under node_modules that is listed in `serverExternalPackages` is left to
 * Node's `require` instead. Each module of lib/platform therefore gets a one-line file here
 * that hands over to the source itself, which the process's TypeScript loader (tsx, the loader
 * server.ts runs under) compiles and caches once, under its own path: the file the custom server
 * imports and the one Next's bundles require are one module.
 *
 * The files are real files, not a symlink to lib/platform (the bundler follows a symlink to its
 * target and bundles it), and they name their target through `load.js` with a computed path, so
 * the bundler's file tracing does not walk into TypeScript it cannot resolve. Written on
 * `npm install` (postinstall), before every build and when the development server starts, so a
 * new module of lib/platform is always listed.
 */
const ROOT = path.resolve(__dirname, '..');
const MODULE = /\.tsx?$/;

/** Every module of lib/platform, as paths relative to it. */
function platformModules(source: string, dir = source, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) platformModules(source, full, found);
    else if (MODULE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path.relative(source, full));
  }
  return found.sort();
}

/** Writes the package of the project at `root` anew; returns how many modules it lists. */
export function writePlatformPackage(root = ROOT): number {
  const packageDir = path.join(root, 'node_modules', '@croupier', 'platform');
  const modules = platformModules(path.join(root, 'lib', 'platform'));
  rmSync(packageDir, { recursive: true, force: true });
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(
    path.join(packageDir, 'load.js'),
    [
      "'use strict';",
      "const path = require('node:path');",
      "const source = path.resolve(__dirname, '../../../lib/platform');",
      '/** The module of lib/platform at `file`, loaded by the process (one copy, whoever asks). */',
      'module.exports = function load(file) {',
      '  return require(path.join(source, file));',
      '};',
      '',
    ].join('\n'),
  );
  const exportsMap: Record<string, string> = {};
  for (const file of modules) {
    const target = path.join(packageDir, file.replace(MODULE, '.js'));
    mkdirSync(path.dirname(target), { recursive: true });
    const loader = path.relative(path.dirname(target), path.join(packageDir, 'load.js'));
    writeFileSync(target, `module.exports = require(${JSON.stringify(loader.startsWith('.') ? loader : `./${loader}`)})(${JSON.stringify(file.split(path.sep).join('/'))});\n`);
    // A folder's index is imported by the folder's name (`@croupier/platform/http`).
    if (path.basename(file).startsWith('index.')) exportsMap[`./${path.dirname(file).split(path.sep).join('/')}`] = `./${file.replace(MODULE, '.js').split(path.sep).join('/')}`;
  }
  exportsMap['./*'] = './*.js';
  writeFileSync(path.join(packageDir, 'package.json'), `${JSON.stringify({ name: '@croupier/platform', version: '0.0.0', private: true, exports: exportsMap }, null, 2)}\n`);
  return modules.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const count = writePlatformPackage();
  console.log(`croupier: node_modules/@croupier/platform lists ${count} modules of lib/platform`);
}

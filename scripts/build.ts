import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { finishBuild } from './finish-build';
import { writePlatformPackage } from './platform-package';

/**
 * `npm run build`, the one place that builds: `next build`, the post-build steps
 * (finish-build.ts), then the hash of every source that went into the build, so the others can
 * tell a build that matches the sources from a stale one without building:
 * - `npm start` (server.ts) builds through here only when there is no build at all, and serves a
 *   stale one with a warning (an operator's deployed build is never rebuilt behind their back);
 * - `npm test`'s browser journeys and `npm run bench` run `npm run build -- --if-stale`, so they
 *   never measure or test yesterday's code.
 */
const ROOT = process.cwd();
// The post-build steps shape the build's output as much as the sources do.
const SOURCES = ['app', 'components', 'lib', 'i18n', 'messages', 'styles', 'public', 'proxy.ts', 'next.config.mjs', 'isr-cache-handler.mjs', 'tsconfig.json', 'tsconfig.next.json', 'scripts/platform-package.ts', 'package.json', 'scripts/build.ts', 'scripts/finish-build.ts', 'scripts/compile-hints.ts', 'scripts/boot-after-paint.ts'];
const SKIP = new Set(['generated', 'node_modules', '.next', '.data']);
const HASH_FILE = path.join(ROOT, '.next', 'croupier-source-hash');

function walk(entry: string, files: string[]): void {
  if (!existsSync(entry)) return;
  const st = statSync(entry);
  if (st.isFile()) {
    files.push(entry);
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIP.has(name)) continue;
    walk(path.join(entry, name), files);
  }
}

function sourceHash(): string {
  const files: string[] = [];
  for (const s of SOURCES) walk(path.join(ROOT, s), files);
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(path.relative(ROOT, f));
    hash.update(readFileSync(f));
  }
  return hash.digest('hex');
}

/** Whether `.next` holds a finished build (of any sources). */
export function hasBuild(): boolean {
  return existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && existsSync(HASH_FILE);
}

/** Whether `.next` holds a finished build of the sources as they are now. */
export function buildIsCurrent(): boolean {
  return hasBuild() && readFileSync(HASH_FILE, 'utf8') === sourceHash();
}

/** Builds in this process's directory; throws when `next build` fails (no hash is then written). */
function build(): void {
  // The sources as they were when the build began: an edit during the build leaves it stale.
  const hash = sourceHash();
  const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  // Next's bundles load lib/platform from node_modules/@croupier/platform (decision 0063); the
  // build collects page data by loading the route modules, so its processes run under the same
  // loaders as the server: tsx for the platform's TypeScript, and the server-only hook.
  writePlatformPackage();
  const loaders = `--import tsx --import ${path.join(ROOT, 'scripts', 'server-only-hook.mjs')}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NODE_OPTIONS: [process.env.NODE_OPTIONS, loaders].filter(Boolean).join(' ') };
  const result = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  const { hinted, loader } = finishBuild(path.join(ROOT, '.next'));
  console.log(`finish build: compile hints in ${hinted.join(', ')}; framework loader ${loader}`);
  writeFileSync(HASH_FILE, hash);
}

/** Runs `npm run build` (so its steps live in one place) and throws when it fails. */
export function runNpmBuild(args: string[] = []): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', ...(args.length ? ['--', ...args] : [])], { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) throw new Error(`npm run build failed with exit code ${result.status}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  if (process.argv.includes('--if-stale') && buildIsCurrent()) {
    console.log('croupier: the build is current');
  } else {
    build();
  }
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { finishBuild } from './finish-build';

/**
 * `npm start` builds only when no current build exists: the build is current when .next holds
 * a BUILD_ID and the hash of every source file that goes into the build equals the hash
 * recorded after the last successful build.
 */
const ROOT = process.cwd();
// The post-build steps (finish-build.ts) shape the build's output as much as the sources do.
const SOURCES = ['app', 'components', 'lib', 'i18n', 'messages', 'styles', 'public', 'proxy.ts', 'next.config.mjs', 'isr-cache-handler.mjs', 'tsconfig.json', 'package.json', 'scripts/finish-build.ts', 'scripts/compile-hints.ts', 'scripts/boot-after-paint.ts'];
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

export function sourceHash(): string {
  const files: string[] = [];
  for (const s of SOURCES) walk(path.join(ROOT, s), files);
  const hash = createHash('sha256');
  for (const f of files) {
    hash.update(path.relative(ROOT, f));
    hash.update(readFileSync(f));
  }
  return hash.digest('hex');
}

export function buildIsCurrent(hash = sourceHash()): boolean {
  return existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8') === hash;
}

export function ensureBuild(): void {
  const hash = sourceHash();
  if (buildIsCurrent(hash)) return;
  console.log('croupier: no current build, running next build …');
  const nextBin = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
  finishBuild(path.join(ROOT, '.next'));
  writeFileSync(HASH_FILE, hash);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) ensureBuild();

/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyCompileHints, COMPILE_HINT } from '@/scripts/compile-hints';

/** A stand-in for .next: a build manifest and its root chunks, one of them React DOM's client. */
function fakeBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'croupier-hints-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: Object.keys(files) }));
  return dir;
}

describe('compile hints after the build', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('marks only the root chunk with React DOM client, once, leaving its code as it was', () => {
    const reactDom = '(globalThis.TURBOPACK||[]).push([1,(e)=>{e.hydrateRoot=function(){}}]);';
    const router = '(globalThis.TURBOPACK||[]).push([2,(e)=>{e.navigate=function(){}}]);';
    const dir = fakeBuild({ 'static/chunks/react.js': reactDom, 'static/chunks/router.js': router });
    dirs.push(dir);

    expect(applyCompileHints(dir)).toEqual(['static/chunks/react.js']);
    expect(applyCompileHints(dir)).toEqual(['static/chunks/react.js']);

    expect(readFileSync(path.join(dir, 'static/chunks/react.js'), 'utf8')).toBe(COMPILE_HINT + reactDom);
    expect(readFileSync(path.join(dir, 'static/chunks/router.js'), 'utf8')).toBe(router);
  });

  it('fails the build step when no root chunk holds React DOM client, instead of silently marking nothing', () => {
    const dir = fakeBuild({ 'static/chunks/router.js': 'push([2,()=>{}])' });
    dirs.push(dir);
    expect(() => applyCompileHints(dir)).toThrow(/hydrateRoot/);
  });
});

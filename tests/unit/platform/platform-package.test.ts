/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { writePlatformPackage } from '@/scripts/platform-package';

/**
 * Next's bundles load lib/platform through node_modules/@croupier/platform, which Node resolves
 * to the sources themselves (scripts/platform-package.ts, docs/decisions/0063): checked here with
 * Node's own resolution, in a project whose lib is this one's.
 */
const ROOT = process.cwd();
let project: string;

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'platform-package-'));
  mkdirSync(path.join(project, 'node_modules'));
  symlinkSync(path.join(ROOT, 'lib'), path.join(project, 'lib'));
  writeFileSync(path.join(project, 'package.json'), '{ "name": "fixture", "private": true }\n');
  writePlatformPackage(project);
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

/** What Node itself (not the test runner's resolver) resolves `request` to from the project. */
function nodeResolve(request: string): string {
  return execFileSync(process.execPath, ['-p', `require.resolve(${JSON.stringify(request)})`], { cwd: project, encoding: 'utf8', stdio: 'pipe' }).trim();
}

/** The source file a request of the package hands over to, as Node resolves it. */
function sourceOf(request: string): string {
  const shim = nodeResolve(request);
  const file = /load\.js"\)\("([^"]+)"\)/.exec(readFileSync(shim, 'utf8'))?.[1];
  if (!file) throw new Error(`${shim} names no module`);
  return path.join(project, 'lib', 'platform', file);
}

describe('the platform package', () => {
  it('hands a module request over to its source file', () => {
    const source = sourceOf('@croupier/platform/clock');
    expect(path.relative(project, source)).toBe(path.join('lib', 'platform', 'clock.ts'));
    expect(existsSync(source)).toBe(true);
  });

  it("hands a folder's request over to its index, as the sources import it", () => {
    expect(path.relative(project, sourceOf('@croupier/platform/http'))).toBe(path.join('lib', 'platform', 'http', 'index.ts'));
    expect(path.relative(project, sourceOf('@croupier/platform/db/schema'))).toBe(path.join('lib', 'platform', 'db', 'schema', 'index.ts'));
  });

  it('lists nested modules and nothing that is not one', () => {
    expect(existsSync(sourceOf('@croupier/platform/cashbox/payment-provider'))).toBe(true);
    expect(() => nodeResolve('@croupier/platform/no-such-module')).toThrow(/Cannot find module/);
  });

  it("the loader reaches the sources by a path computed at run time (the bundler's tracing must not follow it)", () => {
    const loader = readFileSync(path.join(project, 'node_modules', '@croupier', 'platform', 'load.js'), 'utf8');
    expect(loader).toMatch(/require\(path\.join\(source, file\)\)/);
  });
});

describe("Next's TypeScript configuration", () => {
  const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };

  it('is the project one without the path that would bundle the platform from its sources', () => {
    const project = read('tsconfig.json');
    const next = read('tsconfig.next.json');
    expect(project.compilerOptions.paths['@croupier/platform/*']).toEqual(['./lib/platform/*']);
    const { '@croupier/platform/*': _platform, ...paths } = project.compilerOptions.paths;
    expect(next).toEqual({ ...project, compilerOptions: { ...project.compilerOptions, paths } });
  });
});

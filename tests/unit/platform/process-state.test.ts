/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROCESS_STATE } from '@/lib/platform/process-state';

/**
 * The process holds one copy of lib/platform (docs/decisions/0063): a second copy of its registry
 * refuses to load, and what the process holds once is listed in one place.
 */
type ProcessStateModule = typeof import('@/lib/platform/process-state');

describe('one copy of the platform per process', () => {
  it('a second copy of the registry refuses to load, naming the way to import the platform', () => {
    const first = jest.requireActual<ProcessStateModule>('@/lib/platform/process-state');
    expect(first.processState('art', () => ({ inFlight: undefined }))).toBe(first.processState('art', () => ({ inFlight: undefined })));
    let second: unknown;
    let refusal: unknown;
    jest.isolateModules(() => {
      try {
        second = jest.requireActual<ProcessStateModule>('@/lib/platform/process-state');
      } catch (error) {
        refusal = error;
      }
    });
    expect(second).toBeUndefined();
    expect(String(refusal)).toMatch(/a second copy of lib\/platform is being loaded .*@croupier\/platform/);
  });

  it('a module of the platform that needs the registry does not load as a second copy either', () => {
    jest.requireActual('@/lib/platform/process-state');
    expect(() => jest.isolateModules(() => jest.requireActual('@/lib/platform/clock'))).toThrow(/second copy of lib\/platform/);
  });
});

describe('the list of what the process holds', () => {
  const root = path.join(process.cwd(), 'lib/platform');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(root);
  const claims = new Map<string, string[]>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/processState\(\s*'([^']+)'/g)) {
      const name = match[1]!;
      claims.set(name, [...(claims.get(name) ?? []), path.relative(process.cwd(), file)]);
    }
  }

  it('every name is used by exactly one module (its type is that module’s to say)', () => {
    for (const name of PROCESS_STATE) expect([name, claims.get(name)?.length ?? 0]).toEqual([name, 1]);
  });

  it('no module uses a name the list does not hold', () => {
    expect([...claims.keys()].filter((name) => !(PROCESS_STATE as readonly string[]).includes(name))).toEqual([]);
  });
});

/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROCESS_STATE } from '@/lib/platform/process-state';

/**
 * What the process holds once lives in one registry (lib/platform/process-state.ts), so the
 * module graphs of one process (the custom server's, Next's route handlers' and pages') share it.
 */
type ProcessStateModule = typeof import('@/lib/platform/process-state');
type ClockModule = typeof import('@/lib/platform/clock');

/** Loads a module as a second module graph would: a fresh copy, evaluated again. */
function freshCopy<T extends object>(modulePath: string): T {
  let loaded: T | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<T>(modulePath);
  });
  return loaded!;
}

describe('one registry for the process', () => {
  it('two copies of the registry hand out the same object under one name', () => {
    const first = freshCopy<ProcessStateModule>('@/lib/platform/process-state');
    const second = freshCopy<ProcessStateModule>('@/lib/platform/process-state');
    expect(first).not.toBe(second);
    const a = first.processState('art', () => ({ inFlight: undefined as Promise<void> | undefined }));
    const b = second.processState('art', () => ({ inFlight: undefined as Promise<void> | undefined }));
    expect(b).toBe(a);
  });

  it('a test moving the clock in one module graph moves it in another', () => {
    const server = freshCopy<ClockModule>('@/lib/platform/clock');
    const routes = freshCopy<ClockModule>('@/lib/platform/clock');
    try {
      server.advanceClock(3_600_000);
      expect(routes.now().getTime() - Date.now()).toBeGreaterThanOrEqual(3_600_000 - 1000);
    } finally {
      server.resetClock();
    }
    expect(Math.abs(routes.now().getTime() - Date.now())).toBeLessThan(1000);
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

/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_AUTH_KEYS, SHELL_NAMESPACES } from '@/i18n/shell-namespaces';

// The shell's provider sends only SHELL_NAMESPACES to the browser (i18n/client-messages.tsx).
// A client component of the shell whose namespace is missing there would show its keys.
const ROOT = path.resolve(__dirname, '../..');
const SHELL_ENTRIES = [
  'app/[locale]/_page/site-layout.tsx',
  'app/[locale]/guest/layout.tsx',
  'app/[locale]/error.tsx',
  'app/[locale]/(site)/error.tsx',
  'app/[locale]/guest/error.tsx',
  'app/[locale]/(site)/page.tsx',
  'app/[locale]/(site)/games/[slug]/page.tsx',
  'app/[locale]/(site)/producers/[slug]/page.tsx',
  'app/[locale]/(site)/producers/page.tsx',
  'app/[locale]/(site)/play/[name]/page.tsx',
  'app/[locale]/(site)/[slug]/page.tsx',
];

function resolveImport(spec: string, from: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  return null;
}

/** Every module the browser may run from the entries: client modules and what they import, lazily too. */
function clientModules(): Set<string> {
  const seen = new Set<string>();
  const client = new Set<string>();
  const visit = (file: string, inClient: boolean) => {
    const source = readFileSync(file, 'utf8');
    const isClient = inClient || /^['"]use client['"]/m.test(source);
    const key = `${file}|${isClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (isClient) client.add(file);
    for (const match of source.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
      const target = resolveImport(match[1] ?? '', file);
      if (target && !target.includes('/lib/platform/')) visit(target, isClient);
    }
  };
  for (const entry of SHELL_ENTRIES) visit(path.join(ROOT, entry), false);
  return client;
}

describe('the shell client provider', () => {
  const modules = [...clientModules()];

  it('finds the shell client components it checks', () => {
    expect(modules.some((file) => file.endsWith('components/layout/header-player.tsx'))).toBe(true);
    expect(modules.some((file) => file.endsWith('components/games/game-tile.tsx'))).toBe(true);
    expect(modules.some((file) => file.endsWith('components/auth/thanks-modal.tsx'))).toBe(true);
  });

  it('carries every namespace the shell client components use', () => {
    const shell: readonly string[] = SHELL_NAMESPACES;
    const authKeys: readonly string[] = SHELL_AUTH_KEYS;
    const missing: string[] = [];
    for (const file of modules) {
      const source = readFileSync(file, 'utf8');
      for (const [, variable = '', namespace = ''] of source.matchAll(/const (\w+) = useTranslations\('([\w.]+)'\)/g)) {
        const top = namespace.split('.')[0] ?? '';
        if (top === 'auth') {
          for (const [, key = ''] of source.matchAll(new RegExp(`\\b${variable}\\('(\\w+)'`, 'g'))) {
            if (!authKeys.includes(key)) missing.push(`${path.relative(ROOT, file)}: auth.${key}`);
          }
        } else if (!shell.includes(top)) missing.push(`${path.relative(ROOT, file)}: ${namespace}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

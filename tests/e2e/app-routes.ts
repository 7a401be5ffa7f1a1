import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every route of the app as the file system declares it (the property test of
 * malformed-input.spec.ts walks them all): API route files with the methods they export, and
 * pages. Private folders (`_name`), parallel slots (`@slot`) and intercepting routes (`(.)x`)
 * are not routes of their own; route groups (`(group)`) do not appear in the URL.
 */
export type Segment = { kind: 'static'; name: string } | { kind: 'param'; name: string } | { kind: 'catch-all'; optional: boolean } | { kind: 'locale' };

export interface AppRoute {
  file: string;
  kind: 'api' | 'page';
  /** The methods a route file exports (pages: GET). */
  methods: string[];
  segments: Segment[];
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+([A-Z]+)\b/g)) found.add(m[1] ?? '');
  for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of (m[1] ?? '').split(',')) found.add(name.trim().split(/\s+as\s+/).pop() ?? '');
  }
  return METHODS.filter((method) => found.has(method));
}

function segmentOf(folder: string): Segment | null {
  if (/^\(.*\)$/.test(folder)) return null;
  if (folder === '[locale]') return { kind: 'locale' };
  if (folder.startsWith('[[...')) return { kind: 'catch-all', optional: true };
  if (folder.startsWith('[...')) return { kind: 'catch-all', optional: false };
  if (folder.startsWith('[')) return { kind: 'param', name: folder.slice(1, -1) };
  return { kind: 'static', name: folder };
}

export function appRoutes(root = path.join(process.cwd(), 'app')): AppRoute[] {
  const routes: AppRoute[] = [];
  const walk = (dir: string, segments: Segment[]) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name.startsWith('_') || name.startsWith('@') || name.startsWith('(.')) continue;
        const segment = segmentOf(name);
        walk(full, segment ? [...segments, segment] : segments);
      } else if (name === 'route.ts') {
        const methods = exportedMethods(readFileSync(full, 'utf8'));
        routes.push({ file: path.relative(process.cwd(), full), kind: 'api', methods, segments });
      } else if (name === 'page.tsx') {
        routes.push({ file: path.relative(process.cwd(), full), kind: 'page', methods: ['GET'], segments });
      }
    }
  };
  walk(root, []);
  return routes;
}

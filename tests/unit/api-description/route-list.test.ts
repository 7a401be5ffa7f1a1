/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiDocument, OPENAPI_ROUTE_FILE } from '@/app/json-api/openapi.json/api-document';
import { ROUTE_MODULES } from '@/app/json-api/openapi.json/route-modules';
import { apiPathOf, DESCRIBED_METHODS, type RouteModule } from '@/lib/platform/api-description/route-path';
import type { HttpMethod } from '@/lib/platform/api-description/openapi-document';

/**
 * The API description covers every JSON route file and every method it exports: the static list
 * the description is built from (route-modules.ts) is held to the files on disk, and each method
 * a file exports is an operation of the document. The catch-alls answer unknown paths and are no call.
 */

const ROOT = process.cwd();
const API_ROOTS = ['app/json-api', 'app/api'];
const CATCH_ALL = /\[\[\.\.\.[^\]]+\]\]/;

function routeFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('route.ts') && (file === 'route.ts' || file.endsWith('/route.ts')))
    .map((file) => `${folder}/${file}`);
}

const onDisk = API_ROOTS.flatMap(routeFiles)
  .filter((file) => !CATCH_ALL.test(file))
  .sort();

async function moduleOf(file: string): Promise<Record<string, unknown>> {
  return (await import(`@/${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
}

it('lists every route file on disk, once, and nothing else', () => {
  expect(onDisk.length).toBeGreaterThan(100);
  const listed = [...ROUTE_MODULES.map((route) => route.file), OPENAPI_ROUTE_FILE].sort();
  expect(listed).toEqual(onDisk);
});

it('holds in the list the very handlers each route file exports', async () => {
  for (const route of ROUTE_MODULES) {
    const actual = await moduleOf(route.file);
    for (const method of DESCRIBED_METHODS) expect([route.file, method, route.exports[method]]).toEqual([route.file, method, actual[method]]);
  }
});

it('describes every method every route file exports, and no other', async () => {
  const document = apiDocument();
  const expected: string[] = [];
  for (const file of onDisk) {
    const exports = await moduleOf(file);
    const { path } = apiPathOf(file);
    for (const method of DESCRIBED_METHODS) if (exports[method] !== undefined) expected.push(`${method} ${path}`);
  }
  const described = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
  expect(described.sort()).toEqual(expected.sort());
  expect(expected.length).toBeGreaterThan(100);
});

/**
 * What a route parses it declares: a route file that reads a body, a query string or an
 * idempotency key says so in its declaration, or the description would leave it out.
 */
describe('declarations match what the route files read', () => {
  const document = apiDocument();
  const operations = (route: RouteModule) => {
    const item = document.paths[apiPathOf(route.file).path] ?? {};
    return DESCRIBED_METHODS.filter((method) => route.exports[method] !== undefined).map((method) => ({ method, operation: item[method.toLowerCase() as HttpMethod] }));
  };
  const source = (route: RouteModule) => readFileSync(join(ROOT, route.file), 'utf8');

  it.each(ROUTE_MODULES.map((route) => [route.file, route] as const))('%s', (_file, route) => {
    const text = source(route);
    for (const { method, operation } of operations(route)) {
      expect(operation?.summary).toBeTruthy();
      const names = operation?.parameters.map((parameter) => parameter.name) ?? [];
      // A file's GET never reads a body (users/profile has a GET beside its PUT).
      if (method !== 'GET' && /ctx\.body\(/.test(text)) expect([method, operation?.requestBody?.required]).toEqual([method, true]);
      if (/ctx\.query\(/.test(text)) expect(operation?.parameters.some((parameter) => parameter.in === 'query' && parameter.name !== 'platform')).toBe(true);
      if (/idempotentCall\(/.test(text)) expect(names).toContain('Idempotency-Key');
    }
  });

  it('covers the front door’s calls, whose handlers are made in lib/platform/front-door', () => {
    for (const path of ['/json-api/login', '/json-api/users/register', '/json-api/token/refresh', '/json-api/users/restore-password/restore']) {
      expect([path, document.paths[path]?.post?.requestBody?.required]).toEqual([path, true]);
    }
  });
});

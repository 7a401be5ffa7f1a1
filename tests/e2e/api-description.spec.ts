import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The published API description (GET /json-api/openapi.json, generated from the route files)
 * against the real server: every path it names reaches a route file through the real routing
 * — the custom server's hot routes and front door, then Next — and not the catch-all that
 * answers unknown API paths. Telling the two apart: the catch-all answers 404 `not_found` to
 * every method, while Next answers a method a route file does not export with 405
 * `method_not_allowed`; no call of the API answers DELETE. A domain 404 (an unknown game) is a
 * real answer and fine.
 */

interface Operation {
  operationId: string;
  security: Record<string, string[]>[];
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Any value for a path template: a refusal of the value (a domain 404) still proves the path is routed. */
const filled = (path: string) => path.replace(/\{([^}]+)\}/g, (_match, name: string) => (/id$|Id$/.test(name) ? '1' : `e2e-${name.toLowerCase()}`));

async function description(request: APIRequestContext): Promise<Document> {
  const answer = await request.get('/json-api/openapi.json');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Document;
}

test('the description is public, cacheable JSON of OpenAPI 3.1', async ({ request }) => {
  const answer = await request.get('/json-api/openapi.json');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/json');
  expect(answer.headers()['cache-control']).toMatch(/^public/);
  const document = (await answer.json()) as Document;
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths).length).toBeGreaterThan(100);
});

test('an unknown API path answers every method with the catch-all’s 404, so the check below can fail', async ({ request }) => {
  for (const path of ['/json-api/no-such-call', '/json-api/v2/games/e2e-slug/no-such-part', '/api/no-such-call']) {
    const answer = await request.delete(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect([path, answer.status(), ((await answer.json()) as { errors: { code: string }[] }).errors[0]?.code]).toEqual([path, 404, 'not_found']);
  }
});

test('every path of the description reaches its route file through the real routing', async ({ request }) => {
  test.setTimeout(120_000);
  const document = await description(request);
  const paths = Object.entries(document.paths);
  expect(paths.length).toBeGreaterThan(100);
  for (const [template, item] of paths) {
    const path = filled(template);
    expect(Object.keys(item), template).not.toContain('delete');
    // The route file is found: the method it lacks is Next's 405, not the catch-all's 404.
    const absent = await request.delete(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect([template, absent.status()]).toEqual([template, 405]);
    expect(((await absent.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('method_not_allowed');
    // Each documented method answers as a call (a refusal of the empty request is fine), never 405 or a failure.
    for (const method of Object.keys(item)) {
      const answer = await request.fetch(path, {
        method: method.toUpperCase(),
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'en' },
        data: method === 'get' ? undefined : {},
        maxRedirects: 0,
      });
      expect([method, template, answer.status() === 405 || answer.status() >= 500]).toEqual([method, template, false]);
    }
  }
});

test('the reference page shows every call without JavaScript and stays out of search engines', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const answer = await page.goto('/en/developers/api');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'JSON API reference' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'OpenAPI 3.1 description (JSON)' })).toHaveAttribute('href', '/json-api/openapi.json');
  await expect(page.locator('#postJsonApiLogin')).toContainText('/json-api/login');
  expect(await page.locator('article').count()).toBeGreaterThan(100);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await context.close();
  // Russian, the default language, without a prefix.
  const russian = await (await request.get('/developers/api')).text();
  expect(russian).toContain('Справочник JSON API');
});

/** @jest-environment node */
import { z } from 'zod';
import { apiDocument } from '@/app/json-api/openapi.json/api-document';
import { isApiErrorItemCode } from '@/lib/platform/http/error-codes';
import { API_TAGS, tagOf } from '@/lib/platform/api-description/api-tags';
import { openApiDocument, type OpenApiDocument } from '@/lib/platform/api-description/openapi-document';
import { apiPathOf } from '@/lib/platform/api-description/route-path';
import { handle } from '@/lib/platform/http/handle';

/**
 * The generated description is OpenAPI 3.1 in shape, and says nothing the code does not hold:
 * every `$ref` resolves, every path template is a declared path parameter and back, operation
 * ids are unique, every error code it names is one of lib/domain/api-errors.ts.
 */

const document = apiDocument();
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function walk(value: Json, visit: (node: { [key: string]: Json }) => void): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value !== null && typeof value === 'object') {
    visit(value);
    Object.values(value).forEach((item) => walk(item, visit));
  }
}

function resolve(doc: Json, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    node = node !== null && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
  }
  return node;
}

const asJson = (doc: OpenApiDocument) => JSON.parse(JSON.stringify(doc)) as Json;

function unresolvedRefs(doc: OpenApiDocument): string[] {
  const json = asJson(doc);
  const missing: string[] = [];
  walk(json, (node) => {
    if (typeof node.$ref === 'string' && resolve(json, node.$ref) === undefined) missing.push(node.$ref);
  });
  return missing;
}

function operations(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
}

describe('shape', () => {
  it('is an OpenAPI 3.1 document with info, paths and components', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/json-api/') || path.startsWith('/api/'))).toBe(true);
  });

  it('has $refs, and every one resolves', () => {
    let refs = 0;
    walk(asJson(document), (node) => {
      if (typeof node.$ref === 'string') refs += 1;
    });
    expect(refs).toBeGreaterThan(100);
    expect(unresolvedRefs(document)).toEqual([]);
  });

  it('finds a $ref that does not resolve (the check above can fail)', () => {
    const broken = structuredClone(document);
    const { ErrorItem: _gone, ...rest } = broken.components.schemas;
    broken.components.schemas = rest;
    expect(unresolvedRefs(broken)).toContain('#/components/schemas/ErrorItem');
  });

  it('declares every path template as a required path parameter, and no other path parameter', () => {
    for (const { path, method, operation } of operations(document)) {
      const templates = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = operation.parameters.filter((parameter) => parameter.in === 'path');
      expect([path, method, declared.map((parameter) => parameter.name)]).toEqual([path, method, templates]);
      expect(declared.every((parameter) => parameter.required)).toBe(true);
    }
  });

  it('gives every operation a unique id, a summary, a known tag, a success answer and known security schemes', () => {
    const ids = operations(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(document.tags.map((tag) => tag.name));
    const schemes = new Set(Object.keys(document.components.securitySchemes));
    for (const { path, operation } of operations(document)) {
      expect([path, operation.summary.length > 0]).toEqual([path, true]);
      expect([path, operation.tags.every((tag) => tags.has(tag))]).toEqual([path, true]);
      expect([path, Object.keys(operation.responses).some((status) => /^[23]\d\d$/.test(status))]).toEqual([path, true]);
      for (const requirement of operation.security) for (const scheme of Object.keys(requirement)) expect(schemes.has(scheme)).toBe(true);
      const unique = new Set(operation.parameters.map((parameter) => `${parameter.in}:${parameter.name}`));
      expect([path, unique.size]).toEqual([path, operation.parameters.length]);
    }
  });

  it('files every path under a feature', () => {
    const unfiled = Object.keys(document.paths).filter((path) => tagOf(path) === null);
    expect(unfiled).toEqual([]);
    expect(document.tags.map((tag) => tag.name)).toEqual(API_TAGS.map((tag) => tag.name));
  });
});

describe('error codes', () => {
  it('names only codes of the one list (lib/platform/http/error-codes.ts)', () => {
    const named: string[] = [];
    for (const { operation } of operations(document)) for (const response of Object.values(operation.responses)) named.push(...(response['x-error-codes'] ?? []));
    named.push(...((document.components.schemas.ErrorItem?.properties as { code: { enum: string[] } }).code.enum ?? []));
    expect(named.length).toBeGreaterThan(200);
    expect(named.filter((code) => !isApiErrorItemCode(code))).toEqual([]);
  });

  it('lists a call’s own refusals under their status, with the ones its options imply', () => {
    const exchange = document.paths['/json-api/actions/{key}/prizes/{prizeId}/exchange']?.post;
    expect(exchange?.responses['409']?.['x-error-codes']).toEqual(expect.arrayContaining(['cannot_buy_prize', 'idempotency_key_reused']));
    expect(exchange?.responses['401']?.['x-error-codes']).toEqual(['unauthorized']);
    expect(exchange?.responses['403']?.['x-error-codes']).toEqual(expect.arrayContaining(['csrf', 'action_not_allowed']));
    expect(document.paths['/json-api/serverdata']?.get?.responses['503']).toBeUndefined();
  });
});

describe('what a declaration gives', () => {
  const body = z.object({ amount: z.number().int().positive(), note: z.string().max(10).optional() });
  const query = z.object({ page: z.string().regex(/^\d+$/).optional() }).transform((raw) => ({ page: Number(raw.page ?? 1) }));
  const GET = handle(async (_req, ctx) => ({ page: ctx.query().page }), { auth: 'optional', query, summary: 'A page', errors: { 404: ['not_found'] } });
  const POST = handle(async (_req, ctx) => ({ amount: (await ctx.body()).amount }), { auth: 'required', body, idempotent: true, summary: 'Pays' });
  const doc = openApiDocument([{ file: 'app/json-api/things/[thingId]/route.ts', exports: { GET, POST, dynamic: 'force-dynamic' } }]);
  const item = doc.paths['/json-api/things/{thingId}'];

  it('turns the folders into the path and the schemas into parameters and a body', () => {
    expect(apiPathOf('app/json-api/things/[thingId]/route.ts')).toEqual({ path: '/json-api/things/{thingId}', params: ['thingId'] });
    expect(item?.get?.parameters.find((parameter) => parameter.name === 'page')).toMatchObject({ in: 'query', required: false, schema: { type: 'string' } });
    expect(item?.post?.requestBody?.content['application/json'].schema).toMatchObject({ type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } });
    expect(item?.post?.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['thingId', 'X-Requested-With', 'Idempotency-Key']));
  });

  it('says who may call: a player (token or cookie), or anyone with a player optional', () => {
    expect(item?.post?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(item?.get?.security).toEqual([{}, { bearerAuth: [] }, { sessionCookie: [] }]);
  });

  it('shows a declared answer as the 200 JSON, a named part once under components, and "an object" without one', () => {
    const card = z.strictObject({ id: z.number().int(), title: z.string() }).meta({ id: 'ThingCard' });
    const list = handle(async () => ({ data: [] }), { answer: z.strictObject({ data: z.array(card) }), summary: 'Cards' });
    const one = handle(async () => ({ data: { id: 1, title: 'a' } }), { answer: z.strictObject({ data: card }), summary: 'A card' });
    const bare = handle(async () => ({}), { summary: 'Something' });
    const cards = openApiDocument([
      { file: 'app/json-api/cards/route.ts', exports: { GET: list } },
      { file: 'app/json-api/cards/[id]/route.ts', exports: { GET: one } },
      { file: 'app/json-api/other/route.ts', exports: { GET: bare } },
    ]);
    const ok = (path: string) => cards.paths[path]?.get?.responses['200']?.content?.['application/json'].schema;
    expect(ok('/json-api/cards')).toMatchObject({ properties: { data: { type: 'array', items: { $ref: '#/components/schemas/ThingCard' } } } });
    expect(ok('/json-api/cards/{id}')).toMatchObject({ properties: { data: { $ref: '#/components/schemas/ThingCard' } } });
    expect(cards.components.schemas.ThingCard).toMatchObject({ type: 'object', required: ['id', 'title'], additionalProperties: false });
    expect(ok('/json-api/other')).toEqual({ type: 'object' });
    expect(unresolvedRefs(cards)).toEqual([]);
  });

  it('refuses two different answer parts under one name', () => {
    const first = handle(async () => ({}), { answer: z.strictObject({ id: z.number() }).meta({ id: 'Twice' }) });
    const second = handle(async () => ({}), { answer: z.strictObject({ name: z.string() }).meta({ id: 'Twice' }) });
    expect(() =>
      openApiDocument([
        { file: 'app/json-api/a/route.ts', exports: { GET: first } },
        { file: 'app/json-api/b/route.ts', exports: { GET: second } },
      ]),
    ).toThrow(/two different schemas are named Twice/);
  });

  it('refuses a route export not made by handle()', () => {
    expect(() => openApiDocument([{ file: 'app/json-api/plain/route.ts', exports: { GET: async () => new Response('{}') } }])).toThrow(/not made by handle/);
  });
});

describe('answers', () => {
  const answerOf = (path: string, method: 'get' | 'post' | 'put' = 'get') => document.paths[path]?.[method]?.responses['200']?.content?.['application/json'].schema;

  it('describes the most used calls’ answers from their schemas', () => {
    const described = [
      ['/json-api/login', 'post'],
      ['/json-api/users/register', 'post'],
      ['/json-api/token/refresh', 'post'],
      ['/json-api/users/balance', 'get'],
      ['/json-api/users/profile', 'get'],
      ['/json-api/v2/games', 'get'],
      ['/json-api/eapi/game-run/{slug}', 'post'],
      ['/json-api/treasury/payment-system', 'get'],
      ['/json-api/actions', 'get'],
      ['/json-api/v2/tournaments', 'get'],
      ['/json-api/user-gifts', 'get'],
      ['/json-api/compoint-products', 'get'],
      ['/json-api/levels/user-level', 'get'],
      ['/json-api/studio/rounds', 'post'],
      ['/api/winners', 'get'],
    ] as const;
    for (const [path, method] of described) expect([path, answerOf(path, method)]).not.toEqual([path, { type: 'object' }]);
    expect(answerOf('/json-api/actions')).toMatchObject({ properties: { data: { type: 'array', items: { $ref: '#/components/schemas/PromotionDto' } } } });
    expect(answerOf('/json-api/actions/{key}')).toMatchObject({ properties: { data: { $ref: '#/components/schemas/PromotionDto' } } });
    expect(document.components.schemas.PromotionDto).toMatchObject({ type: 'object', additionalProperties: false });
    expect(document.components.schemas.GiftTerms).toBeDefined();
  });
});

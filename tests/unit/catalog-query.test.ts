/**
 * @jest-environment node
 */
import {
  bannersQuerySchema,
  categoriesQuerySchema,
  categoryQuerySchema,
  gamesQuerySchema,
  MAX_FILTER_SLUGS,
  normalizeSeoPath,
  parseQuery,
  platformQuerySchema,
  queryRecord,
  seoMetaQuerySchema,
  staticPagesQuerySchema,
  winnersQuerySchema,
} from '@/lib/domain/catalog/catalog-query';
import type { z } from 'zod';

function parse<S extends z.ZodType>(schema: S, qs: string) {
  return parseQuery(schema, new URLSearchParams(qs));
}

function ok<S extends z.ZodType>(schema: S, qs: string): z.output<S> {
  const result = parse(schema, qs);
  if (!result.ok) throw new Error(`expected ${qs} to parse, got ${JSON.stringify(result.errors)}`);
  return result.value;
}

function errors<S extends z.ZodType>(schema: S, qs: string) {
  const result = parse(schema, qs);
  if (result.ok) throw new Error(`expected ${qs} to fail, got ${JSON.stringify(result.value)}`);
  return result.errors;
}

describe('queryRecord', () => {
  it('keeps single values as strings and repeated ones as lists', () => {
    expect(queryRecord(new URLSearchParams('a=1&b=2&b=3&b=4'))).toEqual({ a: '1', b: ['2', '3', '4'] });
  });
});

describe('games query', () => {
  it('defaults to page 1 and the default page limit, with no filters', () => {
    expect(ok(gamesQuerySchema, '')).toEqual({ page: 1, limit: 40 });
  });

  it('reads filter[category]=slug', () => {
    expect(ok(gamesQuerySchema, 'filter[category]=slots').categories).toEqual(['slots']);
  });

  it('reads repeated filter[category][]=slug', () => {
    expect(ok(gamesQuerySchema, 'filter[category][]=slots&filter[category][]=table').categories).toEqual(['slots', 'table']);
  });

  it('merges both forms without duplicates, also when the brackets are percent-encoded', () => {
    const query = ok(gamesQuerySchema, 'filter%5Bcategory%5D=top&filter[category][]=slots&filter%5Bcategory%5D%5B%5D=top');
    expect(query.categories).toEqual(['top', 'slots']);
  });

  it('reads the producer filter, page, limit and a trimmed search', () => {
    expect(ok(gamesQuerySchema, 'filter[producer]=lucky-lynx&page=3&limit=1000&q=%20Cherry%20')).toEqual({
      producer: 'lucky-lynx',
      page: 3,
      limit: 1000,
      q: 'Cherry',
    });
  });

  it('drops an empty search', () => {
    expect(ok(gamesQuerySchema, 'q=%20%20').q).toBeUndefined();
  });

  it('accepts the limit bounds 1 and 1000', () => {
    expect(ok(gamesQuerySchema, 'limit=1').limit).toBe(1);
    expect(ok(gamesQuerySchema, 'limit=1000').limit).toBe(1000);
  });

  it.each([['limit=0'], ['limit=1001'], ['limit=abc'], ['limit='], ['limit=-5'], ['limit=1.5'], ['limit=1e3'], ['limit=10&limit=20']])(
    '%s is invalid_limit',
    (qs) => {
      expect(errors(gamesQuerySchema, qs)).toEqual([{ code: 'invalid_limit', field: 'limit' }]);
    },
  );

  it.each([['page=0'], ['page=abc'], ['page=-1'], ['page=2000000'], ['page=1&page=2']])('%s is invalid_page', (qs) => {
    expect(errors(gamesQuerySchema, qs)).toEqual([{ code: 'invalid_page', field: 'page' }]);
  });

  it('refuses a search over 100 characters but takes exactly 100', () => {
    expect(ok(gamesQuerySchema, `q=${'a'.repeat(100)}`).q).toHaveLength(100);
    expect(errors(gamesQuerySchema, `q=${'a'.repeat(101)}`)).toEqual([{ code: 'invalid_search', field: 'q' }]);
  });

  it('refuses malformed category and producer slugs', () => {
    expect(errors(gamesQuerySchema, 'filter[category]=a%20b')).toEqual([{ code: 'invalid_category', field: 'filter[category]' }]);
    expect(errors(gamesQuerySchema, 'filter[category][]=ok&filter[category][]=%3Cx%3E')).toEqual([
      { code: 'invalid_category', field: 'filter[category][]' },
    ]);
    expect(errors(gamesQuerySchema, 'filter[producer]=..%2F')).toEqual([{ code: 'invalid_producer', field: 'filter[producer]' }]);
  });

  it(`refuses more than ${MAX_FILTER_SLUGS} category slugs`, () => {
    const many = Array.from({ length: MAX_FILTER_SLUGS + 1 }, (_, i) => `filter[category][]=c${i}`).join('&');
    expect(errors(gamesQuerySchema, many)).toEqual([{ code: 'invalid_category', field: 'filter[category]' }]);
  });

  it('reports every bad parameter at once', () => {
    expect(errors(gamesQuerySchema, 'page=0&limit=0')).toEqual([
      { code: 'invalid_page', field: 'page' },
      { code: 'invalid_limit', field: 'limit' },
    ]);
  });

  it('ignores unknown parameters', () => {
    expect(ok(gamesQuerySchema, '_=123&platform=desktop')).toEqual({ page: 1, limit: 40 });
  });
});

describe('categories query', () => {
  it('defaults filter[type] to category', () => {
    expect(ok(categoriesQuerySchema, '')).toEqual({ type: 'category' });
    expect(ok(categoriesQuerySchema, 'filter[type]=producer')).toEqual({ type: 'producer' });
  });

  it('refuses another type', () => {
    expect(errors(categoriesQuerySchema, 'filter[type]=foo')).toEqual([{ code: 'invalid_type', field: 'filter[type]' }]);
  });

  it('leaves the type open for one slug', () => {
    expect(ok(categoryQuerySchema, '')).toEqual({ type: undefined });
    expect(errors(categoryQuerySchema, 'filter[type]=game')).toEqual([{ code: 'invalid_type', field: 'filter[type]' }]);
  });
});

describe('platform', () => {
  it('is optional, mobile or desktop', () => {
    expect(ok(platformQuerySchema, '')).toEqual({ platform: undefined });
    expect(ok(platformQuerySchema, 'platform=mobile')).toEqual({ platform: 'mobile' });
    expect(ok(platformQuerySchema, 'platform=desktop')).toEqual({ platform: 'desktop' });
  });

  it.each([['platform=tv'], ['platform='], ['platform=Mobile'], ['platform=mobile&platform=desktop']])('%s is invalid_platform', (qs) => {
    expect(errors(platformQuerySchema, qs)).toEqual([{ code: 'invalid_platform', field: 'platform' }]);
  });
});

describe('banners query', () => {
  it('takes an optional type and provider slug', () => {
    expect(ok(bannersQuerySchema, '')).toEqual({ type: undefined, providerSlug: undefined });
    expect(ok(bannersQuerySchema, 'type=gameProvider&providerSlug=lucky-lynx')).toEqual({ type: 'gameProvider', providerSlug: 'lucky-lynx' });
  });

  it('refuses unknown types and malformed slugs', () => {
    expect(errors(bannersQuerySchema, 'type=sidebar')).toEqual([{ code: 'invalid_type', field: 'type' }]);
    expect(errors(bannersQuerySchema, 'providerSlug=%20')).toEqual([{ code: 'invalid_provider_slug', field: 'providerSlug' }]);
  });
});

describe('static pages query', () => {
  it('reads hidden as a boolean', () => {
    expect(ok(staticPagesQuerySchema, '')).toEqual({ hidden: undefined });
    expect(ok(staticPagesQuerySchema, 'hidden=false')).toEqual({ hidden: false });
    expect(ok(staticPagesQuerySchema, 'hidden=true')).toEqual({ hidden: true });
  });

  it.each([['hidden=0'], ['hidden=yes'], ['hidden=']])('%s is invalid_hidden', (qs) => {
    expect(errors(staticPagesQuerySchema, qs)).toEqual([{ code: 'invalid_hidden', field: 'hidden' }]);
  });
});

describe('seo meta query', () => {
  it('requires a path', () => {
    expect(errors(seoMetaQuerySchema, '')).toEqual([{ code: 'required', field: 'path' }]);
  });

  it.each([['path='], ['path=games/slots'], ['path=/a%20b'], ['path=/x%3Fy=1'], ['path=/x%23top']])('%s is invalid_path', (qs) => {
    expect(errors(seoMetaQuerySchema, qs)).toEqual([{ code: 'invalid_path', field: 'path' }]);
  });

  it('takes a path of 512 characters but not 513', () => {
    expect(ok(seoMetaQuerySchema, `path=/${'a'.repeat(511)}`).path).toHaveLength(512);
    expect(errors(seoMetaQuerySchema, `path=/${'a'.repeat(512)}`)).toEqual([{ code: 'invalid_path', field: 'path' }]);
  });

  it('normalises the path to the meta key', () => {
    expect(ok(seoMetaQuerySchema, 'path=/games/slots')).toEqual({ path: '/games/slots' });
    expect(ok(seoMetaQuerySchema, 'path=/')).toEqual({ path: '/' });
    expect(normalizeSeoPath('/en/games/slots/')).toBe('/games/slots');
    expect(normalizeSeoPath('/it')).toBe('/');
    expect(normalizeSeoPath('/ru-games')).toBe('/ru-games');
  });
});

describe('winners query', () => {
  it('defaults to 30 and takes 1..100', () => {
    expect(ok(winnersQuerySchema, '')).toEqual({ limit: 30 });
    expect(ok(winnersQuerySchema, 'limit=1')).toEqual({ limit: 1 });
    expect(ok(winnersQuerySchema, 'limit=100')).toEqual({ limit: 100 });
  });

  it.each([['limit=0'], ['limit=101'], ['limit=x']])('%s is invalid_limit', (qs) => {
    expect(errors(winnersQuerySchema, qs)).toEqual([{ code: 'invalid_limit', field: 'limit' }]);
  });
});

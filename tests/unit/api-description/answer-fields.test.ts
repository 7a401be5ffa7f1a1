/** @jest-environment node */
import { apiDocument } from '@/app/json-api/openapi.json/api-document';
import { answerVariants, namedSchemas, resolverOf } from '@/components/api-reference/schema-fields';

/**
 * The readable reference (/developers/api) lists a described answer's fields from the document;
 * a shared object (a named schema) is described once and named, linked, where an answer holds it.
 */

const document = apiDocument();
const resolve = resolverOf(document.components.schemas);
const answerOf = (path: string, method: 'get' | 'post') => document.paths[path]?.[method]?.responses['200']?.content?.['application/json'].schema ?? {};

describe('answer fields', () => {
  it('names a shared object where an answer holds it, with the reference its link follows', () => {
    const [fields] = answerVariants(answerOf('/json-api/actions', 'get'), resolve);
    expect(fields).toEqual([{ name: 'data', required: true, rule: 'array of PromotionDto', ref: 'PromotionDto' }]);
    const [gifts] = answerVariants(answerOf('/json-api/user-gifts', 'get'), resolve);
    expect(gifts?.find((field) => field.name === 'data.data')).toMatchObject({ rule: 'array of GiftDto', ref: 'GiftDto' });
  });

  it('describes each shared object once, its own fields flattened and the objects it holds named', () => {
    const schemas = namedSchemas(document.components.schemas, resolve);
    expect(new Set(schemas.map((schema) => schema.name)).size).toBe(schemas.length);
    const promotion = new Map((schemas.find((schema) => schema.name === 'PromotionDto')?.variants[0] ?? []).map((field) => [field.name, field]));
    expect(promotion.get('slug')).toMatchObject({ required: true, rule: 'string' });
    expect(promotion.get('pageType')?.rule).toBe('static | exchange | lottery');
    expect(promotion.get('currency')).toMatchObject({ ref: 'PromotionCurrencyDto' });
    expect(promotion.get('additionalCurrency')).toMatchObject({ rule: 'PromotionCurrencyDto | null', ref: 'PromotionCurrencyDto' });
    // Every name an answer links to is described on the page.
    const described = new Set(schemas.map((schema) => schema.name));
    const linked = schemas.flatMap((schema) => schema.variants.flat()).flatMap((field) => (field.ref ? [field.ref] : []));
    expect(linked.filter((name) => !described.has(name))).toEqual([]);
  });

  it('gives one variant per branch of a union answer, and none for an undescribed one', () => {
    const variants = answerVariants(answerOf('/json-api/login', 'post'), resolve);
    expect(variants.map((fields) => fields.map((field) => field.name))).toEqual([['accessToken', 'refreshToken'], ['success']]);
    expect(answerVariants({ type: 'object' }, resolve)).toEqual([]);
  });

  it('stops a recursive inline part at its depth', () => {
    const gift = namedSchemas(document.components.schemas, resolve).find((schema) => schema.name === 'GiftDto');
    expect(gift?.variants[0]?.length).toBeGreaterThan(10);
    expect(gift?.variants[0]?.every((field) => field.name.split('.').length <= 5)).toBe(true);
  });
});

/** @jest-environment node */
import { apiDocument } from '@/app/json-api/openapi.json/api-document';
import { answerVariants, resolverOf } from '@/components/api-reference/schema-fields';

/** The readable reference (/developers/api) lists a described answer's fields from the document. */

const document = apiDocument();
const resolve = resolverOf(document.components.schemas);
const answerOf = (path: string, method: 'get' | 'post') => document.paths[path]?.[method]?.responses['200']?.content?.['application/json'].schema ?? {};

describe('answer fields', () => {
  it('follows references and flattens objects and arrays of objects', () => {
    const [fields] = answerVariants(answerOf('/json-api/actions', 'get'), resolve);
    const byName = new Map((fields ?? []).map((field) => [field.name, field]));
    expect(byName.get('data')).toMatchObject({ required: true, rule: 'array of objects' });
    expect(byName.get('data[].slug')).toMatchObject({ required: true, rule: 'string' });
    expect(byName.get('data[].currency.code')).toMatchObject({ rule: 'string' });
    expect(byName.get('data[].additionalCurrency')).toMatchObject({ rule: 'object | null' });
    expect(byName.get('data[].pageType')?.rule).toBe('static | exchange | lottery');
    expect(byName.get('data[].prizes[].winners[].username')).toMatchObject({ rule: 'string' });
  });

  it('gives one variant per branch of a union answer, and none for an undescribed one', () => {
    const variants = answerVariants(answerOf('/json-api/login', 'post'), resolve);
    expect(variants.map((fields) => fields.map((field) => field.name))).toEqual([['accessToken', 'refreshToken'], ['success']]);
    expect(answerVariants({ type: 'object' }, resolve)).toEqual([]);
  });

  it('stops a recursive part at its depth', () => {
    const [fields] = answerVariants(answerOf('/json-api/user-gifts', 'get'), resolve);
    expect(fields?.length).toBeGreaterThan(10);
    expect(fields?.every((field) => field.name.split('.').length <= 5)).toBe(true);
  });
});

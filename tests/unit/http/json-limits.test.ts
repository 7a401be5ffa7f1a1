/** @jest-environment node */
import fc from 'fast-check';
import { MAX_BODY_BYTES, parseClientJson, parseJsonObject, readJsonObject } from '@/lib/platform/http/body';
import { ApiError } from '@/lib/platform/http/errors';
import { fieldWithNul, isTooComplex, JSON_LIMITS } from '@/lib/platform/http/json-limits';

/**
 * A body's complexity is bounded before it is parsed (lib/platform/http/json-limits.ts): a small
 * body built to be expensive (30 000 nested arrays in 60 KB) is a quick 400 json_too_complex,
 * where it used to overflow the recursive NUL check into a 500 after holding the event loop.
 */
function refusal(run: () => unknown): { status: number; errors: ApiError['errors'] } | 'accepted' {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, errors: error.errors };
    throw error;
  }
}

const tooComplex = { status: 400, errors: [{ code: 'json_too_complex' }] };
const nested = (depth: number, open = '[', close = ']') => `{"a":${open.repeat(depth)}${close.repeat(depth)}}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('depth', () => {
  it('30 000 nested arrays (60 KB) are refused at once', () => {
    const text = nested(30_000);
    expect(Buffer.byteLength(text)).toBeLessThan(MAX_BODY_BYTES);
    const started = performance.now();
    expect(refusal(() => parseJsonObject(text))).toEqual(tooComplex);
    // The old recursive walk took 0.5–4 s here; the scan is one pass over 60 KB.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('10 000 nested objects (60 KB) are refused too', () => {
    expect(refusal(() => parseJsonObject(deepObject(10_000)))).toEqual(tooComplex);
  });

  it(`${JSON_LIMITS.depth} levels pass, one more does not`, () => {
    expect(parseJsonObject(deepObject(JSON_LIMITS.depth))).toHaveProperty('a');
    expect(refusal(() => parseJsonObject(deepObject(JSON_LIMITS.depth + 1)))).toEqual(tooComplex);
  });

  it('brackets and escaped quotes inside strings are text, not nesting', () => {
    const inString = JSON.stringify({ a: `${'['.repeat(5000)}\\"{{{{"${'{'.repeat(5000)}`, b: '\\', c: ['x\\"]'] });
    expect(isTooComplex(inString)).toBe(false);
    expect(parseJsonObject(inString)).toEqual(JSON.parse(inString));
  });
});

describe('width', () => {
  it('an object of 2 001 keys is refused, one of 600 passes', () => {
    const wide = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
    expect(refusal(() => parseJsonObject(wide(2001)))).toEqual(tooComplex);
    expect(Object.keys(parseJsonObject(wide(600)))).toHaveLength(600);
  });

  it('an array of 30 000 zeros is refused', () => {
    expect(refusal(() => parseJsonObject(`{"a":[${Array(30_000).fill(0).join(',')}]}`))).toEqual(tooComplex);
  });

  it('a long string within the size limit is fine', () => {
    const text = JSON.stringify({ message: 'x'.repeat(60_000), more: 'é'.repeat(1000) });
    expect(parseJsonObject(text)).toEqual(JSON.parse(text));
  });

  it('the size limit still comes first: 1 MB is 413', () => {
    expect(refusal(() => parseJsonObject(JSON.stringify({ a: 'x'.repeat(1 << 20) })))).toEqual({ status: 413, errors: [{ code: 'payload_too_large' }] });
  });
});

describe('NUL bytes', () => {
  it('are invalid_value on the first field holding one, in document order', () => {
    expect(refusal(() => parseJsonObject(JSON.stringify({ login: 'a', extra: { list: ['ok', 'n\u0000'] }, z: '\u0000' })))).toEqual({
      status: 400,
      errors: [{ code: 'invalid_value', field: 'extra.list.1' }],
    });
    expect(refusal(() => parseJsonObject(JSON.stringify({ a: { 'k\u0000': 1 } })))).toEqual({ status: 400, errors: [{ code: 'invalid_value', field: 'a.k\u0000' }] });
  });

  it('an escaped backslash before u0000 is no NUL', () => {
    expect(parseJsonObject(JSON.stringify({ a: '\\u0000' }))).toEqual({ a: '\\u0000' });
  });

  it('are found at the deepest level allowed without recursion', () => {
    const value = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(fieldWithNul(value)).toBe(Array(100_000).fill('0').join('.'));
  });
});

describe('what is not a JSON object', () => {
  it.each(['[1,2]', '"text"', '42', 'null', '{"a":', '{"a":1}}', 'nope'])('%s is invalid_json', (text) => {
    expect(refusal(() => parseJsonObject(text))).toEqual({ status: 400, errors: [{ code: 'invalid_json' }] });
  });

  it('a deep array at the top is json_too_complex for any client text (socket messages too)', () => {
    expect(refusal(() => parseClientJson('['.repeat(30_000)))).toEqual(tooComplex);
  });
});

it('readJsonObject refuses a deep body read from a request', async () => {
  const req = new Request('http://localhost/json-api/login', { method: 'POST', body: nested(30_000) });
  await expect(readJsonObject(req)).rejects.toMatchObject({ status: 400, errors: [{ code: 'json_too_complex' }] });
});

it('any JSON text is a value or a 4xx refusal, never another error', () => {
  const text = fc.oneof(
    fc.json({ depthSize: 'large' }),
    fc.string(),
    fc.tuple(fc.nat({ max: 200 }), fc.constantFrom('[', '{"a":', '"', '\\', ']', '}')).map(([n, s]) => `{"x":${s.repeat(n)}`),
  );
  fc.assert(
    fc.property(text, (t) => {
      const outcome = refusal(() => parseJsonObject(t));
      if (outcome !== 'accepted') expect(outcome.status).toBeGreaterThanOrEqual(400);
      if (outcome !== 'accepted') expect(outcome.status).toBeLessThan(500);
    }),
    { numRuns: Number(process.env.FC_RUNS ?? 200) },
  );
});

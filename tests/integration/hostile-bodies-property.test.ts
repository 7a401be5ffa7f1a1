import fc from 'fast-check';
import { isApiErrorCode } from '@/lib/domain/api-errors';
import { isApiErrorItemCode } from '@/lib/platform/http/error-codes';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { bodyRoutes, send, startSiteServer, type RawAnswer } from './helpers/site-server';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/**
 * Whatever JSON (or not-JSON) a client throws at a call that takes a body — nesting 40 000 deep,
 * 5 000 keys, strings past the size limit, NULs, numbers past a double, lone surrogates, arrays
 * and scalars instead of an object — the answer is the call's usual success or a 4xx in the
 * documented shape `{ errors: [{ code, field? }] }`, never a 500. Every route of app/ that reads
 * a body is found in the source (helpers/site-server.ts) and called through the custom server's
 * chain, with the browser's reports and the hot round route. FC_RUNS sets the runs per route.
 */
const RUNS = Number(process.env.FC_RUNS ?? 8);

let site: Awaited<ReturnType<typeof startSiteServer>>;
let player: TestPlayer;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await openSeededDb();
  player = await registerPlayer();
  site = await startSiteServer();
});

afterAll(async () => {
  await site.close();
  await closeTestDb();
});

const deep = fc
  .tuple(fc.integer({ min: 20, max: 40_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"a":', '}]']), fc.boolean())
  .map(([n, [open, close], wrapped]) => {
    const levels = Math.min(n, Math.floor(60_000 / (open.length + close.length)));
    const inner = `${open.repeat(levels)}${open === '[' ? '' : '1'}${close.repeat(levels)}`;
    return wrapped ? `{"login":"a@b.co","password":${inner}}` : inner;
  });
const wide = fc
  .tuple(fc.integer({ min: 1, max: 5000 }), fc.boolean())
  .map(([n, object]) => (object ? `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}` : `{"records":[${Array(n).fill('{}').join(',')}]}`));
const longString = fc
  .tuple(fc.integer({ min: 1_000, max: 70_000 }), fc.constantFrom('x', 'é', '😀', '\\"', '\\u0000'))
  .map(([n, unit]) => `{"message":"${unit.repeat(Math.ceil(n / unit.length))}","login":"a@b.co"}`);
const oneMegabyte = fc.constant(`{"a":"${'x'.repeat(1 << 20)}"}`);
const withNul = fc.json().map((text) => `{"login":"a\\u0000b","nested":{"k\\u0000":${text}},"password":"x"}`);
const oddNumbers = fc
  .constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0', '0.0000000000000000000001', '9007199254740993', '1E+308')
  .map((n) => `{"bet":${n},"amount":${n},"limit":${n},"login":${n},"page":${n}}`);
const oddUnicode = fc
  .constantFrom('\\ud800', '\\udfff', '\\u202e', '\\ufeff', '\\u0085', 'Ω≈ç√', '\\u2028\\u2029', '🏳️‍🌈')
  .map((u) => `{"login":"${u}@x.co","password":"${u}","email":"${u}","nickname":"${u}","refreshToken":"${u}","runToken":"${u}","records":[{"message":"${u}"}]}`);
const notObjects = fc.constantFrom('', ' ', '[]', '[1,2]', '"text"', '42', 'null', 'true', '{', '{"a":1}}', 'nope', '\u0000', '\ufeff{}');
const wellFormed = fc.json({ maxDepth: 4 }).filter((text) => text.startsWith('{'));

const hostileBody = fc.oneof(deep, wide, longString, oneMegabyte, withNul, oddNumbers, oddUnicode, notObjects, wellFormed, fc.json({ maxDepth: 6 }), fc.string({ unit: 'binary' }));

/** The documented answer: JSON; a refusal is `{ errors: [{ code, field? }] }` with known codes. */
function expectDocumentedShape(res: RawAnswer): void {
  expect(res.status).toBeGreaterThanOrEqual(200);
  expect(res.status).toBeLessThan(500);
  if (res.status === 204) return;
  expect(res.type).toContain('application/json');
  const body = JSON.parse(res.text) as { errors?: unknown };
  if (res.status < 400) return;
  expect(Array.isArray(body.errors)).toBe(true);
  expect((body.errors as unknown[]).length).toBeGreaterThan(0);
  for (const item of body.errors as { code: unknown; field?: unknown }[]) {
    // A documented code (lib/platform/http/error-codes.ts), never the 500's server_error.
    expect([item.code, isApiErrorItemCode(item.code)]).toEqual([expect.any(String), true]);
    expect(item.code).not.toBe('server_error');
    if (item.field !== undefined) expect(typeof item.field).toBe('string');
  }
}

const targets = [
  ...bodyRoutes().flatMap((route) => route.methods.map((method) => ({ method, path: route.path }))),
  { method: 'PUT', path: '/log' },
  { method: 'PUT', path: '/performance' },
];

it('finds the calls that take a body (login, register, the round, the reports among them)', () => {
  const paths = targets.map((t) => t.path);
  expect(paths).toEqual(expect.arrayContaining(['/json-api/login', '/json-api/users/register', '/json-api/token/refresh', '/json-api/studio/rounds', '/json-api/users/restore-password/restore', '/log']));
  expect(targets.length).toBeGreaterThan(30);
});

it.each(targets)('$method $path answers hostile bodies with a documented 2xx/4xx, never a 500', async ({ method, path }) => {
  // Logging out with the bearer would end the session the other calls use.
  const headers: Record<string, string> = path === '/json-api/logout' ? {} : { authorization: `Bearer ${player.bearer}` };
  await fc.assert(
    fc.asyncProperty(hostileBody, async (body) => {
      expectDocumentedShape(await send(site.base, method, path, body, headers));
    }),
    { numRuns: RUNS },
  );
});

it('json_too_complex is a documented API code', () => {
  expect(isApiErrorCode('json_too_complex')).toBe(true);
});

import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import fc from 'fast-check';
import { appRoutes, type AppRoute, type Segment } from './app-routes';
import { unique } from './test-data';

/**
 * Malformed input never crashes: a property test that walks every route file under
 * app/ (API routes with the methods they export, and pages) and feeds each one malformed paths,
 * queries, headers and bodies, as a guest and as a player. No answer may be 500 or more (a 503
 * for maintenance aside), and every 4xx of the API must be JSON with `errors`.
 *
 * It runs against the real production server Playwright starts for the journeys (`npm start`:
 * server.ts with its path screen, hot route and page cache, then Next with the proxy), so it
 * sees what a client sees; node:http sends the raw request line, since fetch and Playwright's
 * request context would normalize or refuse some of these paths. The number of cases is bounded
 * (about a minute on a 2-core machine); FC_SEED and FC_RUNS replay or widen a run.
 */
const RUNS = Number(process.env.FC_RUNS ?? 4000);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

interface Received {
  status: number;
  type: string;
  body: string;
}

let origin: { host: string; port: number };
let playerCookie = '';
let requests = 0;

function send(req: Sent): Promise<Received> {
  return new Promise((resolve, reject) => {
    const headers = { ...req.headers };
    if (req.body) headers['content-length'] = String(req.body.length);
    const r = httpRequest({ ...origin, method: req.method, path: req.path, headers, timeout: 20_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    r.on('timeout', () => r.destroy(new Error(`timeout: ${req.method} ${req.path}`)));
    r.on('error', reject);
    r.end(req.body);
  });
}

const isApiPath = (path: string) => /^\/(json-api|api)(\/|\?|$)/.test(path);

/** What every answer must satisfy; a message naming the rule broken, or null. */
function violation(req: Sent, res: Received): string | null {
  if (res.status >= 500 && !(res.status === 503 && res.body.includes('"maintenance"'))) return `answered ${res.status}`;
  if (isApiPath(req.path) && res.status >= 400 && res.status < 500) {
    if (!res.type.includes('application/json')) return `API ${res.status} as ${res.type || 'no content type'}`;
    if (req.method === 'HEAD') return null;
    try {
      const body = JSON.parse(res.body) as { errors?: unknown };
      if (!Array.isArray(body.errors) || body.errors.length === 0) return `API ${res.status} without errors: ${res.body.slice(0, 200)}`;
    } catch {
      return `API ${res.status} body is not JSON: ${res.body.slice(0, 200)}`;
    }
  }
  return null;
}

async function check(req: Sent): Promise<void> {
  const res = await send(req);
  const broken = violation(req, res);
  if (broken) throw new Error(`${req.method} ${req.path} ${JSON.stringify(req.headers)} ${req.body?.toString('utf8').slice(0, 300) ?? ''}: ${broken}`);
}

// ---- What is fed in -------------------------------------------------------------------------

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates become U+FFFD, as a browser sends them). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** Malformed and borderline pieces of a URL: undecodable escapes, NUL, escaped escapes, traversal, very long. */
const NASTY = ['%E0', '%ED%A0%80', '%E0%A4%A', '%', '%G1', '%00', 'x%00y', '%2500', '%25E0', '%C0%AF', '%FF', '%0A', '%09', '%20', '..', '%2e%2e', '%2F', '%5C', '%3F', '%23', 'a'.repeat(600), '%F0%9F%8E%B0', '%D0%B8%D0%B3%D1%80%D1%8B', '-1', '0', '1e9', '99999999999', 'null', 'undefined', '[object%20Object]', 'page', 'cherry-blaze', 'slots', 'email', 'phone', 'card', '1'];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }).map(percentEncode) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...NASTY), { minLength: 2, maxLength: 3 }).map((parts) => parts.join('')) },
);

function pathOf(route: AppRoute, values: string[], locale: string): string {
  let i = 0;
  const next = () => values[i++ % values.length] ?? 'x';
  const parts: string[] = [];
  for (const s of route.segments as Segment[]) {
    if (s.kind === 'static') parts.push(s.name);
    else if (s.kind === 'locale') {
      if (locale) parts.push(locale);
    } else if (s.kind === 'param') parts.push(next());
    else parts.push(...(s.optional && i % 2 ? [] : [next(), next()]));
  }
  return `/${parts.join('/')}`;
}

const QUERY_KEYS = ['q', 'page', 'limit', 'platform', 'filter[type]', 'filter[category]', 'filter[category][]', 'filter[producer]', 'type', 'providerSlug', 'hidden', 'path', 'token', 'lang', 'redirect', 'email', '_rsc', '%E0', 'x%00'];
const query = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), text), { maxLength: 4 }).map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const headerSets = fc.record(
  {
    'accept-language': fc.constantFrom('en', 'it;q=0.9, ru;q=0.1', '*', '', 'xx', 'ru-RU,ru;q=0.9', 'a'.repeat(300), ';;;q=x'),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1'),
    'x-requested-with': fc.constantFrom('XMLHttpRequest', 'XMLHttpRequest', 'nope'),
    cookie: fc.constantFrom('croupier_session=garbage', 'croupier_session=Fe26.2**x*y', 'croupier_session=%E0%00', 'NEXT_LOCALE=%E0', 'NEXT_LOCALE=xx; croupier_auth=1', '=; ;='),
    authorization: fc.constantFrom('Bearer x', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'Basic Og==', 'Bearer '),
    // Never empty or the loopback: those would spend the journeys' own page budget.
    'x-forwarded-for': fc.constantFrom('%E0', 'unknown', '1.2.3.4, 5.6.7.8', '999.1.1.1', 'fe80::1%eth0'),
    'geo-country': fc.constantFrom('RU', '%E0', 'XX', ''),
  },
  { requiredKeys: [] },
);
/** Next's own request headers (a client router's fetch); rare, since Next redirects an `rsc` request without `_rsc`. */
const routerHeaders = fc.record(
  {
    rsc: fc.constant('1'),
    'next-router-state-tree': fc.constantFrom('%E0', '[', '["",{}]', '%5B%22%22%2C%7B%7D%5D'),
    'next-router-prefetch': fc.constant('1'),
    'next-action': fc.constantFrom('x', '0'.repeat(42)),
  },
  { requiredKeys: [] },
);
const headers = fc.tuple(headerSets, fc.oneof({ weight: 7, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: routerHeaders })).map(([common, router]) => ({ ...common, ...router }));

const FIELDS = ['login', 'password', 'email', 'phone', 'code', 'nickname', 'birthday', 'currency', 'registration_contact_type', 'runToken', 'roundId', 'bet', 'outcome', 'amount', 'method', 'account', 'gift_id', 'id', 'platform', 'demo', 'exitUrl', 'captcha', 'token', 'new_password', 'type', 'value', 'contact', 'redirect'];
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('\u0000', 'x\u0000y', '\ud800', '%E0', '', ' ', 'a'.repeat(5000), '1990-01-15', 'RUB', 'paid', 'email', '/\t\\evil.example', 'player@example.com', '+79991234567'),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 2 ** 53, 1e308, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS, '\u0000', '__proto__'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const body = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), jsonValue, { maxKeys: 6 }).map((o) => Buffer.from(JSON.stringify(o))) },
  { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":', '{"login":"\\u0000"}', '{"a":"\\ud800"}', 'x'.repeat(70_000), '{"a":1}'.padEnd(66_000)).map((s) => Buffer.from(s)) },
  // Bodies built to be expensive: deep nesting and many values, each under the 64 KB limit (400 json_too_complex).
  { weight: 1, arbitrary: fc.constantFrom(`{"a":${'['.repeat(30_000)}${']'.repeat(30_000)}}`, `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, `[${Array(20_000).fill(0).join(',')}]`).map((s) => Buffer.from(s)) },
  // Bytes that are not UTF-8 inside a JSON string.
  { weight: 1, arbitrary: fc.constant(Buffer.from([0x7b, 0x22, 0x6c, 0x6f, 0x67, 0x69, 0x6e, 0x22, 0x3a, 0x22, 0xe0, 0xed, 0xa0, 0x80, 0x22, 0x7d])) },
);

const routes = appRoutes();
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Each route with each method it exports, and once with one it does not (an API route answers 405 in JSON). */
const cases = routes.flatMap((route) => {
  const other = ALL_METHODS.find((method) => !route.methods.includes(method));
  return [...route.methods, ...(other ? [other] : [])].map((method) => ({ route, method }));
});

const sentRequest = fc
  .record({
    target: fc.constantFrom(...cases),
    values: fc.array(text, { minLength: 1, maxLength: 4 }),
    locale: fc.constantFrom('', 'en', 'it', 'ru'),
    query,
    headers,
    player: fc.boolean(),
    body: fc.option(body, { nil: undefined }),
  })
  .map(({ target, values, locale, query: search, headers, player, body: payload }): Sent => {
    // An address per request (TRUST_PROXY is set for the journeys): the fuzzing never spends
    // the page budget or the login throttles of anyone else, unless a header case overrides it.
    const n = ++requests;
    const sent: Record<string, string> = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, ...headers };
    if (player && playerCookie) sent.cookie = headers.cookie ? `${playerCookie}; ${headers.cookie}` : playerCookie;
    const method = target.method;
    const withBody = payload !== undefined && !['GET', 'HEAD'].includes(method);
    return { method, path: pathOf(target.route, values, locale) + search, headers: sent, body: withBody ? payload : undefined };
  });

// ---- The tests ------------------------------------------------------------------------------

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  const url = new URL(baseURL ?? 'http://localhost:3900');
  origin = { host: '127.0.0.1', port: Number(url.port) };
  const registration = {
    registration_contact_type: 'email',
    email: `fuzz-${unique()}@example.com`,
    password: 'Secret-pass1',
    birthday: '1990-01-15',
    currency: 'RUB',
    nickname: `fz${unique()}`.slice(0, 16),
  };
  const res = await new Promise<string>((resolve, reject) => {
    const r = httpRequest(
      { ...origin, method: 'POST', path: '/json-api/users/register', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': '10.250.0.1' } },
      (answer) => {
        answer.resume();
        const cookie = (answer.headers['set-cookie'] ?? []).find((line) => line.startsWith('croupier_session='));
        answer.on('end', () => (cookie ? resolve(cookie.split(';')[0] ?? '') : reject(new Error(`registration answered ${answer.statusCode}`))));
      },
    );
    r.on('error', reject);
    r.end(JSON.stringify(registration));
  });
  playerCookie = res;
});

test('the route files were all found', () => {
  expect(routes.filter((r) => r.kind === 'api').length).toBeGreaterThan(40);
  expect(routes.filter((r) => r.kind === 'page').length).toBeGreaterThan(30);
  for (const route of routes) expect(route.methods.length, route.file).toBeGreaterThan(0);
});

test('the issue’s cases answer 400 or the 404 page, never 500', async () => {
  const xhr = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-forwarded-for': '10.250.0.2' };
  const expected: [string, string, number, string?][] = [
    ['GET', '/games/%E0', 404],
    ['GET', '/play/%ED%A0%80', 404],
    ['GET', '/en/games/x%00y', 404],
    ['GET', '/games/%25E0', 404],
    ['GET', '/json-api/v2/games/%E0%A4%A', 400, 'invalid_path'],
    ['GET', '/json-api/treasury/sandbox/%ED%A0%80', 400, 'invalid_path'],
    ['GET', '/json-api/v2/games?q=x%00y', 400, 'invalid_query'],
    ['POST', '/json-api/studio/rounds%E0', 400, 'invalid_path'],
    ['GET', '/json-api/no/such/call', 404, 'not_found'],
    ['POST', '/json-api/no-such-call', 404, 'not_found'],
    ['GET', '/json-api', 404, 'not_found'],
    ['DELETE', '/api/nothing', 404, 'not_found'],
    ['GET', '/json-api/v2/games/cherry-blaze/extra', 404, 'not_found'],
    ['GET', '/json-api/login', 405, 'method_not_allowed'],
    ['DELETE', '/json-api/v2/games', 405, 'method_not_allowed'],
  ];
  for (const [method, path, status, code] of expected) {
    const res = await send({ method, path, headers: xhr });
    expect(res.status, `${method} ${path}`).toBe(status);
    if (code) expect((JSON.parse(res.body) as { errors: { code: string }[] }).errors.map((e) => e.code), `${method} ${path}`).toEqual([code]);
    else expect(res.type, path).toContain('text/html');
  }
  const login = await send({ method: 'POST', path: '/json-api/login', headers: xhr, body: Buffer.from('{"login":"a\\u0000b","password":"Secret-pass1"}') });
  expect([login.status, JSON.parse(login.body)]).toEqual([400, { errors: [{ code: 'invalid_value', field: 'login' }] }]);
  // 30 000 nested arrays in 60 KB: refused before parsing, where they used to hold the server for seconds and answer 500.
  const deep = Buffer.from(`{"login":"a@b.co","password":${'['.repeat(30_000)}${']'.repeat(30_000)}}`);
  for (const path of ['/json-api/login', '/json-api/studio/rounds']) {
    const res = await send({ method: 'POST', path, headers: xhr, body: deep });
    expect([res.status, JSON.parse(res.body)], path).toEqual([400, { errors: [{ code: 'json_too_complex' }] }]);
  }
});

test('the API catch-alls never shadow a route: every static API route is reached', async () => {
  for (const route of routes.filter((r) => r.kind === 'api' && r.segments.every((s) => s.kind === 'static'))) {
    const method = route.methods.includes('GET') ? 'GET' : (route.methods[0] ?? 'GET');
    const path = pathOf(route, ['x'], '');
    const res = await send({ method, path, headers: { 'x-requested-with': 'XMLHttpRequest', 'x-forwarded-for': '10.250.0.3' } });
    expect(res.status, `${method} ${path} (${route.file})`).not.toBe(404);
  }
});

test('malformed paths, queries, headers and bodies on every route: no 5xx, API errors in JSON', async () => {
  // Bounded twice: RUNS cases, and at most 100 s when the machine is busy (the cases run by then count).
  test.setTimeout(180_000);
  await fc.assert(
    fc.asyncProperty(sentRequest, async (req) => {
      await check(req);
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true, interruptAfterTimeLimit: 100_000 },
  );
});

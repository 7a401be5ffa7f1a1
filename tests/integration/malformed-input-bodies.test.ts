import { randomUUID } from 'node:crypto';
import { MAX_BODY_BYTES } from '@/lib/platform/http/body';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { bodyRoutes, send, startSiteServer } from './helpers/site-server';
import { closeTestDb, openSeededDb } from './helpers/test-db';

/**
 * A small body built to be expensive (30 000 nested arrays in 60 KB) is refused with 400
 * json_too_complex by every call that takes a body, through the custom server's chain as
 * server.ts wires it. Before the body limits it answered 500 after holding the event loop for
 * seconds (the NUL check recursed until the stack overflowed), at login before any rate check.
 */
let site: Awaited<ReturnType<typeof startSiteServer>>;
let player: TestPlayer;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await openSeededDb();
  player = await registerPlayer();
  site = await startSiteServer();
});

afterAll(async () => {
  await site.close();
  await closeTestDb();
});

const deepArrays = `{"login":"player@example.com","password":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
const deepObjects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

const calls: [string, string, boolean][] = [
  ['POST', '/json-api/login', false],
  ['POST', '/json-api/users/register', false],
  ['POST', '/json-api/token/refresh', false],
  ['POST', '/json-api/users/restore-password/request', false],
  ['POST', '/json-api/users/restore-password/check', false],
  ['POST', '/json-api/users/restore-password/restore', false],
  ['POST', '/json-api/studio/rounds', true],
  ['PUT', '/log', false],
  ['PUT', '/performance', false],
  ['PUT', '/json-api/users/profile', true],
];

it.each(calls)('%s %s: 30 000 nested arrays are 400 json_too_complex', async (method, path, signedIn) => {
  expect(Buffer.byteLength(deepArrays)).toBeLessThan(MAX_BODY_BYTES);
  const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${player.bearer}` } : {};
  for (const body of [deepArrays, deepObjects]) {
    const res = await send(site.base, method, path, body, headers);
    expect([res.status, res.type, (JSON.parse(res.text) as { errors: unknown }).errors]).toEqual([400, expect.stringContaining('application/json'), [{ code: 'json_too_complex' }]]);
  }
});

it('every route of app/ that reads a body refuses a deep one the same way', async () => {
  const answers: string[] = [];
  for (const route of bodyRoutes()) {
    for (const method of route.methods) {
      const headers: Record<string, string> = route.path === '/json-api/logout' ? {} : { authorization: `Bearer ${player.bearer}` };
      const res = await send(site.base, method, route.path, deepArrays, headers);
      answers.push(`${method} ${route.path} ${res.status} ${res.text.slice(0, 80)}`);
    }
  }
  expect(answers.filter((a) => !a.includes('json_too_complex'))).toEqual([]);
});

it('a round call whose body is deep is refused without touching the round', async () => {
  const body = JSON.stringify({ runToken: 'x', roundId: randomUUID(), bet: 100, extra: 0 }).replace('0}', `${'['.repeat(40)}${']'.repeat(40)}}`);
  const res = await send(site.base, 'POST', '/json-api/studio/rounds', body, { authorization: `Bearer ${player.bearer}` });
  expect([res.status, JSON.parse(res.text)]).toEqual([400, { errors: [{ code: 'json_too_complex' }] }]);
});

it('a well-formed body still reaches the call (a wrong password is 401, not a body error)', async () => {
  const res = await send(site.base, 'POST', '/json-api/login', JSON.stringify({ login: 'nobody@example.com', password: 'Wrong-pass1' }));
  expect(res.status).not.toBe(400);
  expect(res.status).toBeLessThan(500);
});

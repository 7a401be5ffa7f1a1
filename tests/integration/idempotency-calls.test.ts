import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDb } from '@/lib/platform/db/client';
import { closeTestDb, openSeededDb, startFolderFromTemplate } from './helpers/test-db';
import { resetThrottles, type Res } from './helpers/accounts';
import { otherIsAnotherRequest, VALUE_MOVING_CALLS, type RunningCall, type ValueMovingCall } from './helpers/value-moving-calls';

/**
 * The idempotency rule, call by call (docs/ARCHITECTURE.md "Idempotency"), through the real route
 * handlers: twenty identical requests at once with one key take effect once and get one answer
 * twenty times (on PostgreSQL they really run at once, on separate connections); the key still
 * answers after a restart (a new database handle: nothing is kept in the process); another key is
 * another call; the same key with another request is refused; a malformed key is a 400. Every
 * request carries a log id as the custom server stamps one (a UUID per request) or as a proxy
 * sends it (`abc.def:123`): it never takes part.
 *
 * On PGlite the database lives in a folder of its own for this file, so that it can be closed and
 * opened again; it starts from the migrated template the in-memory databases load.
 */
const folder = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'croupier-idempotency-'));
if (folder) process.env.DATA_DIR = folder;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  if (folder) await startFolderFromTemplate(folder);
  await openSeededDb();
});
afterEach(async () => {
  await resetThrottles(await getDb());
});
afterAll(async () => {
  await closeTestDb();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const newKey = () => randomUUID().replaceAll('-', '');
const AT_ONCE = 20;

interface Done {
  run: RunningCall;
  key: string;
  first: Res<unknown>;
}
const done = new Map<string, Done>();

/** The key as the call's browser sends it: in the body (the shop's first way), a GET's in the header. */
const keyed = (c: ValueMovingCall, key: string) => (c.body ? { body: key } : { header: key });

describe(`${AT_ONCE} identical requests at once with one key: one effect, the same answer ${AT_ONCE} times`, () => {
  it.each(VALUE_MOVING_CALLS.map((c) => [c.route, c] as const))('%s', async (_route, c) => {
    const run = await c.setup();
    const key = newKey();
    // Each with its own log id, a UUID as server.ts stamps one: it must not make the requests differ.
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => run.send({ ...keyed(c, key), requestId: randomUUID() })));
    expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotency-replayed') === 'true')).toHaveLength(AT_ONCE - 1);
    expect(await run.effects()).toBe(1);
    done.set(c.route, { run, key, first: answers.find((a) => a.headers.get('idempotency-replayed') === null)! });
  });
});

describe('after a restart (a new database handle)', () => {
  beforeAll(async () => {
    await closeTestDb();
    await getDb();
  });

  it.each(VALUE_MOVING_CALLS.map((c) => [c.route, c] as const))('%s: the key answers the first answer, byte for byte, in the header as in the body', async (_route, c) => {
    const { run, key, first } = done.get(c.route)!;
    const again = await run.send({ header: key, requestId: 'abc.def:123' });
    expect([again.status, again.headers.get('idempotency-replayed')]).toEqual([200, 'true']);
    expect(again.text).toBe(first.text);
    expect(await run.effects()).toBe(1);
  });

  it.each(VALUE_MOVING_CALLS.filter(otherIsAnotherRequest).map((c) => [c.route, c] as const))('%s: the key with another request is refused, nothing done', async (_route, c) => {
    const { run, key } = done.get(c.route)!;
    const reused = await run.send({ ...keyed(c, key), requestId: 'abc.def:123' }, true);
    expect([reused.status, reused.body]).toEqual([409, expect.objectContaining({ errors: [{ code: 'idempotency_key_reused', field: c.body ? 'requestId' : 'Idempotency-Key' }] })]);
    expect(await run.effects()).toBe(1);
  });

  it.each(VALUE_MOVING_CALLS.map((c) => [c.route, c] as const))('%s: another key is another call', async (_route, c) => {
    const { run } = done.get(c.route)!;
    await run.beforeOther?.();
    const other = await run.send({ header: newKey(), requestId: 'abc.def:123' }, true);
    expect([other.status, other.headers.get('idempotency-replayed')]).toEqual([200, null]);
    expect(await run.effects()).toBe(2);
  });

  it.each(VALUE_MOVING_CALLS.map((c) => [c.route, c] as const))('%s: a malformed key is 400 invalid_value on where it came from, nothing done', async (_route, c) => {
    const { run } = done.get(c.route)!;
    const before = await run.effects();
    const header = await run.send({ header: 'bad key!' });
    expect([header.status, header.body]).toEqual([400, expect.objectContaining({ errors: [{ code: 'invalid_value', field: 'Idempotency-Key' }] })]);
    if (c.body) {
      const body = await run.send({ body: 'short' });
      expect([body.status, body.body]).toEqual([400, expect.objectContaining({ errors: [{ code: 'invalid_value', field: 'requestId' }] })]);
      // Two ways in that name two keys: refused rather than guessed.
      const both = await run.send({ header: newKey(), body: newKey() });
      expect([both.status, both.body]).toEqual([400, expect.objectContaining({ errors: [{ code: 'invalid_value', field: 'Idempotency-Key' }] })]);
    }
    expect(await run.effects()).toBe(before);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENT_CALLS } from '@/lib/domain/idempotency/idempotency';
import type { Db } from '@/lib/platform/db/client';
import { compointProducts, idempotentAnswers, userGifts } from '@/lib/platform/db/schema';
import { sweepAnswers } from '@/lib/platform/idempotency/stored-answers';
import { startIdempotencySweeper } from '@/lib/platform/idempotency/sweeper';
import { now } from '@/lib/platform/clock';
import { onMessage, publish, publishAfter, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { POST as buyRoute } from '@/app/json-api/compoint-products/[id]/route';
import { POST as rbkRoute } from '@/app/json-api/treasury/rbk-create-invoice/route';
import { appRoutes } from '../e2e/app-routes';
import { api } from './helpers/accounts';
import { registerPlayer, type TestPlayer } from './helpers/players';
import { withSeededDb } from './helpers/test-db';
import { giveCompoints } from './helpers/tournament-fixtures';
import { VALUE_MOVING_CALLS } from './helpers/value-moving-calls';

/**
 * The idempotency rule as a whole (docs/ARCHITECTURE.md "Idempotency"): no route that moves value
 * escapes it; the log's request id never takes part; a key is the player's and the call's; a
 * refusal leaves the key free; answers expire; live messages leave after the commit.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

/** The routes that change something but move no value, each with why it needs no key. */
const MOVES_NO_VALUE: Readonly<Record<string, string>> = {
  'POST /json-api/actions/be_participant': 'joins a promo: a membership, no points or prize; joining again answers the same',
  'POST /json-api/eapi/game-run/{slug}': 'opens a game session; money moves in its rounds',
  'POST /json-api/eapi/game-sessions/leave': 'marks a game closed for the players-online count; the session still takes rounds',
  'POST /json-api/studio/rounds': "a round carries the caller's roundId, the ledger's own key: a retried round answers its first answer",
  'POST /json-api/treasury/sandbox/{token}/complete': "the payment provider's call, not a player's: the invoice token is its key, and an invoice is paid once",
  'POST /json-api/treasury/open': 'records that the cashbox was opened (marketing)',
  'POST /json-api/user-gifts/cashbox-select': 'picks the gift for the next deposit; nothing is granted',
  'PUT /json-api/v2/tournaments/{slug}/choose': "a member's choice among their tournaments; no seat is bought",
  'POST /json-api/users/register': "a guest's call (no player to scope a key by); one account per contact, and its welcome gifts are keyed by the new player",
  'POST /json-api/players/phones/confirm': "a code confirms a contact once; what its achievement grants is keyed by the player and the goal",
  'POST /json-api/players/phones/verify': 'sends a code',
  'POST /json-api/players/contacts/create/{type}': 'adds a contact',
  'POST /json-api/players/contacts/email-verification/request/{id}': 'sends a link',
  'POST /json-api/login': 'a session',
  'POST /json-api/logout': 'a session',
  'POST /json-api/token/refresh': 'a session',
  'POST /json-api/users/first-auth/seen': 'a flag',
  'POST /json-api/users/nickname-choose': 'a profile field',
  'PUT /json-api/users/profile': 'profile fields',
  'POST /json-api/users/restore-password/request': 'sends a code',
  'POST /json-api/users/restore-password/check': 'checks a code',
  'POST /json-api/users/restore-password/restore': 'a password',
  'POST /json-api/user-notifications/read/{id}': 'a notice read',
  'PUT /json-api/verifications/{id}': 'an identity document',
  'PUT /json-api/protection/deposit-limits': "the player's own limits",
  'PUT /json-api/protection/reality-check': "the player's own reminder",
  'POST /json-api/protection/time-out': 'a pause of play',
  'POST /json-api/protection/self-exclusion': 'a pause of play',
};

const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** "POST /json-api/compoint-products/{id}" for each method of each API route file; catch-alls (the JSON 404 of unknown paths) left out. */
function apiCalls(): string[] {
  return appRoutes()
    .filter((r) => r.kind === 'api' && r.segments.every((s) => s.kind !== 'catch-all'))
    .flatMap((r) => {
      const path = `/${r.segments.map((s) => (s.kind === 'static' ? s.name : s.kind === 'param' ? `{${s.name}}` : '')).join('/')}`;
      return r.methods.map((method) => `${method} ${path}`);
    });
}

describe('every call that moves value goes through the rule', () => {
  it('each route that changes something is a value-moving call (tested call by call) or named as moving none, with its reason', () => {
    const calls = apiCalls();
    const valueMoving = new Set(VALUE_MOVING_CALLS.map((c) => c.route));
    const unclassified = calls.filter((call) => CHANGING.has(call.split(' ')[0]!) && !valueMoving.has(call) && !(call in MOVES_NO_VALUE));
    expect(unclassified).toEqual([]);
    // Nothing listed that is not there (a renamed route would leave its old name behind).
    expect([...valueMoving, ...Object.keys(MOVES_NO_VALUE)].filter((call) => !calls.includes(call))).toEqual([]);
    // Every call name of the rule is sent by some route, and the tests send each.
    expect([...new Set(VALUE_MOVING_CALLS.map((c) => c.call))].sort()).toEqual([...IDEMPOTENT_CALLS].sort());
  });
});

async function product(price: number): Promise<number> {
  const [row] = await db
    .insert(compointProducts)
    .values({ price, gift: { title: { ru: 'Опыт', en: 'Experience', it: 'Esperienza' }, terms: { type: 'xp', points: 10 }, validDays: 7 }, position: 100 })
    .returning({ id: compointProducts.id });
  return row!.id;
}

const buy = (p: TestPlayer, id: number, headers: Record<string, string> = {}, body: Record<string, unknown> = {}) =>
  api<{ data: { balance: number }; errors?: { code: string; field?: string }[] }, { id: string }>(buyRoute, `/json-api/compoint-products/${id}`, {
    method: 'POST',
    bearer: p.bearer,
    lang: 'en',
    params: { id: String(id) },
    headers,
    body,
  });
const bought = (p: TestPlayer) => db.$count(userGifts, and(eq(userGifts.userId, p.id), eq(userGifts.reason, 'compoints')));
const newKey = () => randomUUID().replaceAll('-', '');

describe("the log's request id never takes part", () => {
  it("a proxy's X-Request-Id (abc.def:123) neither fails a purchase nor makes two purchases one", async () => {
    const p = await registerPlayer();
    await giveCompoints(db, p.id, 10);
    const id = await product(1);
    const first = await buy(p, id, { 'x-request-id': 'abc.def:123' });
    const second = await buy(p, id, { 'x-request-id': 'abc.def:123' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.balance, second.body.data.balance]).toEqual([9, 8]);
    expect(await bought(p)).toBe(2);
  });

  it('one request id as the server stamps it, without a key: two calls, two purchases', async () => {
    const p = await registerPlayer();
    await giveCompoints(db, p.id, 10);
    const id = await product(1);
    const stamped = randomUUID();
    expect((await buy(p, id, { 'x-request-id': stamped })).status).toBe(200);
    expect((await buy(p, id, { 'x-request-id': stamped })).headers.get('idempotency-replayed')).toBeNull();
    expect(await bought(p)).toBe(2);
  });
});

describe('the scope of a key', () => {
  it("is the player's: another player's same key is another purchase", async () => {
    const [p, q] = [await registerPlayer(), await registerPlayer()];
    for (const one of [p, q]) await giveCompoints(db, one.id, 10);
    const id = await product(1);
    const key = newKey();
    expect((await buy(p, id, { 'idempotency-key': key })).status).toBe(200);
    const theirs = await buy(q, id, { 'idempotency-key': key });
    expect([theirs.status, theirs.headers.get('idempotency-replayed')]).toEqual([200, null]);
    expect([await bought(p), await bought(q)]).toEqual([1, 1]);
  });

  it("is the call's: the same key on a deposit start starts a deposit", async () => {
    const p = await registerPlayer();
    await giveCompoints(db, p.id, 10);
    const key = newKey();
    expect((await buy(p, await product(1), { 'idempotency-key': key })).status).toBe(200);
    const started = await api<{ data: { deposit_id: number } }>(rbkRoute, '/json-api/treasury/rbk-create-invoice', { bearer: p.bearer, body: { method: 'sbp', amount: 70_000 }, headers: { 'idempotency-key': key } });
    expect([started.status, started.headers.get('idempotency-replayed')]).toEqual([200, null]);
  });
});

describe('a refusal leaves the key free', () => {
  it('too few compoints with a key: refused, nothing kept; topped up, the same key buys once', async () => {
    const p = await registerPlayer();
    const id = await product(5);
    const key = newKey();
    const refused = await buy(p, id, { 'idempotency-key': key });
    expect([refused.status, refused.body.errors?.[0]?.code]).toEqual([400, 'insufficient_compoint_balance']);
    expect(await db.$count(idempotentAnswers, eq(idempotentAnswers.userId, p.id))).toBe(0);
    await giveCompoints(db, p.id, 5);
    const [paid, again] = [await buy(p, id, { 'idempotency-key': key }), await buy(p, id, { 'idempotency-key': key })];
    expect([paid.status, paid.body.data.balance, again.headers.get('idempotency-replayed')]).toEqual([200, 0, 'true']);
    expect(again.text).toBe(paid.text);
    expect(await bought(p)).toBe(1);
  });
});

describe('stored answers expire', () => {
  it('a day later the hourly sweep removes the answer, and the key is a new call', async () => {
    const p = await registerPlayer();
    await giveCompoints(db, p.id, 10);
    const id = await product(1);
    const key = newKey();
    const first = await buy(p, id, { 'idempotency-key': key });
    const mine = and(eq(idempotentAnswers.userId, p.id), eq(idempotentAnswers.key, key));
    const stored = () => db.$count(idempotentAnswers, mine);
    // The answer made earlier (moving the clock instead would expire the player's token too).
    const madeHoursAgo = (hours: number) => db.update(idempotentAnswers).set({ createdAt: new Date(now().getTime() - hours * 3_600_000) }).where(mine);

    await madeHoursAgo(23);
    await sweepAnswers(db, now());
    expect(await stored()).toBe(1);
    expect((await buy(p, id, { 'idempotency-key': key })).text).toBe(first.text);

    await madeHoursAgo(25);
    // As server.ts runs it: at once, then every hour.
    const stop = startIdempotencySweeper(db);
    try {
      while ((await stored()) > 0) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      stop();
    }
    const later = await buy(p, id, { 'idempotency-key': key });
    expect([later.status, later.headers.get('idempotency-replayed'), later.body.data.balance]).toEqual([200, null, 8]);
    expect(await bought(p)).toBe(2);
  });
});

describe('live messages leave after the commit', () => {
  it('publishAfter holds what its work publishes until it succeeded, and drops it when it failed', async () => {
    const seen: RealtimeMessage[] = [];
    const stop = onMessage((room, message) => room === 'user:held' && seen.push(message));
    try {
      const message: RealtimeMessage = { type: 'compoints_balance_changed', balance: 1 };
      await publishAfter(async () => {
        await publish('user:held', message);
        expect(seen).toEqual([]);
      });
      expect(seen).toEqual([message]);
      await expect(
        publishAfter(async () => {
          await publish('user:held', { type: 'compoints_balance_changed', balance: 2 });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(seen).toEqual([message]);
    } finally {
      stop();
    }
  });

  it("a keyed purchase's compoints message goes out once its purchase is committed: a read started on it sees the gift", async () => {
    const p = await registerPlayer();
    await giveCompoints(db, p.id, 10);
    const id = await product(1);
    let readOnMessage: Promise<number> | null = null;
    const stop = onMessage((room, message) => {
      if (room === `user:${p.hash}` && message.type === 'compoints_balance_changed') readOnMessage ??= bought(p);
    });
    try {
      expect((await buy(p, id, {}, { requestId: newKey() })).status).toBe(200);
    } finally {
      stop();
    }
    expect(readOnMessage).not.toBeNull();
    expect(await readOnMessage).toBe(1);
  });
});

import type { Db } from '@/lib/platform/db/client';
import { InsufficientFundsError, WalletError } from '@/lib/platform/wallet/errors';
import { inTransaction } from '@/lib/platform/db/transaction';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { bet, betAndWin, rollback } from '@/lib/platform/wallet/seamless-wallet';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { waitUntil } from './helpers/wait-for';
import { lockWaiters } from './helpers/lock-waits';
import { BALANCED, checkLedger, key, makePlayer } from './helpers/wallet';

/**
 * Many requests at once. On PGlite transactions take turns; on PostgreSQL (TEST_DATABASE_URL)
 * they really run side by side over the pool, which is what the row locks are for.
 */
let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

type Outcome = { ok: WalletAnswer } | { refused: WalletError };

async function settle(promise: Promise<WalletAnswer>): Promise<Outcome> {
  try {
    return { ok: await promise };
  } catch (error) {
    if (error instanceof WalletError) return { refused: error };
    throw error;
  }
}

it('never overdraws: of 200 bets at once exactly floor(balance / bet) are taken', async () => {
  const p = await makePlayer(db, { real: 10_000 });
  const outcomes = await Promise.all(
    Array.from({ length: 200 }, (_, i) => settle(bet(db, { transactionId: key(`many-${i}`), userId: p.id, currency: p.currency, mode: 'real', roundRef: `r${i}`, amount: 70, allowBonus: false }))),
  );
  const taken = outcomes.filter((o) => 'ok' in o);
  const refused = outcomes.flatMap((o) => ('refused' in o ? [o.refused] : []));
  expect(taken).toHaveLength(Math.floor(10_000 / 70));
  expect(refused.every((e) => e instanceof InsufficientFundsError && e.required === 70 && e.available < 70)).toBe(true);
  expect((await readBalances(db, p.id, p.currency)).real).toBe(10_000 - 142 * 70);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('moves money once when the same key arrives many times at once, and every copy gets the first answer', async () => {
  const p = await makePlayer(db, { real: 5_000 });
  const input = { transactionId: key('same'), userId: p.id, currency: p.currency, mode: 'real' as const, roundRef: 'r', bet: 1_000, win: 300, allowBonus: false };
  const answers = await Promise.all(Array.from({ length: 20 }, () => betAndWin(db, input)));
  const firsts = answers.filter((a) => !a.duplicate);
  expect(firsts).toHaveLength(1);
  const first = firsts[0]!;
  for (const a of answers) expect({ ...a, duplicate: false, notice: null }).toEqual({ ...first, notice: null });
  expect(first.balance.real).toBe(4_300);
  expect((await readBalances(db, p.id, p.currency)).real).toBe(4_300);
});

it('reverses a bet once when several rollbacks of it arrive at once', async () => {
  const p = await makePlayer(db, { real: 1_000 });
  const betKey = key('bet');
  await bet(db, { transactionId: betKey, userId: p.id, currency: p.currency, mode: 'real', roundRef: 'r', amount: 400, allowBonus: false });
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => rollback(db, { transactionId: key(`rb-${i}`), betTransactionId: betKey, userId: p.id, currency: p.currency })),
  );
  expect(answers.filter((a) => a.rollback?.outcome === 'reversed')).toHaveLength(1);
  expect(answers.filter((a) => a.rollback?.outcome === 'already_reversed')).toHaveLength(9);
  expect((await readBalances(db, p.id, p.currency)).real).toBe(1_000);
});

it('settles a bet racing its own rollback either way, and the player ends where they began', async () => {
  const p = await makePlayer(db, { real: 10_000 });
  const pairs = await Promise.all(
    Array.from({ length: 25 }, async (_, i) => {
      const betKey = key(`race-${i}`);
      const [placed, reversed] = await Promise.all([
        settle(bet(db, { transactionId: betKey, userId: p.id, currency: p.currency, mode: 'real', roundRef: `race-${i}`, amount: 100, allowBonus: false })),
        rollback(db, { transactionId: key(`race-rb-${i}`), betTransactionId: betKey, userId: p.id, currency: p.currency }),
      ]);
      return { placed, outcome: reversed.rollback?.outcome };
    }),
  );
  for (const { placed, outcome } of pairs) {
    // Either the bet came first and was reversed, or the rollback came first and the bet was refused.
    if ('ok' in placed) expect(outcome).toBe('reversed');
    else expect([placed.refused.code, outcome]).toEqual(['bet_cancelled', 'unknown_bet']);
  }
  expect((await readBalances(db, p.id, p.currency)).real).toBe(10_000);
  expect(await checkLedger(db)).toEqual(BALANCED);
});

it('keeps players apart: concurrent rounds of many players each add up', async () => {
  const players = await Promise.all(Array.from({ length: 8 }, () => makePlayer(db, { real: 2_000 })));
  await Promise.all(
    players.flatMap((p) =>
      Array.from({ length: 10 }, (_, i) =>
        betAndWin(db, { transactionId: key('round'), userId: p.id, currency: p.currency, mode: i % 2 ? 'demo' : 'real', roundRef: `r${i}`, bet: 100, win: 50, allowBonus: false }),
      ),
    ),
  );
  for (const p of players) expect(await readBalances(db, p.id, p.currency)).toEqual({ real: 2_000 - 5 * 50, bonus: 0, play: 100_000 - 5 * 50 });
  expect(await checkLedger(db)).toEqual(BALANCED);
});

// PostgreSQL only: on PGlite transactions take turns, so the second round waits by design.
const onPostgres = process.env.DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
const itPg = onPostgres ? it : it.skip;

itPg('a round of one player never waits for another player’s open round: the house accounts are not locked', async () => {
  const [a, b] = await Promise.all([makePlayer(db, { real: 1_000 }), makePlayer(db, { real: 1_000 })]);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let aMoved: () => void = () => undefined;
  const aInside = new Promise<void>((resolve) => {
    aMoved = resolve;
  });
  // A's round has moved its stake and win (its rows locked, the house legs written) and stays open.
  const held = inTransaction(db, async (tx) => {
    const answer = await betAndWin(tx, { transactionId: key('held'), userId: a.id, currency: a.currency, mode: 'real', roundRef: 'held', bet: 100, win: 300, allowBonus: false });
    aMoved();
    await gate;
    return answer;
  });
  await aInside;
  const other = betAndWin(db, { transactionId: key('free'), userId: b.id, currency: b.currency, mode: 'real', roundRef: 'free', bet: 100, win: 0, allowBonus: false });
  let settled = false;
  void other.then(
    () => (settled = true),
    () => (settled = true),
  );
  // Whichever comes first while A stays open: B's round settles, or PostgreSQL shows it waiting
  // for a lock (which A would hold until its commit).
  const winner = await waitUntil('B to settle or to wait for a lock', async () => (settled ? 'B settled' : (await lockWaiters(db)) > 0 ? 'B waited' : null));
  release();
  await held;
  await other;
  expect(winner).toBe('B settled');
  expect(await readBalances(db, a.id, a.currency)).toMatchObject({ real: 1_200 });
  expect(await readBalances(db, b.id, b.currency)).toMatchObject({ real: 900 });
  expect(await checkLedger(db)).toEqual(BALANCED);
});

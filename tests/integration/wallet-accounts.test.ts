import { and, eq, like } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { users, walletTransactions } from '@/lib/platform/db/schema';
import { seedDatabase } from '@/lib/platform/seed';
import { DEMO_PLAYER, DEMO_PLAYER_DEPOSIT } from '@/lib/platform/seed/demo-player';
import { REALTIME_EVENTS, userRoom } from '@/lib/domain/realtime/realtime-events';
import { getBalance } from '@/lib/platform/accounts/balance';
import { verifyAccessToken } from '@/lib/platform/auth/access-token';
import { isRefusal, refusalAnswer } from '@/lib/platform/http/errors';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { deposit } from '@/lib/platform/wallet/credits';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { bet, betAndWin } from '@/lib/platform/wallet/seamless-wallet';
import { DEFAULT_WELCOME_PLAY_MONEY } from '@/lib/platform/wallet/welcome-grant';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as getBalanceRoute } from '@/app/json-api/users/balance/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration } from './helpers/accounts';
import { BALANCED, checkLedger, key, makePlayer } from './helpers/wallet';

type Tokens = { accessToken: string; refreshToken: string };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});

afterAll(async () => {
  delete process.env.WELCOME_PLAY_MONEY;
  await closeTestDb();
});

async function registered(overrides: Record<string, unknown> = {}): Promise<{ bearer: string; userId: number }> {
  const res = await api<Tokens>(register, '/json-api/users/register', { body: emailRegistration(overrides) });
  expect(res.status).toBe(200);
  const claims = await verifyAccessToken(res.body.accessToken);
  return { bearer: res.body.accessToken, userId: claims!.userId };
}

/** Collects the bus messages of one room while `run` runs. */
async function published(room: string, run: () => Promise<unknown>): Promise<RealtimeMessage[]> {
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((r, message) => {
    if (r === room) seen.push(message);
  });
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

describe('registration', () => {
  it('opens the accounts with the welcome play money and no real money', async () => {
    const { bearer, userId } = await registered({ currency: 'USD' });
    expect(await readBalances(db, userId, 'USD')).toEqual({ real: 0, bonus: 0, play: DEFAULT_WELCOME_PLAY_MONEY });
    const res = await api<{ data: Record<string, unknown> }>(getBalanceRoute, '/json-api/users/balance', { bearer });
    expect(res.body.data).toEqual({ user_id: userId, balance: 0, bonus: 0, wagering: 0, winback: 0, currency: 'USD', is_active_bonus: false, compoint_balance: 0 });
  });

  it('grants what WELCOME_PLAY_MONEY says, and nothing for 0', async () => {
    process.env.WELCOME_PLAY_MONEY = '2500';
    try {
      expect((await readBalances(db, (await registered()).userId, 'RUB')).play).toBe(2_500);
      process.env.WELCOME_PLAY_MONEY = '0';
      const { userId } = await registered();
      expect(await readBalances(db, userId, 'RUB')).toEqual({ real: 0, bonus: 0, play: 0 });
      const [grant] = await db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
      expect(grant).toBeUndefined();
    } finally {
      delete process.env.WELCOME_PLAY_MONEY;
    }
  });
});

describe('getBalance', () => {
  it('answers from the ledger in the player’s currency', async () => {
    const p = await makePlayer(db, { real: 12_345, bonus: 500 });
    expect(await getBalance(db, p.id)).toEqual({ user_id: p.id, balance: 12_345, bonus: 500, wagering: 0, winback: 0, currency: 'RUB', is_active_bonus: true, compoint_balance: 0 });
    // Money in another currency is not the player's balance.
    await deposit(db, { transactionId: key('eur'), userId: p.id, currency: 'EUR', amount: 999 });
    expect((await getBalance(db, p.id)).balance).toBe(12_345);
    // The service refuses in its own terms; the answer the API makes of it is the 404.
    const refused = await getBalance(db, 999_999).then(() => null, (error: unknown) => (isRefusal(error) ? refusalAnswer(error) : error));
    expect(refused).toMatchObject({ status: 404 });
  });
});

describe('the demo player', () => {
  it('holds 50 000.00 RUB of real money and the welcome play money, paid once however often it is seeded', async () => {
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.hash, DEMO_PLAYER.hash));
    expect(DEMO_PLAYER_DEPOSIT).toBe(5_000_000);
    const before = await readBalances(db, demo!.id, 'RUB');
    expect(before).toEqual({ real: 5_000_000, bonus: 0, play: 100_000 });
    await seedDatabase(db);
    await seedDatabase(db);
    expect(await readBalances(db, demo!.id, 'RUB')).toEqual(before);
    const deposits = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, demo!.id), like(walletTransactions.idempotencyKey, 'seed:demo-player:%')));
    expect(deposits).toHaveLength(1);
  });
});

describe('balance_changed', () => {
  it('is published to the player’s room after each movement, not for a replay', async () => {
    const p = await makePlayer(db, { real: 1_000 });
    const input = { transactionId: key(), userId: p.id, currency: p.currency, mode: 'real' as const, roundRef: 'r', amount: 300, allowBonus: false };
    const first = await published(userRoom(p.hash), () => bet(db, input));
    expect(first).toEqual([
      {
        type: REALTIME_EVENTS.balanceChanged,
        balance: { user_id: p.id, balance: 700, bonus: 0, wagering: 0, winback: 0, currency: 'RUB', is_active_bonus: false, compoint_balance: 0 },
        play: 100_000,
      },
    ]);
    expect(await published(userRoom(p.hash), () => bet(db, input))).toEqual([]);
  });

  it('waits for the caller’s commit when the caller owns the transaction', async () => {
    const p = await makePlayer(db, { real: 1_000 });
    const room = userRoom(p.hash);
    const inside = await published(room, () =>
      db.transaction((tx) => betAndWin(tx, { transactionId: key(), userId: p.id, currency: p.currency, mode: 'demo', roundRef: 'r', bet: 100, win: 0, allowBonus: false })),
    );
    expect(inside).toEqual([]);
    const answer = await db.transaction((tx) => betAndWin(tx, { transactionId: key(), userId: p.id, currency: p.currency, mode: 'demo', roundRef: 'r', bet: 100, win: 0, allowBonus: false }));
    const after = await published(room, () => publishAnswer(answer));
    expect(after).toEqual([expect.objectContaining({ type: 'balance_changed', play: 99_800 })]);
  });

  it('never fails a movement when publishing fails', async () => {
    const p = await makePlayer(db, { real: 1_000 });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = onMessage(() => {
      throw new Error('socket gone');
    });
    try {
      const answer = await bet(db, { transactionId: key(), userId: p.id, currency: p.currency, mode: 'real', roundRef: 'r', amount: 100, allowBonus: false });
      expect(answer.balance.real).toBe(900);
      expect(error).toHaveBeenCalled();
    } finally {
      stop();
      error.mockRestore();
    }
  });

  it('leaves the ledger balanced', async () => {
    expect(await checkLedger(db)).toEqual(BALANCED);
  });
});

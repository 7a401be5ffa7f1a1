import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { walletTransactions } from '@/lib/platform/db/schema';
import { InsufficientFundsError, WalletError } from '@/lib/platform/wallet/errors';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { bet, betAndWin, rollback, win } from '@/lib/platform/wallet/seamless-wallet';
import type { WalletAnswer, WalletMode } from '@/lib/platform/wallet/types';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { BALANCED, checkLedger, key, makePlayer, type TestPlayer } from './helpers/wallet';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

const round = (p: TestPlayer, mode: WalletMode = 'real', roundRef = key('round')) => ({ userId: p.id, currency: p.currency, mode, roundRef });

async function refusal(promise: Promise<unknown>): Promise<WalletError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WalletError) return error;
    throw error;
  }
  throw new Error('expected a wallet refusal');
}

describe('bet, win, betAndWin', () => {
  it('takes a stake from real money and pays the win back to real money', async () => {
    const p = await makePlayer(db, { real: 10_000 });
    const r = round(p);
    const staked = await bet(db, { ...r, transactionId: key(), amount: 2_500, allowBonus: false });
    expect(staked).toMatchObject({ type: 'bet', duplicate: false, balance: { real: 7_500, bonus: 0, play: 100_000 }, debited: { real: 2_500, bonus: 0, play: 0 } });
    const paid = await win(db, { ...r, transactionId: key(), amount: 4_000 });
    expect(paid).toMatchObject({ type: 'win', balance: { real: 11_500, bonus: 0, play: 100_000 }, credited: { real: 4_000, bonus: 0, play: 0 } });
    expect(await readBalances(db, p.id, p.currency)).toEqual({ real: 11_500, bonus: 0, play: 100_000 });
  });

  it('uses real money first, then bonus money, only when the game allows bonus', async () => {
    const p = await makePlayer(db, { real: 1_000, bonus: 5_000 });
    const refused = await refusal(bet(db, { ...round(p), transactionId: key(), amount: 3_000, allowBonus: false }));
    expect(refused).toBeInstanceOf(InsufficientFundsError);
    expect(refused).toMatchObject({ code: 'insufficient_funds', available: 1_000, required: 3_000, balance: { real: 1_000, bonus: 5_000, play: 100_000 } });

    const answer = await bet(db, { ...round(p), transactionId: key(), amount: 3_000, allowBonus: true });
    expect(answer.debited).toEqual({ real: 1_000, bonus: 2_000, play: 0 });
    expect(answer.balance).toEqual({ real: 0, bonus: 3_000, play: 100_000 });
  });

  it('pays a win to real money when any real money was staked in the round, to bonus money when only bonus was', async () => {
    const p = await makePlayer(db, { real: 500, bonus: 10_000 });
    const mixed = await betAndWin(db, { ...round(p), transactionId: key(), bet: 1_000, win: 3_000, allowBonus: true });
    expect(mixed.debited).toEqual({ real: 500, bonus: 500, play: 0 });
    expect(mixed.credited).toEqual({ real: 3_000, bonus: 0, play: 0 });
    expect(mixed.balance).toEqual({ real: 3_000, bonus: 9_500, play: 100_000 });

    const q = await makePlayer(db, { bonus: 10_000 });
    const bonusOnly = await betAndWin(db, { ...round(q), transactionId: key(), bet: 1_000, win: 3_000, allowBonus: true });
    expect(bonusOnly.credited).toEqual({ real: 0, bonus: 3_000, play: 0 });

    // A lone win finds its round's stake: bonus-only stake, bonus win; an unknown round, real money.
    const r = round(q);
    await bet(db, { ...r, transactionId: key(), amount: 2_000, allowBonus: true });
    expect((await win(db, { ...r, transactionId: key(), amount: 700 })).credited).toEqual({ real: 0, bonus: 700, play: 0 });
    expect((await win(db, { ...round(q), transactionId: key(), amount: 300 })).credited).toEqual({ real: 300, bonus: 0, play: 0 });
  });

  it('plays demo rounds with play money only', async () => {
    const p = await makePlayer(db, { real: 5_000 });
    const answer = await betAndWin(db, { ...round(p, 'demo'), transactionId: key(), bet: 20_000, win: 50_000, allowBonus: true });
    expect(answer.debited).toEqual({ real: 0, bonus: 0, play: 20_000 });
    expect(answer.balance).toEqual({ real: 5_000, bonus: 0, play: 130_000 });
    const refused = await refusal(bet(db, { ...round(p, 'demo'), transactionId: key(), amount: 130_001, allowBonus: true }));
    expect(refused).toMatchObject({ code: 'insufficient_funds', available: 130_000 });
  });

  it('refuses amounts that are not whole non-negative minor units before touching the database', async () => {
    const p = await makePlayer(db);
    for (const amount of [-1, 1.5, Number.NaN, 2 ** 53]) {
      expect((await refusal(bet(db, { ...round(p), transactionId: key(), amount, allowBonus: false }))).code).toBe('invalid_amount');
    }
  });

  it('refuses a player who does not exist', async () => {
    expect((await refusal(bet(db, { transactionId: key(), userId: 987_654, currency: 'RUB', mode: 'real', roundRef: 'r', amount: 0, allowBonus: false }))).code).toBe('unknown_player');
  });
});

describe('idempotency', () => {
  it('answers a replayed key with the first answer and moves nothing', async () => {
    const p = await makePlayer(db, { real: 10_000 });
    const input = { ...round(p), transactionId: key(), bet: 1_000, win: 0, allowBonus: false };
    const first = await betAndWin(db, input);
    await betAndWin(db, { ...round(p), transactionId: key(), bet: 1_000, win: 0, allowBonus: false });
    const again = await betAndWin(db, input);
    expect(again).toEqual({ ...first, duplicate: true, notice: null });
    expect((await readBalances(db, p.id, p.currency)).real).toBe(8_000);
  });

  it('answers a replay even when the balance could no longer pay the stake', async () => {
    const p = await makePlayer(db, { real: 1_000 });
    const input = { ...round(p), transactionId: key(), amount: 1_000, allowBonus: false };
    const first = await bet(db, input);
    expect(await bet(db, input)).toEqual({ ...first, duplicate: true, notice: null });
  });

  it('refuses a key used by another player or for another kind of movement', async () => {
    const p = await makePlayer(db, { real: 1_000 });
    const q = await makePlayer(db, { real: 1_000 });
    const used = key();
    await bet(db, { ...round(p), transactionId: used, amount: 100, allowBonus: false });
    expect((await refusal(bet(db, { ...round(q), transactionId: used, amount: 100, allowBonus: false }))).code).toBe('transaction_conflict');
    expect((await refusal(win(db, { ...round(p), transactionId: used, amount: 100 }))).code).toBe('transaction_conflict');
    expect((await readBalances(db, q.id, q.currency)).real).toBe(1_000);
  });
});

describe('rollback', () => {
  it('gives the stake back to the accounts it came from, once', async () => {
    const p = await makePlayer(db, { real: 1_000, bonus: 1_000 });
    const betKey = key('bet');
    await bet(db, { ...round(p), transactionId: betKey, amount: 1_500, allowBonus: true });
    const first = await rollback(db, { transactionId: key('rb'), betTransactionId: betKey, userId: p.id, currency: p.currency });
    expect(first).toMatchObject({ type: 'rollback', duplicate: false, credited: { real: 1_000, bonus: 500, play: 0 }, rollback: { betTransactionId: betKey, outcome: 'reversed' } });
    expect(first.balance).toEqual({ real: 1_000, bonus: 1_000, play: 100_000 });

    const second = await rollback(db, { transactionId: key('rb'), betTransactionId: betKey, userId: p.id, currency: p.currency });
    expect(second).toMatchObject({ duplicate: false, credited: { real: 0, bonus: 0, play: 0 }, rollback: { outcome: 'already_reversed' } });
    const replay = await rollback(db, { transactionId: first.transactionId, betTransactionId: betKey, userId: p.id, currency: p.currency });
    expect(replay).toEqual({ ...first, duplicate: true, notice: null });
    expect(await readBalances(db, p.id, p.currency)).toEqual({ real: 1_000, bonus: 1_000, play: 100_000 });

    // A bet replayed after its rollback answers what it answered; it is not taken again.
    const betReplay = await bet(db, { ...round(p), transactionId: betKey, amount: 1_500, allowBonus: true });
    expect(betReplay.duplicate).toBe(true);
    expect((await readBalances(db, p.id, p.currency)).real).toBe(1_000);
  });

  it('records a rollback of an unknown bet as a no-op and refuses that bet when it arrives', async () => {
    const p = await makePlayer(db, { real: 1_000 });
    const lateBet = key('late');
    const answer = await rollback(db, { transactionId: key('rb'), betTransactionId: lateBet, userId: p.id, currency: p.currency, roundRef: 'r-late' });
    expect(answer).toMatchObject({ duplicate: false, credited: { real: 0, bonus: 0, play: 0 }, rollback: { outcome: 'unknown_bet' }, balance: { real: 1_000 } });
    expect((await refusal(bet(db, { ...round(p), transactionId: lateBet, amount: 100, allowBonus: false }))).code).toBe('bet_cancelled');
    expect((await refusal(betAndWin(db, { ...round(p), transactionId: lateBet, bet: 100, win: 0, allowBonus: false }))).code).toBe('bet_cancelled');
    expect((await readBalances(db, p.id, p.currency)).real).toBe(1_000);
    const again = await rollback(db, { transactionId: key('rb'), betTransactionId: lateBet, userId: p.id, currency: p.currency });
    expect(again.rollback?.outcome).toBe('unknown_bet');
  });

  it('rolls back bets only: a settled round or another player’s bet is refused', async () => {
    const p = await makePlayer(db, { real: 1_000 });
    const q = await makePlayer(db, { real: 1_000 });
    const settled = key();
    await betAndWin(db, { ...round(p), transactionId: settled, bet: 100, win: 0, allowBonus: false });
    expect((await refusal(rollback(db, { transactionId: key('rb'), betTransactionId: settled, userId: p.id, currency: p.currency }))).code).toBe('transaction_conflict');
    const theirs = key();
    await bet(db, { ...round(q), transactionId: theirs, amount: 100, allowBonus: false });
    expect((await refusal(rollback(db, { transactionId: key('rb'), betTransactionId: theirs, userId: p.id, currency: p.currency }))).code).toBe('transaction_conflict');
    expect((await readBalances(db, q.id, q.currency)).real).toBe(900);
  });

  it('leaves a rolled-back bet out of its round’s stake', async () => {
    const p = await makePlayer(db, { real: 1_000, bonus: 1_000 });
    const r = round(p);
    const realBet = key();
    await bet(db, { ...r, transactionId: realBet, amount: 500, allowBonus: false });
    await rollback(db, { transactionId: key('rb'), betTransactionId: realBet, userId: p.id, currency: p.currency });
    await bet(db, { ...r, transactionId: key(), amount: 500, allowBonus: true });
    expect((await win(db, { ...r, transactionId: key(), amount: 100 })).credited.real).toBe(100);
    // Real money now 600: spend it, so the next round's stake is bonus money only.
    await bet(db, { ...round(p), transactionId: key(), amount: 600, allowBonus: false });
    const bonusRound = round(p);
    await bet(db, { ...bonusRound, transactionId: key(), amount: 500, allowBonus: true });
    expect((await win(db, { ...bonusRound, transactionId: key(), amount: 100 })).credited.bonus).toBe(100);
  });
});

describe('the caller’s transaction', () => {
  it('commits the movement with the caller’s own writes, and rolls both back together', async () => {
    const p = await makePlayer(db, { real: 1_000 });
    const kept = key();
    await db.transaction(async (tx) => {
      const answer: WalletAnswer = await betAndWin(tx, { ...round(p), transactionId: kept, bet: 100, win: 0, allowBonus: false });
      expect(answer.notice).not.toBeNull();
      await tx.execute(sql`select 1`);
    });
    const dropped = key();
    await expect(
      db.transaction(async (tx) => {
        await betAndWin(tx, { ...round(p), transactionId: dropped, bet: 100, win: 0, allowBonus: false });
        throw new Error('the round row could not be written');
      }),
    ).rejects.toThrow('the round row could not be written');
    expect((await readBalances(db, p.id, p.currency)).real).toBe(900);
    expect(await db.select().from(walletTransactions).where(eq(walletTransactions.idempotencyKey, dropped))).toEqual([]);
  });

  it('leaves the caller’s transaction usable after refusing a stake', async () => {
    const p = await makePlayer(db, { real: 100 });
    const after = await db.transaction(async (tx) => {
      await expect(bet(tx, { ...round(p), transactionId: key(), amount: 1_000, allowBonus: false })).rejects.toBeInstanceOf(InsufficientFundsError);
      return bet(tx, { ...round(p), transactionId: key(), amount: 100, allowBonus: false });
    });
    expect(after.balance.real).toBe(0);
  });

  it('keeps every transaction balanced and every cached balance equal to its entries', async () => {
    expect(await checkLedger(db)).toEqual(BALANCED);
  });
});

import type { Db } from '@/lib/platform/db/client';
import { pick, randInt, rngFor } from '@/lib/platform/seed/prng';
import { deposit, grant } from '@/lib/platform/wallet/credits';
import { InsufficientFundsError, WalletError } from '@/lib/platform/wallet/errors';
import { readBalances } from '@/lib/platform/wallet/player-accounts';
import { bet, betAndWin, rollback, win } from '@/lib/platform/wallet/seamless-wallet';
import type { WalletAnswer, WalletBalances, WalletMode } from '@/lib/platform/wallet/types';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { BALANCED, checkLedger, key, makePlayer, type TestPlayer } from './helpers/wallet';

/**
 * 10,000 operations of every kind, chosen by a seeded generator, against a model kept here.
 * Eight workers run side by side, each with its own players, so each player's history is
 * sequential (the model can predict every answer exactly) while the house accounts and the
 * database see concurrent traffic. The model's money rules are written out again on purpose:
 * the test must not borrow the code it checks.
 */
const WORKERS = 8;
const OPERATIONS = 10_000;
const PLAYERS_PER_WORKER = 3;

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

interface PlacedBet {
  key: string;
  round: string;
  debited: WalletBalances;
  rolledBack: boolean;
}

interface Model {
  player: TestPlayer;
  balance: WalletBalances;
  bets: PlacedBet[];
  rounds: Map<string, WalletMode>;
  settledKeys: string[];
  voidedKeys: string[];
}

const zero = (): WalletBalances => ({ real: 0, bonus: 0, play: 0 });

function stakeOf(m: Model, mode: WalletMode, amount: number, allowBonus: boolean): WalletBalances | null {
  if (mode === 'demo') return m.balance.play >= amount ? { ...zero(), play: amount } : null;
  if (m.balance.real + (allowBonus ? m.balance.bonus : 0) < amount) return null;
  const real = Math.min(m.balance.real, amount);
  return { real, bonus: amount - real, play: 0 };
}

function winTo(stake: WalletBalances, mode: WalletMode): keyof WalletBalances {
  if (mode === 'demo') return 'play';
  return stake.real === 0 && stake.bonus > 0 ? 'bonus' : 'real';
}

function apply(m: Model, debited: WalletBalances, credited: WalletBalances) {
  for (const k of ['real', 'bonus', 'play'] as const) m.balance[k] += credited[k] - debited[k];
}

async function runWorker(worker: number, operations: number, counts: Map<string, number>) {
  const rng = rngFor(`wallet-random-mix:${worker}`);
  const models: Model[] = [];
  for (let i = 0; i < PLAYERS_PER_WORKER; i++) {
    const player = await makePlayer(db, { real: 20_000 });
    models.push({ player, balance: { real: 20_000, bonus: 0, play: 100_000 }, bets: [], rounds: new Map(), settledKeys: [], voidedKeys: [] });
  }
  const history: { call: () => Promise<WalletAnswer>; answer: WalletAnswer }[] = [];

  const expectAnswer = async (m: Model, call: () => Promise<WalletAnswer>, debited: WalletBalances, credited: WalletBalances) => {
    const answer = await call();
    apply(m, debited, credited);
    expect(answer.duplicate).toBe(false);
    expect(answer.balance).toEqual(m.balance);
    history.push({ call, answer });
    return answer;
  };
  const expectRefusal = async (call: () => Promise<WalletAnswer>, code: string) => {
    const error = await call().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(WalletError);
    expect((error as WalletError).code).toBe(code);
    if (code === 'insufficient_funds') expect(error).toBeInstanceOf(InsufficientFundsError);
  };

  for (let op = 0; op < operations; op++) {
    const m = pick(rng, models);
    const base = { userId: m.player.id, currency: m.player.currency };
    const roll = rng();
    const kind =
      roll < 0.08 ? 'deposit' : roll < 0.12 ? 'bonus' : roll < 0.32 ? 'bet' : roll < 0.45 ? 'win' : roll < 0.7 ? 'betAndWin' : roll < 0.8 ? 'rollback' : roll < 0.83 ? 'lateBet' : 'replay';
    counts.set(kind, (counts.get(kind) ?? 0) + 1);

    if (kind === 'deposit') {
      const amount = randInt(rng, 1, 5_000);
      const input = { ...base, transactionId: key('dep'), amount };
      await expectAnswer(m, () => deposit(db, input), zero(), { ...zero(), real: amount });
    } else if (kind === 'bonus') {
      const amount = randInt(rng, 1, 3_000);
      const input = { ...base, transactionId: key('bonus'), amount, to: 'bonus' as const };
      await expectAnswer(m, () => grant(db, input), zero(), { ...zero(), bonus: amount });
    } else if (kind === 'bet') {
      const open = [...m.rounds.entries()];
      const [round, mode] = open.length > 0 && rng() < 0.3 ? pick(rng, open) : [key('round'), (rng() < 0.2 ? 'demo' : 'real') as WalletMode];
      const amount = randInt(rng, 0, 4_000);
      const allowBonus = rng() < 0.5;
      const input = { ...base, transactionId: key('bet'), mode, roundRef: round, amount, allowBonus };
      const stake = stakeOf(m, mode, amount, allowBonus);
      if (!stake) {
        await expectRefusal(() => bet(db, input), 'insufficient_funds');
        continue;
      }
      await expectAnswer(m, () => bet(db, input), stake, zero());
      m.rounds.set(round, mode);
      m.bets.push({ key: input.transactionId, round, debited: stake, rolledBack: false });
    } else if (kind === 'win') {
      const open = [...m.rounds.entries()];
      const [round, mode] = open.length > 0 && rng() < 0.8 ? pick(rng, open) : [key('round'), 'real' as WalletMode];
      const amount = randInt(rng, 0, 5_000);
      const stake = m.bets
        .filter((b) => b.round === round && !b.rolledBack)
        .reduce((sum, b) => ({ real: sum.real + b.debited.real, bonus: sum.bonus + b.debited.bonus, play: sum.play + b.debited.play }), zero());
      const input = { ...base, transactionId: key('win'), mode, roundRef: round, amount };
      await expectAnswer(m, () => win(db, input), zero(), { ...zero(), [winTo(stake, mode)]: amount });
    } else if (kind === 'betAndWin') {
      const mode: WalletMode = rng() < 0.3 ? 'demo' : 'real';
      const allowBonus = rng() < 0.5;
      const stakeAmount = randInt(rng, 0, 3_000);
      const winAmount = rng() < 0.5 ? 0 : randInt(rng, 0, 6_000);
      const input = { ...base, transactionId: key('round'), mode, roundRef: key('r'), bet: stakeAmount, win: winAmount, allowBonus };
      const stake = stakeOf(m, mode, stakeAmount, allowBonus);
      if (!stake) {
        await expectRefusal(() => betAndWin(db, input), 'insufficient_funds');
        continue;
      }
      await expectAnswer(m, () => betAndWin(db, input), stake, { ...zero(), [winTo(stake, mode)]: winAmount });
      m.settledKeys.push(input.transactionId);
    } else if (kind === 'rollback') {
      const choice = rng();
      const input = { ...base, transactionId: key('rb') };
      if (choice < 0.6 && m.bets.length > 0) {
        const target = pick(rng, m.bets);
        const refund = target.rolledBack ? zero() : target.debited;
        const answer = await expectAnswer(m, () => rollback(db, { ...input, betTransactionId: target.key }), zero(), refund);
        expect(answer.rollback?.outcome).toBe(target.rolledBack ? 'already_reversed' : 'reversed');
        target.rolledBack = true;
      } else if (choice < 0.85 || m.settledKeys.length === 0) {
        const unknown = key('never-seen');
        const answer = await expectAnswer(m, () => rollback(db, { ...input, betTransactionId: unknown }), zero(), zero());
        expect(answer.rollback?.outcome).toBe('unknown_bet');
        m.voidedKeys.push(unknown);
      } else {
        await expectRefusal(() => rollback(db, { ...input, betTransactionId: pick(rng, m.settledKeys) }), 'transaction_conflict');
      }
    } else if (kind === 'lateBet') {
      if (m.voidedKeys.length === 0) continue;
      const input = { ...base, transactionId: pick(rng, m.voidedKeys), mode: 'real' as const, roundRef: key('late'), amount: 1, allowBonus: false };
      await expectRefusal(() => bet(db, input), 'bet_cancelled');
    } else if (history.length > 0) {
      const first = pick(rng, history);
      expect(await first.call()).toEqual({ ...first.answer, duplicate: true, notice: null });
    }
  }

  for (const m of models) expect(await readBalances(db, m.player.id, m.player.currency)).toEqual(m.balance);
}

it('keeps the ledger balanced through 10,000 random operations, every answer as the model predicts', async () => {
  const counts = new Map<string, number>();
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => runWorker(w, OPERATIONS / WORKERS, counts)));
  for (const kind of ['deposit', 'bonus', 'bet', 'win', 'betAndWin', 'rollback', 'lateBet', 'replay']) expect(counts.get(kind) ?? 0).toBeGreaterThan(100);
  expect(await checkLedger(db)).toEqual(BALANCED);
}, 300_000);

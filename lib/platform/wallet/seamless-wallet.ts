import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '@/lib/platform/db/executor';
import { walletTransactions } from '@/lib/platform/db/schema';
import { queryRows } from '@/lib/platform/db/driver-query';
import { inLedgerTransaction, move, moveWith, type FollowUp, type Movement, type Plan } from './ledger';
import { addBalances, assertAmount, houseAccount, NOTHING, only, splitStake, winAccount } from './stake-rules';
import type { BetAndWinInput, BetInput, WalletAnswer, WalletBalances, WinInput } from './types';

export { rollback } from './rollback';

/**
 * The seamless-wallet interface (DESIGN: Games): how the built-in game studio, and any outside
 * game provider later, moves a player's money. Every call carries the caller's transaction id,
 * which is the idempotency key: a repeated id moves nothing and answers what the first call
 * answered (`duplicate: true`), also when both arrive at once.
 *
 * Money rules:
 * - `mode: 'demo'` plays with the play-money account; 'real' with real money (and bonus money).
 * - A stake takes real money first, then bonus money when the game allows bonus (`allowBonus`);
 *   a stake above that throws InsufficientFundsError, with the balances it saw, and moves nothing.
 * - A win is paid to real money if any real money was staked in its round, to bonus money when
 *   the stake was bonus money only, and to real money when nothing was staked (stake-rules.ts).
 * - A rollback gives a bet's stake back exactly once (rollback.ts for the rule on unknown bets).
 * - A real-mode stake (real and bonus parts) counts down the player's wagering requirement (wagering.ts).
 *
 * Every call takes `db` first: the database, or the caller's open transaction (e.g.
 * the studio inserts its game round in the same transaction). Given a transaction, the wallet
 * does not open another, and the caller publishes the answer's `notice` after committing
 * (`publishAnswer`, balances.ts); otherwise the wallet commits and publishes itself.
 */

/** Takes a stake. */
export async function bet(db: Executor, input: BetInput): Promise<WalletAnswer> {
  assertAmount(input.amount, 'bet');
  const bets = houseAccount('bets', input.mode);
  return inLedgerTransaction(db, (tx) =>
    move(tx, {
      key: input.transactionId,
      type: 'bet',
      userId: input.userId,
      currency: input.currency,
      roundRef: input.roundRef,
      house: [bets],
      plan: (locked) => ({ debited: splitStake(locked.balance, input.amount, input.mode, input.allowBonus), credited: NOTHING, house: { [bets]: input.amount } }),
    }),
  );
}

/** Pays a win to the account its round's stake decides (see above). */
export async function win(db: Executor, input: WinInput): Promise<WalletAnswer> {
  assertAmount(input.amount, 'win');
  const wins = houseAccount('wins', input.mode);
  return inLedgerTransaction(db, (tx) =>
    move(tx, {
      key: input.transactionId,
      type: 'win',
      userId: input.userId,
      currency: input.currency,
      roundRef: input.roundRef,
      house: [wins],
      plan: async (_locked, q) => {
        const to = winAccount(input.mode === 'demo' ? NOTHING : await roundStake(q, input.userId, input.currency, input.roundRef), input.mode);
        return { debited: NOTHING, credited: only(to, input.amount), house: { [wins]: -input.amount } };
      },
    }),
  );
}

/**
 * A whole round in one database transaction: the stake and its win (0 for a lost round). This
 * is how the built-in studio settles a round, and the ledger's hot path: three statements (lock,
 * post, and the wagering countdown, wagering.ts).
 */
export async function betAndWin(db: Executor, input: BetAndWinInput): Promise<WalletAnswer> {
  const movement = betAndWinMovement(input);
  return inLedgerTransaction(db, (tx) => move(tx, movement));
}

/**
 * `betAndWin` inside the caller's transaction with the caller's follow-up written by the post's
 * own statement (ledger.ts moveWith): the studio's round row rides with its money.
 */
export function betAndWinWith(tx: Tx, input: BetAndWinInput, followUp: (plan: Plan) => FollowUp | null): Promise<{ answer: WalletAnswer; follow: unknown }> {
  return moveWith(tx, betAndWinMovement(input), followUp);
}

function betAndWinMovement(input: BetAndWinInput): Movement {
  assertAmount(input.bet, 'bet');
  assertAmount(input.win, 'win');
  const bets = houseAccount('bets', input.mode);
  const wins = houseAccount('wins', input.mode);
  return {
    key: input.transactionId,
    type: 'bet_and_win',
    userId: input.userId,
    currency: input.currency,
    roundRef: input.roundRef,
    house: [bets, wins],
    plan: (locked) => {
      const stake = splitStake(locked.balance, input.bet, input.mode, input.allowBonus);
      return { debited: stake, credited: only(winAccount(stake, input.mode), input.win), house: { [bets]: input.bet, [wins]: -input.win } };
    },
  };
}

/** What the bets of a round (not rolled back) took from real and bonus money. */
async function roundStake(q: Executor, userId: number, currency: string, roundRef: string): Promise<WalletBalances> {
  const rows = await queryRows<{ debited: WalletBalances }>(
    q,
    sql`select ${walletTransactions.answer} -> 'debited' as debited from ${walletTransactions}
      where ${walletTransactions.userId} = ${userId} and ${walletTransactions.roundRef} = ${roundRef} and ${walletTransactions.currency} = ${currency}
        and ${walletTransactions.type} = 'bet' and ${walletTransactions.rolledBackBy} is null`,
  );
  return rows.reduce((sum, row) => addBalances(sum, row.debited), NOTHING);
}

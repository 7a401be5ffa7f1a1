import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { withWagering } from './balances';
import { inLedgerTransaction, move } from './ledger';
import { assertAmount, houseAccount, NOTHING, only } from './stake-rules';
import type { WalletAnswer } from './types';
import { addWagering } from './wagering';

/** Money that enters a player's accounts from outside the games: deposits and grants. */
export interface CreditInput {
  /** The idempotency key (a payment id, or a fixed key for a one-off grant). */
  transactionId: string;
  userId: number;
  currency: string;
  amount: number;
}

/** Real money paid in (cashbox, or the demo player's seed), from the house deposits account. */
export async function deposit(db: Executor, input: CreditInput): Promise<WalletAnswer> {
  assertAmount(input.amount, 'deposit');
  return inLedgerTransaction(db, (tx) =>
    move(tx, {
      key: input.transactionId,
      type: 'deposit',
      userId: input.userId,
      currency: input.currency,
      roundRef: null,
      house: ['house_deposits'],
      plan: () => ({ debited: NOTHING, credited: only('real', input.amount), house: { house_deposits: -input.amount } }),
    }),
  );
}

/**
 * A gift of the house: bonus money or real money (a cash gift, from the house grants account) or
 * play money (from the play-money grants account, so play money never mixes with money).
 */
export async function grant(db: Executor, input: CreditInput & { to: 'real' | 'bonus' | 'play' }): Promise<WalletAnswer> {
  assertAmount(input.amount, 'grant');
  const house = houseAccount('grants', input.to === 'play' ? 'demo' : 'real');
  return inLedgerTransaction(db, (tx) =>
    move(tx, {
      key: input.transactionId,
      type: 'grant',
      userId: input.userId,
      currency: input.currency,
      roundRef: null,
      house: [house],
      plan: () => ({ debited: NOTHING, credited: only(input.to, input.amount), house: { [house]: -input.amount } }),
    }),
  );
}

/**
 * A grant of real money, or of bonus money together with its wagering requirement
 * (`amount × wager`): no bonus money exists without it (the cashbox's deposit bonus follows the
 * same rule). In the caller's transaction; a used key pays nothing and adds nothing.
 */
export async function grantWagered(tx: Executor, input: CreditInput & { to: 'real' | 'bonus'; wager: number }): Promise<WalletAnswer> {
  const answer = await grant(tx, input);
  if (answer.duplicate || input.to === 'real' || input.wager === 0) return answer;
  return withWagering(answer, await addWagering(tx, input.userId, input.currency, input.amount * input.wager));
}

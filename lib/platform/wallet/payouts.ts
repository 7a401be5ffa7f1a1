import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { InsufficientFundsError } from './errors';
import { inLedgerTransaction, move } from './ledger';
import { assertAmount, NOTHING, only } from './stake-rules';
import type { WalletAnswer } from './types';

/**
 * The ledger side of the cashbox's payouts (lib/platform/cashbox/payouts.ts). A payout request
 * holds the money at once (player real → house_payouts), so the player cannot stake it while the
 * operator decides; a cancel or decline releases it (house_payouts → player real); a paid payout
 * settles it (house_payouts → house_deposits: the money left the casino the way deposits came
 * in, so per currency house_deposits nets money in against money out). Each movement has a fixed
 * key per payout, so a retry or two requests at once move money once.
 */

export interface PayoutMoneyInput {
  /** treasury_payouts.id: the keys are made from it. */
  payoutId: number;
  userId: number;
  currency: string;
  amount: number;
}

export const payoutHoldKey = (payoutId: number) => `payout-hold:${payoutId}`;
export const payoutReleaseKey = (payoutId: number) => `payout-release:${payoutId}`;
export const payoutSettleKey = (payoutId: number) => `payout-settle:${payoutId}`;

/**
 * Takes the payout's amount out of the player's real money. Bonus money is never paid out, so
 * only real money counts: InsufficientFundsError (nothing written) when it is short.
 */
export async function holdPayout(db: Executor, input: PayoutMoneyInput): Promise<WalletAnswer> {
  assertAmount(input.amount, 'payout');
  return inLedgerTransaction(db, (tx) =>
    move(tx, {
      key: payoutHoldKey(input.payoutId),
      type: 'payout_hold',
      userId: input.userId,
      currency: input.currency,
      roundRef: null,
      house: ['house_payouts'],
      plan: (locked) => {
        if (locked.balance.real < input.amount) throw new InsufficientFundsError(locked.balance, locked.balance.real, input.amount);
        return { debited: only('real', input.amount), credited: NOTHING, house: { house_payouts: input.amount } };
      },
    }),
  );
}

/** Gives a held payout back to the player's real money (cancelled by the player, declined by the operator). */
export async function releasePayout(db: Executor, input: PayoutMoneyInput): Promise<WalletAnswer> {
  assertAmount(input.amount, 'payout');
  return inLedgerTransaction(db, (tx) =>
    move(tx, {
      key: payoutReleaseKey(input.payoutId),
      type: 'payout_release',
      userId: input.userId,
      currency: input.currency,
      roundRef: null,
      house: ['house_payouts'],
      plan: () => ({ debited: NOTHING, credited: only('real', input.amount), house: { house_payouts: -input.amount } }),
    }),
  );
}

/**
 * Records that a held payout was paid: only house legs move. The player's balances do not
 * change (the hold took the money), so the answer carries no balance notice to publish.
 */
export async function settlePayout(db: Executor, input: PayoutMoneyInput): Promise<WalletAnswer> {
  assertAmount(input.amount, 'payout');
  return inLedgerTransaction(db, async (tx) => {
    const answer = await move(tx, {
      key: payoutSettleKey(input.payoutId),
      type: 'payout_settle',
      userId: input.userId,
      currency: input.currency,
      roundRef: null,
      house: ['house_payouts', 'house_deposits'],
      plan: () => ({ debited: NOTHING, credited: NOTHING, house: { house_payouts: -input.amount, house_deposits: input.amount } }),
    });
    return { ...answer, notice: null };
  });
}

import type { Executor } from '@/lib/platform/db/executor';
import type { WalletAnswer } from '@/lib/platform/wallet/types';

/**
 * The cashbox's use of gifts (contract between lib/platform/cashbox and lib/platform/gifts).
 * PLACEHOLDER until the gifts service lands in this same change: no gift is ever selected.
 */

/** The cashbox gift the player picked for the next deposit in `currency`, if it still applies. */
export async function findSelectedCashboxGiftId(_executor: Executor, _userId: number, _currency: string): Promise<number | null> {
  return null;
}

export interface DepositGiftInput {
  userId: number;
  currency: string;
  depositId: number;
  amount: number;
  giftId: number | null;
}

/**
 * Runs inside the transaction that marks a deposit paid, after its ledger deposit: pays the
 * gift's bonus money (key `gift-bonus:deposit:<id>`) and advances the gift. The caller publishes
 * `answer` after its commit.
 */
export async function applyCashboxGift(_tx: Executor, _input: DepositGiftInput): Promise<{ bonus: number; answer: WalletAnswer | null }> {
  return { bonus: 0, answer: null };
}

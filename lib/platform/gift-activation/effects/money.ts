import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { grantWagered } from '@/lib/platform/wallet/credits';
import type { WalletAnswer } from '@/lib/platform/wallet/types';

/** The ledger key of a gift's money: one payment per gift, whatever retries or second clicks come. */
export const giftMoneyKey = (giftId: number) => `gift:${giftId}`;

/**
 * Pays a gift's money in the activation's transaction: real money, or bonus money together with
 * its wagering requirement (wallet/credits.ts grantWagered). A used key pays nothing and adds nothing.
 */
export function payGiftMoney(
  tx: Executor,
  input: { giftId: number; userId: number; currency: string; amount: number; to: 'real' | 'bonus'; wager: number },
): Promise<WalletAnswer> {
  return grantWagered(tx, { transactionId: giftMoneyKey(input.giftId), userId: input.userId, currency: input.currency, amount: input.amount, to: input.to, wager: input.wager });
}

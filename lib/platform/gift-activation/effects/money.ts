import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { withWagering } from '@/lib/platform/wallet/balances';
import { grant } from '@/lib/platform/wallet/credits';
import { addWagering } from '@/lib/platform/wallet/wagering';
import type { WalletAnswer } from '@/lib/platform/wallet/types';

/** The ledger key of a gift's money: one payment per gift, whatever retries or second clicks come. */
export const giftMoneyKey = (giftId: number) => `gift:${giftId}`;

/**
 * Pays a gift's money in the activation's transaction: real money, or bonus money together with
 * its wagering requirement (`amount × wager`; no bonus money exists without it, the same rule as
 * the cashbox's deposit bonus). A used key pays nothing and adds nothing.
 */
export async function payGiftMoney(
  tx: Executor,
  input: { giftId: number; userId: number; currency: string; amount: number; to: 'real' | 'bonus'; wager: number },
): Promise<WalletAnswer> {
  const answer = await grant(tx, { transactionId: giftMoneyKey(input.giftId), userId: input.userId, currency: input.currency, amount: input.amount, to: input.to });
  if (answer.duplicate || input.to === 'real' || input.wager === 0) return answer;
  return withWagering(answer, await addWagering(tx, input.userId, input.currency, input.amount * input.wager));
}

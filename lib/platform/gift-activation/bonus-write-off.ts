import 'server-only';
import { isBonusRemainder, bonusWriteOffThreshold } from '@/lib/domain/gifts/gift-activation';
import type { Executor } from '@/lib/platform/db/executor';
import { writeOffBonus } from '@/lib/platform/wallet/bonus-write-off';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { log } from '@/lib/platform/log/logger';

/** The write-off's key: one per round that left the remainder. */
export const bonusWriteOffKey = (roundTransactionId: string) => `bonus-write-off:${roundTransactionId}`;

/**
 * Spec §9 "bonus write-off below 10 RUB": after a real-money round settled (committed; a studio
 * round is settled whole, so none is in progress for it), bonus money left above 0 and below
 * the currency's threshold (lib/domain/gifts/gift-activation.ts) goes back to house_grants and the
 * wagering requirement ends. Judged from the round's answer: a round that staked no bonus
 * money, or left none or enough of it, costs nothing more. The ledger re-reads the bonus under its lock (a round at the
 * same moment), the key is the round's, and the new balance is published. Never throws: the
 * round is settled whatever happens here.
 */
export async function writeOffBonusRemainder(db: Executor, round: Pick<WalletAnswer, 'transactionId' | 'userId' | 'currency' | 'balance' | 'debited' | 'duplicate'>): Promise<void> {
  // Only a round that staked bonus money can have brought it down (a demo round stakes play money).
  if (round.duplicate || round.debited.bonus === 0 || !isBonusRemainder(round.balance.bonus, round.currency)) return;
  try {
    await writeOffBonus(db, { transactionId: bonusWriteOffKey(round.transactionId), userId: round.userId, currency: round.currency, below: bonusWriteOffThreshold(round.currency) });
  } catch (error) {
    log.error(`gift-activation: bonus of player ${round.userId} not written off`, error);
  }
}

import 'server-only';
import { now } from '@/lib/platform/clock';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { publishAnswer, withWagering } from '@/lib/platform/wallet/balances';
import { grant } from '@/lib/platform/wallet/credits';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { addWagering } from '@/lib/platform/wallet/wagering';
import { cashbackOf, cashbackTermsOf, DAY_MS, netRealLosses } from '../cashback-losses';
import { announceWinback } from '../winback';
import type { GiftEffect } from './effect';

/** The ledger key of a cashback payment: one per gift, whatever retries or second tabs do. */
export const cashbackKey = (giftId: number) => `gift:cashback:${giftId}`;

/**
 * Activating a cashback gift: pays `percent` of the player's net real-money losses over
 * the `periodDays` before the activation (cashback-losses.ts; the period is counted back from the
 * activation, not from the grant, as the terms say) as bonus money from the house grants account,
 * with `amount × wager` added to the wagering requirement in the same transaction. Paid once:
 * the activation holds the gift's row lock and the ledger key is the gift's. A player who lost
 * nothing (or is ahead) gets nothing and the gift is used all the same — it is one payment of
 * "what you lost", and the win-back amount (winback.ts) showed 0 before they chose it. Either way
 * the win-back amount drops to what any other cashback gift held would pay (0 when none).
 */
export const cashbackEffect: GiftEffect = async ({ tx, gift, player, at }) => {
  const terms = cashbackTermsOf(gift);
  if (!terms) throw giftActivationError('invalid_user_gift');
  const losses = await netRealLosses(tx, player.id, player.currency, new Date(at.getTime() - terms.periodDays * DAY_MS));
  const amount = cashbackOf(terms, losses);
  let answer: WalletAnswer | null = null;
  if (amount > 0) {
    answer = await grant(tx, { transactionId: cashbackKey(gift.id), userId: player.id, currency: player.currency, amount, to: 'bonus' });
    // Same transaction as the grant: no bonus money without its requirement (a replayed key paid it already).
    if (!answer.duplicate && terms.wager > 0) answer = withWagering(answer, await addWagering(tx, player.id, player.currency, amount * terms.wager));
  }
  const paid = answer;
  return {
    state: 'used',
    after: async (db) => {
      if (paid) await publishAnswer(paid);
      await announceWinback(db, player.id, player.currency, now());
    },
  };
};

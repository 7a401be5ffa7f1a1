import 'server-only';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { amountFor, checkedTerms } from '@/lib/platform/gifts/gift-terms';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import type { GiftEffect } from './effect';
import { payGiftMoney } from './money';

/**
 * NonDeposit: taken with POST /json-api/gifts/nondeposit/take-prize/{id}, never with the activate
 * call (spec §7), which refuses it as `invalid_user_gift` — the activation routes the type here
 * only for the prize (nondepositPrize).
 */
export const nondepositEffect: GiftEffect = () => Promise.reject(giftActivationError('invalid_user_gift'));

/** The prize: the currency's amount as bonus money with its wagering; the gift is used. */
export const nondepositPrize: GiftEffect = async ({ tx, gift, player }) => {
  const terms = checkedTerms(gift, 'nondeposit');
  if (!terms) throw giftActivationError('invalid_user_gift');
  const amount = amountFor(terms.amounts, player.currency);
  if (amount === null) throw giftActivationError('invalid_offer');
  const answer = await payGiftMoney(tx, { giftId: gift.id, userId: player.id, currency: player.currency, amount, to: 'bonus', wager: terms.wager });
  return { state: 'used', after: () => publishAnswer(answer) };
};

import 'server-only';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { amountFor, checkedTerms } from '@/lib/platform/gifts/gift-terms';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import type { GiftEffect } from './effect';
import { payGiftMoney } from './money';

/**
 * Cash (one-click): the currency's amount at once, as real money or as bonus money with its
 * wagering (`to`). A gift naming no amount for the player's currency is `invalid_offer`.
 */
export const cashEffect: GiftEffect = async ({ tx, gift, player }) => {
  const terms = checkedTerms(gift, 'cash');
  if (!terms) throw giftActivationError('invalid_user_gift');
  const amount = amountFor(terms.amounts, player.currency);
  if (amount === null) throw giftActivationError('invalid_offer');
  const answer = await payGiftMoney(tx, { giftId: gift.id, userId: player.id, currency: player.currency, amount, to: terms.to, wager: terms.wager });
  return { state: 'used', after: () => publishAnswer(answer) };
};

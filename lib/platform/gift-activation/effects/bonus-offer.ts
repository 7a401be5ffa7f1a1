import 'server-only';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { amountFor, checkedTerms } from '@/lib/platform/gifts/gift-terms';
import type { GiftEffect } from './effect';

/**
 * Bonus offer (long-term): activating takes the offer; it stays `activated` until the next paid
 * deposit of at least `minDeposits[currency]`, which pays `percent` of it (at most
 * `maxBonus[currency]`) as bonus money with wagering and uses it (gifts/cashbox-gift.ts
 * applyBonusOffer). An offer without both amounts for the player's currency is `invalid_offer`.
 */
export const bonusOfferEffect: GiftEffect = async ({ gift, player }) => {
  const terms = checkedTerms(gift, 'bonus_offer');
  if (!terms) throw giftActivationError('invalid_user_gift');
  if (amountFor(terms.minDeposits, player.currency) === null || amountFor(terms.maxBonus, player.currency) === null) throw giftActivationError('invalid_offer');
  return { state: 'activated' };
};

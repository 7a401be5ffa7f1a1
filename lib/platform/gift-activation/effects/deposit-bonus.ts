import 'server-only';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { userGifts } from '@/lib/platform/db/schema';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { appliesToDeposit } from '@/lib/platform/gifts/gift-rules';
import { checkedTerms } from '@/lib/platform/gifts/gift-terms';
import type { GiftEffect } from './effect';

/**
 * Deposit bonus (long-term): activating makes it the cashbox's pick for the next deposits (the
 * same stamp as POST /json-api/user-gifts/cashbox-select, which clears any other pick) and leaves
 * it `activated`; each paid deposit then pays its share (gifts/cashbox-gift.ts). A gift the
 * cashbox could not use in the player's currency (no deposit limit there) is `invalid_offer`.
 * (The account's switches were judged by the activation before: multi_account, disabled.)
 */
export const depositBonusEffect: GiftEffect = async ({ tx, gift, player, at }) => {
  if (!checkedTerms(gift, 'deposit_bonus')) throw giftActivationError('invalid_user_gift');
  if (!appliesToDeposit(gift, { currency: player.currency, multiAccount: false, giftsDisabled: false }, player.currency, at.getTime())) throw giftActivationError('invalid_offer');
  await tx
    .update(userGifts)
    .set({ cashboxSelectedAt: null, updatedAt: at })
    .where(and(eq(userGifts.userId, player.id), isNotNull(userGifts.cashboxSelectedAt), ne(userGifts.id, gift.id)));
  await tx.update(userGifts).set({ cashboxSelectedAt: at }).where(eq(userGifts.id, gift.id));
  return { state: 'activated' };
};

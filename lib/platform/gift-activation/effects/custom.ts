import 'server-only';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { checkedTerms } from '@/lib/platform/gifts/gift-terms';
import type { GiftEffect } from './effect';

/**
 * Custom gift: something the operator hands over (a physical prize, a personal offer). Activating
 * it is the player's claim: the row is `used` at once with `activated_at` = `used_at` = the
 * claim's time, so it leaves the gift counter and cannot be claimed twice or expire after the
 * claim. The operator fulfils claims from the used custom gifts (docs/ARCHITECTURE.md "Gifts").
 */
export const customEffect: GiftEffect = async ({ gift }) => {
  if (!checkedTerms(gift, 'custom')) throw giftActivationError('invalid_user_gift');
  return { state: 'used' };
};

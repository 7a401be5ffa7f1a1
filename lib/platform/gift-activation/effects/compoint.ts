import 'server-only';
import { giftTermsOf } from '@/lib/platform/gifts/gift-dto';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { creditCompoints, publishCompoints } from '@/lib/platform/wallet/compoints';
import type { GiftEffect } from './effect';

/**
 * A Compoint gift (one-click): activating it credits `terms.compoints` to the player's compoint
 * account in the activation's transaction, under the key `gift:<giftId>:compoints` (a gift pays
 * once, whatever retries), and leaves the gift used. A row without valid terms is refused
 * `invalid_user_gift` (nothing moves).
 */
export const compointEffect: GiftEffect = async ({ tx, gift }) => {
  const terms = giftTermsOf(gift);
  if (terms?.type !== 'compoint' || !Number.isSafeInteger(terms.compoints) || terms.compoints <= 0) throw giftActivationError('invalid_user_gift');
  const moved = await creditCompoints(tx, { userId: gift.userId, amount: terms.compoints, key: `gift:${gift.id}:compoints` });
  return {
    state: 'used',
    after: (db) => publishCompoints(db, moved.duplicate ? null : { userId: gift.userId, balance: moved.balance }),
  };
};

import 'server-only';
import { groupChildReason } from '@/lib/domain/gifts/gifts';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { checkedTerms } from '@/lib/platform/gifts/gift-terms';
import { announceGrants, grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import type { GiftEffect } from './effect';

/** The grant key of a group's child: one per group and position. */
export const groupChildKey = (groupId: number, index: number) => `group:${groupId}:${index}`;

/**
 * Group: grants each child with `parentId` and the group's reason (`compoint_product_purchase` for
 * a bundle bought with compoints, groupChildReason), each received and waiting for
 * its own activation; the group is used. The children are announced after the commit
 * (`gifts_state_changed` received each); the group's own notice already told the player, so the
 * children add none.
 */
export const groupEffect: GiftEffect = async ({ tx, gift, player }) => {
  const terms = checkedTerms(gift, 'group');
  if (!terms) throw giftActivationError('invalid_user_gift');
  const granted: GrantedGift[] = [];
  for (const [index, spec] of terms.gifts.entries()) {
    const child = await grantGift(tx, { userId: player.id, reason: groupChildReason(gift.reason), key: groupChildKey(gift.id, index), spec, parentId: gift.id, notify: false });
    if (child) granted.push(child);
  }
  return { state: 'used', after: (db) => announceGrants(db, granted) };
};

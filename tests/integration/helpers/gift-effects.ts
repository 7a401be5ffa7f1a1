import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { userGifts } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { now } from '@/lib/platform/clock';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import type { GiftEffect } from '@/lib/platform/gift-activation/effects/effect';

/**
 * A test-only stand-in for the activation call (PUT /json-api/gifts/activate/{id}, built in
 * lib/platform/gift-activation/activate.ts): locks the gift row, refuses a gift no longer
 * received, runs the type's effect in the same transaction, records the state it answers and
 * runs its `after` once committed — what the effect contract (effects/effect.ts) promises.
 */
export async function activateWith(db: Db, effect: GiftEffect, giftId: number, player: { id: number; currency: string }): Promise<'activated' | 'used'> {
  const outcome = await inTransaction(db, async (tx) => {
    const [gift] = await tx.select().from(userGifts).where(eq(userGifts.id, giftId)).for('update');
    if (!gift || gift.userId !== player.id) throw giftActivationError('invalid_user_gift');
    if (gift.state !== 'received') throw giftActivationError('used');
    const at = now();
    const result = await effect({ tx, gift, player, at });
    await tx
      .update(userGifts)
      .set({ state: result.state, activatedAt: at, usedAt: result.state === 'used' ? at : null, updatedAt: at })
      .where(eq(userGifts.id, giftId));
    return result;
  });
  await outcome.after?.(db);
  return outcome.state;
}

import 'server-only';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Locale } from '@/lib/domain/locales';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { userGifts } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { giftError } from './errors';
import { listGifts } from './gift-list';
import { appliesToDeposit, readGiftPlayer } from './gift-rules';

/** POST /json-api/user-gifts/cashbox-select body: the gift for the next deposit, or null for none. */
export const cashboxSelectSchema = z.object({
  user_gift_id: z.number().int().positive().max(2_147_483_647).nullable(),
});

/**
 * Picks the gift the next deposit uses (spec §7 cashbox-select) and clears any earlier pick;
 * null clears the pick. A gift that is not the player's, or fails the cashbox filter for the
 * player's currency, is 400 `gift_not_available` (the same answer for both: no probing of ids).
 * Answers the player's fresh gift list.
 */
export async function selectCashboxGift(db: Executor, userId: number, giftId: number | null, locale: Locale): Promise<GiftDto[]> {
  await inTransaction(db, async (tx) => {
    const at = now();
    if (giftId !== null) {
      // Locked, so a deposit paying this gift right now finishes before the pick is judged.
      const [row] = await tx
        .select()
        .from(userGifts)
        .where(and(eq(userGifts.id, giftId), eq(userGifts.userId, userId)))
        .for('update');
      const player = await readGiftPlayer(tx, userId);
      if (!row || !player || !appliesToDeposit(row, player, player.currency, at.getTime())) throw giftError('gift_not_available');
    }
    const others = giftId === null ? undefined : ne(userGifts.id, giftId);
    await tx
      .update(userGifts)
      .set({ cashboxSelectedAt: null, updatedAt: at })
      .where(and(eq(userGifts.userId, userId), isNotNull(userGifts.cashboxSelectedAt), others));
    // Two picks racing on PostgreSQL may both stay set; the newest one is the pick (findSelectedCashboxGiftId).
    if (giftId !== null) await tx.update(userGifts).set({ cashboxSelectedAt: at, updatedAt: at }).where(eq(userGifts.id, giftId));
  });
  return listGifts(db, userId, locale);
}

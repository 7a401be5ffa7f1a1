import 'server-only';
import { sql } from 'drizzle-orm';
import { playerProgress } from '@/lib/platform/db/schema';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { checkedTerms } from '@/lib/platform/gifts/gift-terms';
import { announceLevel, reachLevel } from '@/lib/platform/levels/levels-reached';
import type { GiftEffect } from './effect';

/**
 * XP (one-click): adds the points to the player's experience from gifts (player_progress.xp_bonus,
 * created for a player who never played), then reaches every level they cross, with its notice
 * and its gift (levels/levels-reached.ts), in the activation's transaction.
 */
export const xpEffect: GiftEffect = async ({ tx, gift, player }) => {
  const terms = checkedTerms(gift, 'xp');
  if (!terms) throw giftActivationError('invalid_user_gift');
  const [progress] = await tx
    .insert(playerProgress)
    .values({ userId: player.id, xpBonus: terms.points })
    .onConflictDoUpdate({ target: playerProgress.userId, set: { xpBonus: sql`${playerProgress.xpBonus} + ${terms.points}` } })
    .returning();
  if (!progress) throw new Error(`gift-activation: progress of player ${player.id} not written`);
  const reached = await reachLevel(tx, player.id, progress);
  return { state: 'used', after: (db) => announceLevel(db, reached) };
};

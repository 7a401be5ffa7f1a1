import 'server-only';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { games, userGifts, users } from '@/lib/platform/db/schema';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { giftspinStake, giftspinTermsOf } from '../giftspin-terms';
import type { GiftEffect } from './effect';

/**
 * Activating a giftspin: the player gets `spins` free rounds of the studio slot
 * `gameSlug` at the stake of their currency, played in the game frame (lib/platform/games/free-spins.ts
 * settles each round). Activation only arms the gift: `spins_left` is set and the gift stays
 * `activated` until the last round makes it `used`.
 *
 * Refusals: a game that is not in the catalogue, switched off, or a gift without a stake in the
 * player's currency → invalid_provider_response (the "provider" being the studio); another
 * giftspin still running → exists_active_giftspin (one set of free rounds at a time, so the
 * slot page never has to choose). The player's row is locked first: two different giftspins
 * activated at once take turns, and the second sees the first.
 */
export const giftspinEffect: GiftEffect = async ({ tx, gift, player, at }) => {
  const terms = giftspinTermsOf(gift);
  if (!terms || giftspinStake(terms, player.currency) === null) throw giftActivationError('invalid_provider_response');

  const [game] = await tx
    .select({ disabled: games.disabled })
    .from(games)
    .where(and(eq(games.slug, terms.gameSlug), eq(games.active, true)))
    .limit(1);
  if (!game || game.disabled) throw giftActivationError('invalid_provider_response');

  await tx.select({ id: users.id }).from(users).where(eq(users.id, player.id)).for('update');
  const [running] = await tx
    .select({ id: userGifts.id })
    .from(userGifts)
    .where(
      and(
        eq(userGifts.userId, player.id),
        eq(userGifts.type, 'giftspin'),
        eq(userGifts.state, 'activated'),
        ne(userGifts.id, gift.id),
        gt(userGifts.spinsLeft, 0),
        gt(userGifts.expiredAt, at),
      ),
    )
    .limit(1);
  if (running) throw giftActivationError('exists_active_giftspin');

  await tx.update(userGifts).set({ spinsLeft: terms.spins, updatedAt: at }).where(and(eq(userGifts.id, gift.id), sql`${userGifts.spinsLeft} is null`));
  return { state: 'activated' };
};

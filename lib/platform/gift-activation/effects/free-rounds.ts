import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { userGifts, users } from '@/lib/platform/db/schema';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import { hasPlayableGame, hasRunningFreeRounds } from '../free-round-rules';
import { freeRoundStake, freeRoundTermsOf } from '../free-round-terms';
import type { GiftEffect } from './effect';

/**
 * Activating a free-round gift: a giftspin (`spins` rounds of one slot), provider spins (`spins`
 * rounds on any slot of one producer) or a free bet (one stake on any game of one producer). The
 * rounds are played in the game frame at the stake of the player's currency
 * (lib/platform/games/free-spins.ts settles each). Activation only arms the gift: `spins_left` is
 * set and the gift stays `activated` until the last round makes it `used`.
 *
 * Refusals: nowhere to play (free-round-rules.ts) or no stake in the player's currency →
 * invalid_provider_response; another set of free rounds still running → exists_active_giftspin.
 * The player's row is locked first: two free-round gifts activated at once take turns, and the
 * second sees the first.
 */
export const freeRoundsEffect: GiftEffect = async ({ tx, gift, player, at }) => {
  const terms = freeRoundTermsOf(gift);
  if (!terms || freeRoundStake(terms, player.currency) === null) throw giftActivationError('invalid_provider_response');
  if (!(await hasPlayableGame(tx, terms.scope))) throw giftActivationError('invalid_provider_response');

  await tx.select({ id: users.id }).from(users).where(eq(users.id, player.id)).for('update');
  if (await hasRunningFreeRounds(tx, player.id, gift.id, at)) throw giftActivationError('exists_active_giftspin');

  await tx.update(userGifts).set({ spinsLeft: terms.rounds, updatedAt: at }).where(and(eq(userGifts.id, gift.id), sql`${userGifts.spinsLeft} is null`));
  return { state: 'activated' };
};

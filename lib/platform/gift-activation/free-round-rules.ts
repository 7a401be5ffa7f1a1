import 'server-only';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { TABLE_CATEGORY } from '@/lib/domain/catalog/catalog-types';
import { FREE_ROUND_GIFT_TYPES } from '@/lib/domain/gifts/gifts';
import type { Executor } from '@/lib/platform/db/executor';
import { categories, gameCategories, games, userGifts } from '@/lib/platform/db/schema';
import type { FreeRoundTerms } from './free-round-terms';

/**
 * The two rules every free-round gift (giftspin, provider spins, free bet) is activated under,
 * read by the activation's checks and its effect alike:
 *
 * - its rounds must have somewhere to be played: the named game, or at least one game of the
 *   named producer (a slot, for spins) that is in the catalogue, active and not switched off —
 *   else invalid_provider_response (the "provider" being the studio);
 * - one set of free rounds runs at a time (exists_active_giftspin), so a game page never has to
 *   choose whose stake its next free round is played at.
 */

/** Whether a game the gift's rounds may be played on is open now. */
export async function hasPlayableGame(db: Executor, scope: FreeRoundTerms['scope']): Promise<boolean> {
  const open = and(eq(games.active, true), eq(games.disabled, false));
  if ('gameSlug' in scope) {
    const [game] = await db.select({ id: games.id }).from(games).where(and(open, eq(games.slug, scope.gameSlug))).limit(1);
    return game !== undefined;
  }
  const notTable = sql`not exists (select 1 from ${gameCategories} gc join ${categories} c on c.id = gc.category_id
      where gc.game_id = ${games.id} and c.type = 'category' and c.slug = ${TABLE_CATEGORY})`;
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(categories, and(eq(categories.id, games.producerId), eq(categories.type, 'producer')))
    .where(and(open, eq(categories.slug, scope.producerSlug), scope.slotsOnly ? notTable : undefined))
    .limit(1);
  return game !== undefined;
}

/**
 * Another free-round gift of the player's, activated and unexpired (its last round makes it
 * `used` in the same statement that takes the round, so an activated one always has rounds left).
 */
export async function hasRunningFreeRounds(db: Executor, userId: number, exceptGiftId: number, at: Date): Promise<boolean> {
  const [running] = await db
    .select({ id: userGifts.id })
    .from(userGifts)
    .where(
      and(
        eq(userGifts.userId, userId),
        inArray(userGifts.type, [...FREE_ROUND_GIFT_TYPES]),
        eq(userGifts.state, 'activated'),
        ne(userGifts.id, exceptGiftId),
        gt(userGifts.expiredAt, at),
      ),
    )
    .limit(1);
  return running !== undefined;
}

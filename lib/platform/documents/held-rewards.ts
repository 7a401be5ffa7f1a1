import 'server-only';
import type { Executor } from '@/lib/platform/db/executor';
import { releaseHeldPrizes } from '@/lib/platform/promotions/held-prizes';
import { announceAwards, type AwardedPrize } from '@/lib/platform/promotions/prize-award';
import { announceReleasedTournamentPrizes, releaseHeldTournamentPrizes, type ReleasedTournamentPrizes } from '@/lib/platform/tournaments/held-prizes';

/**
 * Real money won while unverified waits for the verification (promotion prizes and tournament
 * prize money alike): the one place that pays all of it, in the transaction that made the player
 * verified, and announces it after the commit.
 */

export interface ReleasedRewards {
  promotions: AwardedPrize[];
  tournaments: ReleasedTournamentPrizes;
}

export async function releaseHeldRewards(tx: Executor, userId: number): Promise<ReleasedRewards> {
  return { promotions: await releaseHeldPrizes(tx, userId), tournaments: await releaseHeldTournamentPrizes(tx, userId) };
}

/** After the commit. Never throws. */
export async function announceReleasedRewards(db: Executor, released: ReleasedRewards | null): Promise<void> {
  if (!released) return;
  await announceAwards(db, released.promotions);
  await announceReleasedTournamentPrizes(db, released.tournaments);
}

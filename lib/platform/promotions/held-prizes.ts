import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { promoPrizeAwards, promoPrizes, promotions, users } from '@/lib/platform/db/schema';
import { payAward, type AwardedPrize } from './prize-award';

/**
 * The real-money prizes held for a player until their identity was verified (prize-award.ts),
 * paid when it is: the documents' review calls this in the transaction that makes the player
 * verified (lib/platform/documents), and announces the answers after its commit
 * (announceAwards). Exactly once: the awards leave `held` by one guarded UPDATE (a second release
 * at once waits for the first's row locks and then matches nothing), and each payment is keyed by
 * its award as at any award (`promo-prize:<award id>`).
 */
export async function releaseHeldPrizes(tx: Executor, userId: number): Promise<AwardedPrize[]> {
  const released = await tx
    .update(promoPrizeAwards)
    .set({ held: false })
    .where(and(eq(promoPrizeAwards.userId, userId), eq(promoPrizeAwards.held, true)))
    .returning({ id: promoPrizeAwards.id, promoId: promoPrizeAwards.promoId, prizeId: promoPrizeAwards.prizeId });
  if (released.length === 0) return [];
  const [player] = await tx.select({ currency: users.currency }).from(users).where(eq(users.id, userId)).limit(1);
  const prizes = new Map((await tx.select().from(promoPrizes).where(inArray(promoPrizes.id, released.map((r) => r.prizeId)))).map((p) => [p.id, p]));
  const promos = new Map(
    (await tx.select({ id: promotions.id, slug: promotions.slug, title: promotions.title }).from(promotions).where(inArray(promotions.id, released.map((r) => r.promoId))).orderBy(asc(promotions.id))).map((p) => [p.id, p]),
  );
  const paid: AwardedPrize[] = [];
  for (const award of [...released].sort((a, b) => a.id - b.id)) {
    const prize = prizes.get(award.prizeId);
    const promo = promos.get(award.promoId);
    // Both rows are referenced with cascading deletes: an award without them is gone with them.
    if (!prize || !promo || !player) continue;
    paid.push(await payAward(tx, { awardId: award.id, promo, prize, userId, currency: player.currency }));
  }
  return paid;
}

import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import { countsInRankings } from '@/lib/platform/demo-data/rankings';
import { promotionPageType } from '@/lib/domain/promotions/promotions';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoPrizes, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { promotionError } from './errors';
import { assertActive, isMemberRow, memberRow, participantOf } from './membership';
import { movePromoPoints, publishPointMoves } from './points';
import { announceAwards, awardPrize, payable } from './prize-award';
import type { PromotionPrizeRow, PromotionRow } from './promotion-dto';
import { promotionRowForAction } from './promotion-reads';
import { assertDepositor } from './reward-gates';
import { log } from '@/lib/platform/log/logger';

/**
 * POST /json-api/actions/{promoId}/prizes/{prizeId}/exchange (spec §7, §8): a member of an active
 * exchange promo buys a prize for its price in points. One transaction: the award (unique per prize and player: one of each, `cannot_buy_prize`), the stock
 * (guarded `quantity - 1`, never below 0: `cannot_buy_prize`), the points (points.ts, reason
 * `exchange`, ref `prize:<id>`, never below 0: `insufficient_funds` with `missing`) and the prize
 * itself with its notice (prize-award.ts, the one way a prize is given). A refusal anywhere rolls
 * all of it back; a retry finds the award and pays nothing twice.
 */

export interface ExchangeInput {
  promoId: number;
  prizeId: number;
  userId: number;
}

export interface ExchangeAnswer {
  ok: true;
  actionId: number;
  prizeId: number;
  /** The prize pays real money and waits for the player's identity verification (prize-award.ts). */
  held: boolean;
  participant: UserPromotionDataDto;
}

/** Which of the promo's balances pays for the prize; a prize in neither currency is a data error (spec §8: logged). */
function payingCurrency(promo: PromotionRow, prize: PromotionPrizeRow): 'main' | 'additional' {
  if (prize.currencyId === promo.currencyId) return 'main';
  if (prize.currencyId === promo.additionalCurrencyId) return 'additional';
  log.error(`promotions: prize ${prize.id} of promo ${promo.id} is priced in currency ${prize.currencyId}, neither of the promo's`);
  throw promotionError('action_not_allowed');
}

export async function exchangePrize(db: Executor, input: ExchangeInput): Promise<ExchangeAnswer> {
  const at = now();
  const promo = await promotionRowForAction(db, input.promoId);
  const [prize] = await db
    .select()
    .from(promoPrizes)
    .where(and(eq(promoPrizes.id, input.prizeId), eq(promoPrizes.promoId, promo.id)))
    .limit(1);
  if (!prize) throw promotionError('invalid_promotion');
  if (promotionPageType(promo.template) !== 'exchange') throw promotionError('action_not_allowed');
  assertActive(promo, at);
  if (!isMemberRow(promo, await memberRow(db, promo.id, input.userId))) throw promotionError('user_not_participate');
  await assertDepositor(db, input.userId);
  const currency = payingCurrency(promo, prize);
  // An invented account (demo data off) wins nothing: refused like a player the prize has nothing for.
  const [player] = await db.select({ currency: users.currency }).from(users).where(and(eq(users.id, input.userId), countsInRankings(users.id))).limit(1);
  // A prize that names no sum in the player's currency cannot be paid: refused, not taken for nothing.
  if (!player || !payable(prize, player.currency)) throw promotionError('cannot_buy_prize');
  const paid = await inTransaction(db, async (tx) => {
    if (prize.quantity !== null) {
      const [left] = await tx
        .update(promoPrizes)
        .set({ quantity: sql`${promoPrizes.quantity} - 1` })
        .where(and(eq(promoPrizes.id, prize.id), sql`${promoPrizes.quantity} > 0`))
        .returning({ quantity: promoPrizes.quantity });
      if (!left) throw promotionError('cannot_buy_prize');
    }
    // The prize before the points: a money or compoints prize locks the player's wallet account
    // first, then the member's row — the deposit's order (its goals' points follow its money) and a
    // real-money round's (its points follow its movement, round-points.ts) — so none of them waits
    // for another in a cycle. One of each
    // prize per player: a second award of it gives nothing (prize-award.ts) and is refused.
    const awarded = await awardPrize(tx, { promo, prize, userId: input.userId, currency: player.currency, how: 'exchange' });
    if (!awarded) throw promotionError('cannot_buy_prize');
    const move = await movePromoPoints(tx, {
      promoId: promo.id,
      userId: input.userId,
      currency,
      currencyId: prize.currencyId,
      amount: -prize.price,
      reason: 'exchange',
      ref: `prize:${prize.id}`,
    });
    return { move, awarded };
  });
  await publishPointMoves(db, [paid.move]);
  await announceAwards(db, [paid.awarded]);
  return { ok: true, actionId: promo.id, prizeId: prize.id, held: paid.awarded.held, participant: (await participantOf(db, promo, input.userId, now()))! };
}

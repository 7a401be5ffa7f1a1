import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { NoticeData } from '@/lib/domain/notices';
import type { UserPromoDataDto } from '@/lib/domain/promotion-dtos';
import { promoPageType } from '@/lib/domain/promotions';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { promoPrizeAwards, promoPrizes, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { announceGrants, grantGift, type GrantedGift } from '@/lib/platform/gifts/grant-gift';
import { addNotice, publishNotice } from '@/lib/platform/notifications/notices';
import { publishAnswer } from '@/lib/platform/wallet/balances';
import { creditCompoints, publishCompoints, type CompointsMoved } from '@/lib/platform/wallet/compoints';
import { grant } from '@/lib/platform/wallet/credits';
import type { WalletAnswer } from '@/lib/platform/wallet/types';
import { promoError } from './errors';
import { assertActive, isMemberRow, memberRow, participantOf } from './membership';
import { movePromoPoints, publishPointMoves, type PointMove } from './points';
import type { PromoPrizeRow, PromoRow } from './promo-dto';
import { promoRowForAction } from './promo-reads';

/**
 * POST /json-api/actions/{promoId}/prizes/{prizeId}/exchange (spec §7, §8): a member of an active
 * exchange promo buys a prize for its price in points. One transaction: the award (unique per prize and player: one of each, `cannot_buy_prize`), the stock
 * (guarded `quantity - 1`, never below 0: `cannot_buy_prize`), the points (points.ts, reason
 * `exchange`, ref `prize:<id>`, never below 0: `insufficient_funds` with `missing`) and the prize
 * itself — a gift (reason `promotions`), real money in the player's currency from the house
 * grants account, or compoints — each with a key of its own, and the `promo_prize` notice. A
 * refusal anywhere rolls all of it back; a retry finds the award and pays nothing twice.
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
  participant: UserPromoDataDto;
}

interface Paid {
  move: PointMove;
  gift: GrantedGift | null;
  money: WalletAnswer | null;
  compoints: CompointsMoved | null;
  notice: NoticeData | null;
}

/** Which of the promo's balances pays for the prize; a prize in neither currency is a data error (spec §8: logged). */
function payingCurrency(promo: PromoRow, prize: PromoPrizeRow): 'main' | 'additional' {
  if (prize.currencyId === promo.currencyId) return 'main';
  if (prize.currencyId === promo.additionalCurrencyId) return 'additional';
  console.error(`promotions: prize ${prize.id} of promo ${promo.id} is priced in currency ${prize.currencyId}, neither of the promo's`);
  throw promoError('action_not_allowed');
}

async function payPrize(tx: Executor, promo: PromoRow, prize: PromoPrizeRow, userId: number, awardId: number): Promise<Omit<Paid, 'move' | 'notice'>> {
  const key = `promo:${promo.id}:prize:${prize.id}:award:${awardId}`;
  if (prize.kind === 'gift' && prize.gift) {
    return { gift: await grantGift(tx, { userId, reason: 'promotions', key, spec: prize.gift, notify: false }), money: null, compoints: null };
  }
  if (prize.kind === 'money') {
    const [player] = await tx.select({ currency: users.currency }).from(users).where(eq(users.id, userId)).limit(1);
    const amount = player ? (prize.money?.[player.currency] ?? 0) : 0;
    // A prize that names no sum in the player's currency cannot be paid: refused, not taken for nothing.
    if (!player || amount <= 0) throw promoError('cannot_buy_prize');
    return { gift: null, money: await grant(tx, { transactionId: key, userId, currency: player.currency, amount, to: 'real' }), compoints: null };
  }
  if (prize.kind === 'compoints' && prize.compoints && prize.compoints > 0) {
    const moved = await creditCompoints(tx, { userId, amount: prize.compoints, key });
    return { gift: null, money: null, compoints: { userId, balance: moved.balance } };
  }
  console.error(`promotions: prize ${prize.id} of kind ${prize.kind} has nothing to give`);
  throw promoError('cannot_buy_prize');
}

export async function exchangePrize(db: Executor, input: ExchangeInput): Promise<ExchangeAnswer> {
  const at = now();
  const promo = await promoRowForAction(db, input.promoId);
  const [prize] = await db
    .select()
    .from(promoPrizes)
    .where(and(eq(promoPrizes.id, input.prizeId), eq(promoPrizes.promoId, promo.id)))
    .limit(1);
  if (!prize) throw promoError('invalid_promotion');
  if (promoPageType(promo.template) !== 'exchange') throw promoError('action_not_allowed');
  assertActive(promo, at);
  if (!isMemberRow(promo, await memberRow(db, promo.id, input.userId))) throw promoError('user_not_participate');
  const currency = payingCurrency(promo, prize);
  const paid = await inTransaction(db, async (tx): Promise<Paid> => {
    const [award] = await tx
      .insert(promoPrizeAwards)
      .values({ promoId: promo.id, prizeId: prize.id, userId: input.userId, how: 'exchange', createdAt: at })
      .onConflictDoNothing()
      .returning({ id: promoPrizeAwards.id });
    if (!award) throw promoError('cannot_buy_prize');
    if (prize.quantity !== null) {
      const [left] = await tx
        .update(promoPrizes)
        .set({ quantity: sql`${promoPrizes.quantity} - 1` })
        .where(and(eq(promoPrizes.id, prize.id), sql`${promoPrizes.quantity} > 0`))
        .returning({ quantity: promoPrizes.quantity });
      if (!left) throw promoError('cannot_buy_prize');
    }
    // The prize before the points: a money or compoints prize locks the player's wallet account
    // first, then the member's row — the deposit's order (its goals' points follow its money), and
    // the one a real-money round is meant to keep (its points follow its movement, round-points.ts),
    // so none of them waits for another in a cycle.
    const given = await payPrize(tx, promo, prize, input.userId, award.id);
    const move = await movePromoPoints(tx, {
      promoId: promo.id,
      userId: input.userId,
      currency,
      currencyId: prize.currencyId,
      amount: -prize.price,
      reason: 'exchange',
      ref: `prize:${prize.id}`,
    });
    const notice = await addNotice(tx, { userId: input.userId, kind: 'promo_prize', params: { title: promo.title, prize: prize.title }, link: `/promo/${promo.slug}`, key: `promo_prize:${award.id}` });
    return { move, notice, ...given };
  });
  await publishPointMoves(db, [paid.move]);
  await announceGrants(db, [paid.gift]);
  if (paid.money) await publishAnswer(paid.money);
  await publishCompoints(db, paid.compoints);
  await publishNotice(db, paid.notice, input.userId);
  return { ok: true, actionId: promo.id, prizeId: prize.id, participant: (await participantOf(db, promo, input.userId, now()))! };
}

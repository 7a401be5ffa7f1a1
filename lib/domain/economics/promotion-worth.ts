import { PROMO_COINS } from '../money';
import type { EconomicsPrize, EconomicsPromotion } from './economics-input';
import { giftWorth, type GiftWorthContext } from './gift-worth';
import { rewardGift, rewardMoney } from './reward-money';
import { bonusWorth, betterWorth, cashWorth, NO_WORTH, scaleWorth, unboundedWorth, type Worth } from './worth';

/**
 * What promotion points are worth (the economics model): a prize as the reward rule pays it
 * (reward-money.ts), and a whole point of a promo's currency at its best exchange rate.
 */

export function prizeWorth(prize: EconomicsPrize, ctx: GiftWorthContext): Worth {
  const forPoints = { ...ctx, forPoints: true };
  if (prize.kind === 'money') {
    const amount = prize.money?.[ctx.currency] ?? 0;
    const paid = rewardMoney(prize.paysCash);
    return paid.to === 'real' ? cashWorth(amount) : bonusWorth(amount, paid.wager);
  }
  if (prize.kind === 'compoints') return scaleWorth(ctx.compoint, prize.compoints ?? 0);
  return prize.gift ? giftWorth(rewardGift(prize.gift, prize.paysCash), forPoints) : NO_WORTH;
}

/** Worth of one whole point of the promo's main (or additional) currency: its best prize for points. */
export function pointWorth(promo: EconomicsPromotion, main: boolean, ctx: GiftWorthContext): Worth {
  if (!promo.exchange) return NO_WORTH;
  let best = NO_WORTH;
  for (const prize of promo.prizes) {
    if (prize.mainCurrency !== main) continue;
    // A prize for no points can be exchanged without end.
    if (prize.price <= 0) return unboundedWorth(`prize "${prize.title}" of promotion ${promo.slug} costs no points`);
    best = betterWorth(best, scaleWorth(prizeWorth(prize, ctx), PROMO_COINS / prize.price));
  }
  return best;
}

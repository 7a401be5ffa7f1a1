import { freeRoundScope, type CurrencyAmounts, type FreeRoundScope, type GiftSpec, type GiftTerms } from '../gifts/gifts';
import { addWorth, bonusWorth, cashWorth, NO_WORTH, scaleWorth, sumWorth, unboundedWorth, type Worth } from './worth';

/**
 * What one gift is worth in one currency (the economics model). Every gift type has its rule:
 *
 * - cash, nondeposit: the amount, real or bonus money;
 * - giftspin, provider_spins, freebet: the rounds' stakes times the RTP of the games they may be
 *   played on (the best of a producer's, as the player picks), as bonus money (free-round wins are bonus);
 * - deposit_bonus: its percent of the most deposits it counts (its deposit limit in the currency;
 *   without one it is unbounded); bonus_offer: its largest bonus;
 * - xp, compoint: the points times what a point is worth (levels, the shop: `xp`, `compoint`);
 * - group: its gifts together; custom: the `worth` the operator declares (a mug costs money too),
 *   which a custom gift sold for points must declare;
 * - cashback: a share of net losses, so a rate (`cashbackPercent`). Sold for points it has no
 *   bound at all: every gift bought pays on the same losses again.
 *
 * A currency a gift names no amount in gets nothing of it, as the gift itself pays nothing there.
 */
export interface GiftWorthContext {
  currency: string;
  /** Worth of one experience point (the level ladder). */
  xp: Worth;
  /** Worth of one compoint (the shop's best rate). */
  compoint: Worth;
  /** RTP of the games a free-round gift is played on (a free round's expected win): the best of them. */
  rtpOf: (scope: FreeRoundScope) => number;
  /** The gift is bought or exchanged for points (a cashback gift then has no bound). */
  forPoints: boolean;
}

const amountIn = (amounts: CurrencyAmounts | undefined, currency: string): number => amounts?.[currency] ?? 0;

function termsWorth(terms: GiftTerms, spec: GiftSpec, ctx: GiftWorthContext): Worth {
  const { currency } = ctx;
  switch (terms.type) {
    case 'cash':
      return terms.to === 'real' ? cashWorth(amountIn(terms.amounts, currency)) : bonusWorth(amountIn(terms.amounts, currency), terms.wager);
    case 'nondeposit':
      return bonusWorth(amountIn(terms.amounts, currency), terms.wager);
    case 'giftspin':
    case 'provider_spins':
      return bonusWorth(terms.spins * amountIn(terms.stakes, currency) * ctx.rtpOf(freeRoundScope(terms)), terms.wager);
    case 'freebet':
      return bonusWorth(amountIn(terms.stakes, currency) * ctx.rtpOf(freeRoundScope(terms)), terms.wager);
    case 'deposit_bonus': {
      const limit = spec.depositLimits?.find((l) => l.currency === currency)?.limit;
      if (limit === undefined) return unboundedWorth(`deposit bonus "${spec.title.en}" counts deposits without a limit in ${currency}`);
      return bonusWorth((limit * terms.percent) / 100, terms.wager);
    }
    case 'bonus_offer':
      return bonusWorth(amountIn(terms.maxBonus, currency), terms.wager);
    case 'xp':
      return scaleWorth(ctx.xp, terms.points);
    case 'compoint':
      return scaleWorth(ctx.compoint, terms.compoints);
    case 'group':
      return sumWorth(terms.gifts.map((child) => giftWorth(child, ctx)));
    case 'custom':
      // Sold for points, its cost is a rate on stakes the model must know.
      if (ctx.forPoints && terms.worth === undefined) return unboundedWorth(`custom gift "${spec.title.en}" is sold for points without a declared worth`);
      return cashWorth(amountIn(terms.worth, currency));
    case 'cashback':
      return ctx.forPoints
        ? unboundedWorth(`cashback "${spec.title.en}" is sold for points: each one bought pays on the same losses again`)
        : { ...NO_WORTH, cashbackPercent: terms.percent };
  }
}

export function giftWorth(spec: GiftSpec, ctx: GiftWorthContext): Worth {
  return addWorth(NO_WORTH, termsWorth(spec.terms, spec, ctx));
}

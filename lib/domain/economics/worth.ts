/**
 * What a reward is worth to a player, in minor units of one currency (the economics model,
 * docs/ARCHITECTURE.md "House economics"). Withdrawable money counts as `cash`; bonus money counts
 * at its face value as `bonus`, with the smallest wagering multiple among its parts: the model
 * values bonus money at face value because a player who plays anyway clears its wagering with
 * stakes they would make regardless, and the wagering caps what bonus money can ever be worth per
 * unit of stake (1 / wager: every unit of bonus needs `wager` units of stakes before a payout).
 *
 * `cashbackPercent` is a cashback gift's share of net losses (its worth depends on what the
 * player loses, so it is a rate, not an amount); `unbounded` names whatever has no bound at all
 * (a deposit bonus without a deposit limit in the currency, a cashback gift sold for points),
 * which the model refuses.
 */
export interface Worth {
  cash: number;
  bonus: number;
  /** The smallest positive wagering multiple of the bonus parts; Infinity when none has one. */
  wager: number;
  cashbackPercent: number;
  unbounded: readonly string[];
}

export const NO_WORTH: Worth = { cash: 0, bonus: 0, wager: Infinity, cashbackPercent: 0, unbounded: [] };

export function cashWorth(amount: number): Worth {
  return { ...NO_WORTH, cash: amount };
}

/** Bonus money wagered `wager` times (0: no wagering, which caps nothing). */
export function bonusWorth(amount: number, wager: number): Worth {
  return { ...NO_WORTH, bonus: amount, wager: amount > 0 && wager > 0 ? wager : Infinity };
}

export function unboundedWorth(reason: string): Worth {
  return { ...NO_WORTH, unbounded: [reason] };
}

export function addWorth(a: Worth, b: Worth): Worth {
  return {
    cash: a.cash + b.cash,
    bonus: a.bonus + b.bonus,
    wager: Math.min(a.wager, b.wager),
    cashbackPercent: a.cashbackPercent + b.cashbackPercent,
    unbounded: a.unbounded.length === 0 ? b.unbounded : b.unbounded.length === 0 ? a.unbounded : [...a.unbounded, ...b.unbounded],
  };
}

/** `factor` times the amounts. A cashback share is a rate of losses, not an amount: it stays as it is. */
export function scaleWorth(w: Worth, factor: number): Worth {
  return { ...w, cash: w.cash * factor, bonus: w.bonus * factor };
}

export function sumWorth(items: readonly Worth[]): Worth {
  return items.reduce(addWorth, NO_WORTH);
}

/** Face value, cash and bonus together: how rewards are compared (the best shop rate, the best prize). */
export function faceValue(w: Worth): number {
  return w.cash + w.bonus;
}

/** The better of two worths by face value, keeping what either has no bound for (it must still be seen). */
export function betterWorth(a: Worth, b: Worth): Worth {
  const best = faceValue(b) > faceValue(a) ? b : a;
  const unbounded = [...a.unbounded, ...b.unbounded];
  return unbounded.length === best.unbounded.length ? best : { ...best, unbounded };
}

/**
 * A share of stakes as the house pays it: cash in full, bonus money at face value but at most
 * 1 / its wagering multiple (a payout needs `wager` units of stakes per unit of bonus first).
 */
export function loyaltyShare(w: Worth): number {
  return w.cash + Math.min(w.bonus, Number.isFinite(w.wager) ? 1 / w.wager : Infinity);
}

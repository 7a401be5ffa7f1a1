import type { GiftSpec, GiftTerms } from '../gifts/gifts';

/**
 * Money a player gets for loyalty points — bought with compoints or won as a promotion prize — is
 * bonus money with wagering (the spec's gift types), unless the operator marks the product or the
 * prize as paying cash (`pays_cash`); the economics model then counts it as cash. This file is the
 * one home of that rule: the shop's purchase, the prize award and the model all read it.
 *
 * Why: a point bought with stakes and turned into withdrawable money is a cash rebate on stakes,
 * which the house pays out whether or not the player ever plays again; bonus money has to be
 * staked `REWARD_WAGER` times first, which caps what it is worth per unit of stake.
 */
export const REWARD_WAGER = 20;

/** The terms a reward gift is granted with: real money becomes bonus money wagered REWARD_WAGER times. */
function rewardTerms(terms: GiftTerms): GiftTerms {
  if (terms.type === 'cash' && terms.to === 'real') return { ...terms, to: 'bonus', wager: REWARD_WAGER };
  if (terms.type === 'group') return { ...terms, gifts: terms.gifts.map((child) => rewardGift(child, false)) };
  return terms;
}

/** The gift a player receives for points: the spec as written when it pays cash, otherwise with its real money made bonus money. */
export function rewardGift(spec: GiftSpec, paysCash: boolean): GiftSpec {
  return paysCash ? spec : { ...spec, terms: rewardTerms(spec.terms) };
}

/** How a money prize is paid: to real money when the prize pays cash, otherwise as bonus money with REWARD_WAGER. */
export function rewardMoney(paysCash: boolean): { to: 'real' | 'bonus'; wager: number } {
  return paysCash ? { to: 'real', wager: 0 } : { to: 'bonus', wager: REWARD_WAGER };
}

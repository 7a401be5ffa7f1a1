import type { EconomicsInput } from './economics-input';
import { giftWorth, type GiftWorthContext } from './gift-worth';
import { rewardGift } from './reward-money';
import { addWorth, betterWorth, cashWorth, faceValue, NO_WORTH, scaleWorth, sumWorth, unboundedWorth, type Worth } from './worth';

/**
 * What one experience point and one compoint are worth in a currency. They depend on each other
 * (the shop sells experience, a level may give compoints), so both are found together by
 * repeating the two rules from nothing until they stop moving. A configuration whose points buy
 * more points than they cost never settles: it is reported unbounded.
 *
 * - An experience point is worth the best ratio anywhere on the level ladder: the gifts of every
 *   level up to one, over the points that level needs. A player who stops right after reaching a
 *   level has been paid that much per point; the model takes the worst such moment.
 * - A compoint is worth the shop's best rate: a product's gift (as the reward rule grants it:
 *   lib/domain/economics/reward-money.ts) over its price.
 */
export interface PointWorths {
  xp: Worth;
  compoint: Worth;
}

const ROUNDS = 64;

function ladderWorth(input: EconomicsInput, ctx: GiftWorthContext): Worth {
  const levels = [...input.levels].sort((a, b) => a.pointsRequired - b.pointsRequired);
  let best = NO_WORTH;
  let reached = NO_WORTH;
  for (const level of levels) {
    if (level.gift) reached = addWorth(reached, giftWorth(level.gift, ctx));
    if (level.pointsRequired > 0) best = betterWorth(best, scaleWorth(reached, 1 / level.pointsRequired));
  }
  return best;
}

function shopWorth(input: EconomicsInput, ctx: GiftWorthContext): Worth {
  let best = NO_WORTH;
  for (const product of input.products) best = betterWorth(best, scaleWorth(giftWorth(rewardGift(product.gift, product.paysCash), ctx), 1 / product.price));
  return best;
}

function step(input: EconomicsInput, currency: string, rtpOf: GiftWorthContext['rtpOf'], worths: PointWorths): PointWorths {
  const granted: GiftWorthContext = { currency, ...worths, rtpOf, forPoints: false };
  return { xp: ladderWorth(input, granted), compoint: shopWorth(input, { ...granted, forPoints: true }) };
}

const sizeOf = (w: PointWorths) => faceValue(w.xp) + faceValue(w.compoint);

/**
 * Whether points pay for more of themselves than they cost (a product of 11 compoints for 10, or
 * experience whose levels give back more experience than they take): a large extra worth given
 * to each kind of point, carried around the rules again and again, does not die out. The rules
 * are maxima of straight lines, so far from the answer only the steepest lines count, and what is
 * left of the extra after ROUNDS steps is their growth factor to that power.
 */
function buysItself(input: EconomicsInput, currency: string, rtpOf: GiftWorthContext['rtpOf'], settled: PointWorths): boolean {
  const base = step(input, currency, rtpOf, settled);
  const probe = 1e9 * (1 + sizeOf(base));
  let extra = { xp: probe, compoint: probe };
  for (let round = 0; round < ROUNDS && extra.xp + extra.compoint > 0; round += 1) {
    const moved = step(input, currency, rtpOf, { xp: addWorth(settled.xp, cashWorth(extra.xp)), compoint: addWorth(settled.compoint, cashWorth(extra.compoint)) });
    extra = { xp: faceValue(moved.xp) - faceValue(base.xp), compoint: faceValue(moved.compoint) - faceValue(base.compoint) };
  }
  return Math.max(extra.xp, extra.compoint) > probe / 2;
}

export function pointWorths(input: EconomicsInput, currency: string, rtpOf: GiftWorthContext['rtpOf']): PointWorths {
  let worths: PointWorths = { xp: NO_WORTH, compoint: NO_WORTH };
  let settled = false;
  for (let round = 0; round < ROUNDS && !settled; round += 1) {
    const next = step(input, currency, rtpOf, worths);
    settled = Math.abs(sizeOf(next) - sizeOf(worths)) <= 1e-12 * (1 + sizeOf(next));
    worths = next;
  }
  if (settled && !buysItself(input, currency, rtpOf, worths)) return worths;
  const loop = unboundedWorth(`experience and compoints buy more of themselves than they cost in ${currency}`);
  return { xp: sumWorth([worths.xp, loop]), compoint: sumWorth([worths.compoint, loop]) };
}

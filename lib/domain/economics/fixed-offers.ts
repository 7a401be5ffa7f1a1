import { HIGH_FIVE_LIMITS, HIGH_FIVE_POINTS } from '../promotions/promotions';
import type { EconomicsInput } from './economics-input';
import { giftWorth, type GiftWorthContext } from './gift-worth';
import { pointWorth, prizeWorth } from './promotion-worth';
import { addWorth, cashWorth, scaleWorth, sumWorth, type Worth } from './worth';

/**
 * What the economics model reports besides the share of stakes: value that does not grow with
 * stakes, so it is no share of them.
 *
 * - One-time offers, once per player: the registration gift, achievements, promo codes, public
 *   gift offers. Reported with the stakes a player must make before a payout (bonus × wagering)
 *   and, in the report, the stakes after which the house's edge has paid for them.
 * - Fixed prize funds: lottery prizes and tournament prizes of what has not ended.
 * - Daily promotion points outside rounds (deposit goals, high-fives), per player and day.
 */

export interface OfferRow {
  source: string;
  name: string;
  currency: string;
  cash: number;
  bonus: number;
  /** Stakes the bonus part needs before a payout. */
  wagering: number;
  problems: readonly string[];
}

const row = (source: string, name: string, currency: string, w: Worth): OfferRow => ({
  source,
  name,
  currency,
  cash: w.cash,
  bonus: w.bonus,
  wagering: Number.isFinite(w.wager) ? w.bonus * w.wager : 0,
  problems: w.unbounded,
});

export function oneTimeOffers(input: EconomicsInput, ctx: GiftWorthContext): OfferRow[] {
  return input.oneTime.map((offer) => row(offer.source, offer.name, ctx.currency, giftWorth(offer.gift, ctx)));
}

export function fixedFunds(input: EconomicsInput, ctx: GiftWorthContext): OfferRow[] {
  const lotteries = input.promos
    .filter((p) => !p.exchange && p.endAt > input.now)
    .map((p) => row('lottery', p.slug, ctx.currency, sumWorth(p.prizes.map((prize) => scaleWorth(prizeWorth(prize, ctx), prize.quantity ?? 1)))));
  const tournaments = input.tournaments.map((t) =>
    row('tournament', t.slug, ctx.currency, sumWorth(t.prizes.map((p) => addWorth(cashWorth(p.money[ctx.currency] ?? 0), sumWorth(p.gifts.map((g) => giftWorth(g, ctx))))))),
  );
  return [...lotteries, ...tournaments];
}

/** The most high-five points one player can give in a day: every high-five, and every fifth's extra. */
const HIGH_FIVES_A_DAY = HIGH_FIVE_LIMITS.perDay * HIGH_FIVE_POINTS.each + Math.floor(HIGH_FIVE_LIMITS.perDay / 5) * HIGH_FIVE_POINTS.everyFifthGiven;

export function dailyPoints(input: EconomicsInput, ctx: GiftWorthContext): OfferRow[] {
  const rows: OfferRow[] = [];
  for (const promo of input.promos.filter((p) => p.exchange && p.endAt > input.now)) {
    const goals = promo.depositGoalPoints.reduce((sum, points) => sum + points, 0);
    if (goals > 0) rows.push(row('deposit goals', promo.slug, ctx.currency, scaleWorth(pointWorth(promo, !promo.goalsInAdditional, ctx), goals)));
    if (promo.highFives) rows.push(row('high-fives given', promo.slug, ctx.currency, scaleWorth(pointWorth(promo, true, ctx), HIGH_FIVES_A_DAY)));
  }
  return rows.filter((r) => r.cash + r.bonus > 0 || r.problems.length > 0);
}

/** All of a player's one-time offers in one currency together, at face value. */
export function oneTimeTotal(rows: readonly OfferRow[]): number {
  return rows.reduce((sum, r) => sum + r.cash + r.bonus, 0);
}

import { compointRateOf } from '../compoints/compoints';
import { PRIZE_POOL_SHARE_PERCENT } from '../promotions/promotions';
import { XP_STAKE_PER_POINT } from '../levels/experience';
import { WINBACK_WAGER } from '../winback/winback';
import type { EconomicsInput, EconomicsPromotion } from './economics-input';
import type { GiftWorthContext } from './gift-worth';
import type { PointWorths } from './point-worths';
import { pointWorth } from './promotion-worth';
import { addWorth, bonusWorth, cashWorth, faceValue, loyaltyShare, NO_WORTH, scaleWorth, type Worth } from './worth';

/**
 * The effective return to player of one game category in one currency: the best RTP among its
 * games plus every loyalty path a unit of real-money stake feeds, each as a share of the stake:
 *
 * - compoints (slots only) at the shop's best rate;
 * - experience, at the level ladder's worst moment for the house;
 * - promotion points of the exchanges that count the category's games, at each one's best prize;
 * - the prize pools' 1 % of wins;
 * - cashback gifts the paths lead to, as their share of net losses (1 − RTP);
 * - the weekly win-back at the best level's percent of net losses (1 − RTP), as bonus money
 *   wagered WINBACK_WAGER times. A week the player ends ahead pays nothing rather than taking
 *   back, so a player's expected payment is a little above percent × (1 − RTP) of stakes; the
 *   shipped rates leave room under the budget for that (lib/platform/seed/levels.ts).
 *
 * Promotions are counted at the moment the most of them run at once (now, or when a coming one
 * starts). Bonus money counts at face value but never above 1 / its smallest wagering multiple of
 * the stakes: a payout needs that many stakes per unit of bonus first (worth.ts).
 */

export interface PathShares {
  compoints: number;
  levels: number;
  promotions: number;
  pool: number;
  cashback: number;
  winback: number;
}

export interface ReturnRow {
  category: string;
  currency: string;
  rtp: number;
  paths: PathShares;
  /** The loyalty paths together, after the wagering cap. */
  loyalty: number;
  effective: number;
  status: 'ok' | 'over_budget' | 'refused';
  problems: readonly string[];
}

const perPoint = (rate: number | undefined) => (rate && rate > 0 ? 1 / rate : 0);

/** Whole points a minor unit of stake earns in a promo (its stake, and its wins at the game's RTP). */
function pointsPerStake(promo: EconomicsPromotion, currency: string, rtp: number): number {
  return perPoint(promo.pointRules.stake?.[currency]) + rtp * perPoint(promo.pointRules.win?.[currency]);
}

function promotionShare(promos: readonly EconomicsPromotion[], rtp: number, ctx: GiftWorthContext): { points: Worth; pool: Worth } {
  let points = NO_WORTH;
  let pool = NO_WORTH;
  for (const promo of promos) {
    points = addWorth(points, scaleWorth(pointWorth(promo, true, ctx), pointsPerStake(promo, ctx.currency, rtp)));
    if (promo.pool) pool = addWorth(pool, cashWorth((PRIZE_POOL_SHARE_PERCENT / 100) * rtp));
  }
  return { points, pool };
}

/** The promos running at `at`. */
const runningAt = (promos: readonly EconomicsPromotion[], at: Date) => promos.filter((p) => p.startAt <= at && at < p.endAt);

/** The promotions' share at the moment most of them count at once: now, or when a coming one starts. */
function busiestPromotionShare(input: EconomicsInput, gameSlugs: ReadonlySet<string>, rtp: number, ctx: GiftWorthContext) {
  const counting = input.promos.filter((p) => p.endAt > input.now && (p.gameSlugs === null || p.gameSlugs.some((slug) => gameSlugs.has(slug))));
  const moments = [input.now, ...counting.map((p) => p.startAt).filter((at) => at > input.now)];
  let best = { points: NO_WORTH, pool: NO_WORTH };
  for (const at of moments) {
    const share = promotionShare(runningAt(counting, at), rtp, ctx);
    if (faceValue(addWorth(share.points, share.pool)) > faceValue(addWorth(best.points, best.pool)) || share.points.unbounded.length > 0) best = share;
  }
  return best;
}

/** The ladder's best win-back percent: a player may reach any level. */
const bestWinbackPercent = (input: EconomicsInput) => Math.max(0, ...input.levels.map((l) => l.winbackPercent));

export function categoryReturn(input: EconomicsInput, category: string, worths: PointWorths, ctx: GiftWorthContext): ReturnRow | null {
  const games = input.games.filter((g) => g.categories.includes(category));
  if (games.length === 0) return null;
  const { currency } = ctx;
  const rtp = Math.max(...games.map((g) => g.rtp));
  const compoints = games.some((g) => g.slot) ? scaleWorth(worths.compoint, 1 / compointRateOf(currency)) : NO_WORTH;
  const levels = scaleWorth(worths.xp, perPoint(XP_STAKE_PER_POINT[currency] ?? XP_STAKE_PER_POINT.RUB));
  const promo = busiestPromotionShare(input, new Set(games.map((g) => g.slug)), rtp, ctx);
  const all = [compoints, levels, promo.points, promo.pool].reduce(addWorth, NO_WORTH);
  const cashback = (all.cashbackPercent / 100) * (1 - rtp);
  const winback = loyaltyShare(bonusWorth((bestWinbackPercent(input) / 100) * (1 - rtp), WINBACK_WAGER));
  const loyalty = loyaltyShare(all) + cashback + winback;
  const effective = rtp + loyalty;
  const problems = [...all.unbounded];
  if (effective > 1) problems.push(`effective return ${(effective * 100).toFixed(2)} % is above 100 %`);
  const status = problems.length > 0 ? 'refused' : loyalty > input.budget ? 'over_budget' : 'ok';
  const paths = { compoints: faceValue(compoints), levels: faceValue(levels), promotions: faceValue(promo.points), pool: faceValue(promo.pool), cashback, winback };
  return { category, currency, rtp, paths, loyalty, effective, status, problems };
}

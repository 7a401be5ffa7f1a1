/**
 * The dice game's rules, shared by the server (which settles rounds) and the browser (which
 * shows the multiplier and chance while the player moves the target).
 *
 * A roll is one of 10 000 equally likely values 0.00–99.99, carried as an integer number of
 * hundredths (0–9999) so no float ever decides a round. "Under t" wins when roll < t, "over t"
 * when roll > t. The multiplier is rtp / chance, rounded down to 4 decimals, and is carried
 * as an integer in ten-thousandths; a win is stake × multiplier rounded down to minor units.
 * Rounding only ever favours the house: by less than 0.0001 × chance of RTP on the multiplier,
 * and by less than one minor unit per winning round on the payout (nothing when stake ×
 * multiplier is a whole number of minor units, e.g. for any stake that is a multiple of 10 000).
 */

// Read once: engines run these per round, and a test runner's vm context makes global lookups slow.
const floor = Math.floor;

export const DICE_ROLL_COUNT = 10_000;
/** The multiplier's fixed-point scale: 4 decimals. */
export const MULTIPLIER_SCALE = 10_000;

export const DICE_DIRECTIONS = ['under', 'over'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

/** Allowed winning chances, in rolls out of 10 000 (100 = 1 %). */
export interface DiceChanceBounds {
  minWinningRolls: number;
  maxWinningRolls: number;
}

export interface TargetRange {
  /** Smallest allowed target, in hundredths. */
  min: number;
  /** Largest allowed target, in hundredths. */
  max: number;
}

/** How many of the 10 000 rolls win for this target and direction. */
export function diceWinningRolls(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : DICE_ROLL_COUNT - 1 - target;
}

/** True when the roll wins: strictly under or strictly over the target. */
export function diceRollWins(roll: number, target: number, direction: DiceDirection): boolean {
  return direction === 'under' ? roll < target : roll > target;
}

/** The targets (hundredths) whose winning chance lies within the bounds, for one direction. */
export function diceTargetRange(bounds: DiceChanceBounds, direction: DiceDirection): TargetRange {
  return direction === 'under'
    ? { min: bounds.minWinningRolls, max: bounds.maxWinningRolls }
    : { min: DICE_ROLL_COUNT - 1 - bounds.maxWinningRolls, max: DICE_ROLL_COUNT - 1 - bounds.minWinningRolls };
}

/** RTP as whole basis points (0.96 -> 9600); RTPs are configured with at most 4 decimals. */
export function rtpBasisPoints(rtp: number): number {
  const bp = Math.round(rtp * 10_000);
  if (Math.abs(rtp * 10_000 - bp) > 1e-6 || bp <= 0 || bp > 10_000) throw new RangeError(`RTP ${rtp} must lie in (0, 1] with at most 4 decimals`);
  return bp;
}

/**
 * floor(rtp / chance, 4 decimals) in ten-thousandths, in integers: with chance = w / 10 000
 * and rtp = bp / 10 000, rtp / chance = bp / w, so the scaled multiplier is floor(bp × 10 000 / w).
 */
export function diceMultiplierUnits(rtpBp: number, winningRolls: number): number {
  return floor((rtpBp * MULTIPLIER_SCALE) / winningRolls);
}

/** The payout of a winning round in minor units (rounded down). */
export function diceWinAmount(bet: number, multiplierUnits: number): number {
  return floor((bet * multiplierUnits) / MULTIPLIER_SCALE);
}

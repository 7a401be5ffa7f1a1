/**
 * Bet limits of a studio game and the one rule that checks a stake against them. It lives in
 * the domain so the browser can grey out a stake the server would refuse with the same answer.
 * All amounts are integers in minor units (lib/domain/money.ts).
 */

// Read once: engines run this per round, and a test runner's vm context makes global lookups slow.
const isSafeInteger = Number.isSafeInteger;

/** Why a round request was refused; the API layer turns these into `{ errors: [{ code }] }`. */
export type RoundErrorCode = 'bet_out_of_limits' | 'invalid_bet' | 'invalid_target';

export interface BetLimits {
  min: number;
  max: number;
  /** Every stake is a multiple of this (for slots: of the line count, so each line's stake is whole). */
  step: number;
  /** Suggested stakes for the bet selector, ascending, each one valid. */
  levels: readonly number[];
}

/**
 * `invalid_bet` for anything that is not a positive whole number of steps, `bet_out_of_limits`
 * for a well-formed stake outside [min, max]; null when the stake is acceptable.
 */
export function checkBet(limits: BetLimits, bet: unknown): RoundErrorCode | null {
  if (typeof bet !== 'number' || !isSafeInteger(bet) || bet <= 0) return 'invalid_bet';
  if (bet < limits.min || bet > limits.max) return 'bet_out_of_limits';
  if (bet % limits.step !== 0) return 'invalid_bet';
  return null;
}

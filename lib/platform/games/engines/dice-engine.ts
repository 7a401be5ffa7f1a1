import 'server-only';
import { checkBet, type BetLimits } from '@/lib/domain/studio/bet-limits';
import {
  DICE_ROLL_COUNT,
  diceMultiplierUnits,
  diceRollWins,
  diceTargetRange,
  diceWinAmount,
  diceWinningRolls,
  MULTIPLIER_SCALE,
  rtpBasisPoints,
  type DiceChanceBounds,
} from '@/lib/domain/studio/dice-rules';
import type { DiceOutcome, DiceRoundRequest, RoundResult } from '@/lib/domain/studio/round-types';
import type { Rng } from './rng';
import type { DiceStudioGame } from './studio-game';

// Read once: a test runner's vm context makes global lookups in the hot path slow.
const isInteger = Number.isInteger;

/** Winning chance between 1 % (multiplier up to 97) and 90 % (multiplier above 1 for any RTP ≥ 0.9). */
export const DEFAULT_DICE_CHANCE: DiceChanceBounds = { minWinningRolls: 100, maxWinningRolls: 9000 };

export interface DiceGameConfig {
  rtp: number;
  bet: BetLimits;
  chance?: DiceChanceBounds;
}

export function createDiceGame(config: DiceGameConfig): DiceStudioGame {
  const chance = config.chance ?? DEFAULT_DICE_CHANCE;
  if (!(chance.minWinningRolls >= 1 && chance.maxWinningRolls < DICE_ROLL_COUNT - 1 && chance.minWinningRolls <= chance.maxWinningRolls)) {
    throw new RangeError('dice chance bounds must lie within 1 … 9998 winning rolls');
  }
  const { bet } = config;
  if (bet.min <= 0 || bet.max < bet.min || bet.min % bet.step !== 0 || bet.levels.some((level) => checkBet(bet, level) !== null)) {
    throw new RangeError('dice bet limits are inconsistent');
  }
  return { kind: 'dice', rtp: config.rtp, rtpBp: rtpBasisPoints(config.rtp), bet, chance };
}

/**
 * One roll: a uniform integer 0–9999 (0.00–99.99); the round wins when it lies strictly on the
 * chosen side of the target and pays stake × floor(rtp / chance, 4 decimals), so the RTP is the
 * configured one up to those two roundings down (dice-rules.ts).
 */
export function playDiceRound(game: DiceStudioGame, request: DiceRoundRequest, rng: Rng): RoundResult<DiceOutcome> {
  const error = checkBet(game.bet, request.bet);
  if (error) return { ok: false, error };
  const { target, direction } = request;
  if (direction !== 'under' && direction !== 'over') return { ok: false, error: 'invalid_target' };
  const range = diceTargetRange(game.chance, direction);
  if (typeof target !== 'number' || !isInteger(target) || target < range.min || target > range.max) {
    return { ok: false, error: 'invalid_target' };
  }
  const winningRolls = diceWinningRolls(target, direction);
  const units = diceMultiplierUnits(game.rtpBp, winningRolls);
  const roll = rng.int(DICE_ROLL_COUNT);
  const won = diceRollWins(roll, target, direction);
  const win = won ? diceWinAmount(request.bet, units) : 0;
  return {
    ok: true,
    win,
    outcome: { kind: 'dice', bet: request.bet, roll, target, direction, multiplier: units / MULTIPLIER_SCALE, winningRolls, won, win },
  };
}

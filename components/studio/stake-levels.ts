import { checkBet, type BetLimits } from '@/lib/domain/studio/bet-limits';

/**
 * The stakes the − / + buttons walk through: the game's suggested levels, keeping only those the
 * server would accept (the same checkBet it runs), so the selector never offers a refused stake.
 */
export function stakeLevels(limits: BetLimits): number[] {
  const levels = limits.levels.filter((level) => checkBet(limits, level) === null);
  if (levels.length > 0) return [...levels];
  return checkBet(limits, limits.min) === null ? [limits.min] : [];
}

/** + is offered only towards a stake the balance covers. */
export function canRaiseStake(levels: readonly number[], index: number, balance: number): boolean {
  const next = levels[index + 1];
  return next !== undefined && next <= balance;
}

export function canLowerStake(index: number): boolean {
  return index > 0;
}

/** Why a stake cannot be played right now, or null when it can. */
export function stakeProblem(limits: BetLimits, stake: number | undefined, balance: number): 'invalid' | 'insufficient' | null {
  if (stake === undefined || checkBet(limits, stake) !== null) return 'invalid';
  return stake > balance ? 'insufficient' : null;
}

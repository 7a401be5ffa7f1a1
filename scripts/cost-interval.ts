import { mulberry32 } from '@/lib/platform/seed/prng';

/**
 * One side's turns of a cost comparison (bench-cost.ts): each turn's CPU ms and answered rounds,
 * and which of the side's server processes played it (0, 1, …).
 */
export interface CostTurns {
  turnCpuMs: readonly number[];
  turnRounds: readonly number[];
  turnProcess: readonly number[];
}

export interface CostFigure {
  /** How much more a round costs on the first side (0.1 = 10 %), over all the turns. */
  more: number;
  /** The 95 % interval. */
  low: number;
  high: number;
  /** The same figure for each process pair, in the order they ran. */
  byProcess: number[];
}

/**
 * How much more a round costs on side `a` than on `b`, with a 95 % interval from a two-level
 * bootstrap (`draws` times: the process pairs drawn with replacement, then the turn pairs within
 * each drawn pair; the 2.5th and 97.5th percentiles). Why two levels: one turn's CPU a round moved
 * by up to half on this machine, and a process pair keeps a cost of its own all its life (the JIT,
 * its memory), so the turns of one pair cannot tell more than that pair (bench-cost.ts).
 */
export function costMore(a: CostTurns, b: CostTurns, draws = 2000): CostFigure {
  const valid = a.turnCpuMs.map((_, t) => t).filter((t) => [a.turnCpuMs[t], b.turnCpuMs[t]].every(Number.isFinite) && a.turnRounds[t]! > 0 && b.turnRounds[t]! > 0);
  const moreOf = (turns: readonly number[]) => {
    let [cpuA, roundsA, cpuB, roundsB] = [0, 0, 0, 0];
    for (const t of turns) {
      cpuA += a.turnCpuMs[t]!;
      roundsA += a.turnRounds[t]!;
      cpuB += b.turnCpuMs[t]!;
      roundsB += b.turnRounds[t]!;
    }
    return cpuA / roundsA / (cpuB / roundsB) - 1;
  };
  if (valid.length === 0) return { more: Number.NaN, low: Number.NaN, high: Number.NaN, byProcess: [] };
  const groups = [...new Set(valid.map((t) => a.turnProcess[t]!))].sort((x, y) => x - y).map((p) => valid.filter((t) => a.turnProcess[t] === p));
  // Seeded: the same turns always give the same interval.
  const random = mulberry32(valid.length);
  const pick = <T>(from: readonly T[]) => from[Math.floor(random() * from.length)]!;
  const resampled = Array.from({ length: draws }, () => moreOf(groups.flatMap(() => pick(groups).map((_, __, group) => pick(group))))).sort((x, y) => x - y);
  return { more: moreOf(valid), low: resampled[Math.floor(draws * 0.025)]!, high: resampled[Math.ceil(draws * 0.975) - 1]!, byProcess: groups.map(moreOf) };
}

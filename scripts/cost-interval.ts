import { mulberry32 } from '@/lib/platform/seed/prng';

/** One turn of one side of a cost comparison (bench-cost.ts): its server's CPU ms, the rounds it answered, and which of the side's server processes (0, 1, …) played it. */
export interface CostTurn {
  cpuMs: number;
  rounds: number;
  process: number;
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

/** CPU ms and rounds of some turns together. */
export function totalOf(turns: readonly CostTurn[]): { cpuMs: number; rounds: number } {
  return turns.reduce((sum, turn) => ({ cpuMs: sum.cpuMs + turn.cpuMs, rounds: sum.rounds + turn.rounds }), { cpuMs: 0, rounds: 0 });
}

/**
 * How much more a round costs on side `a` than on `b` (their turns in the same order), with a
 * 95 % interval from a two-level bootstrap (`draws` times: the process pairs drawn with
 * replacement, then the turn pairs within each drawn pair; the 2.5th and 97.5th percentiles). Why
 * two levels: one turn's CPU a round moved by up to half on this machine, and a process pair keeps
 * a cost of its own all its life (the JIT, its memory), so the turns of one pair cannot tell more
 * than that pair (bench-cost.ts).
 */
export function costMore(a: readonly CostTurn[], b: readonly CostTurn[], draws = 2000): CostFigure {
  const valid = a.map((_, t) => t).filter((t) => [a[t]!.cpuMs, b[t]?.cpuMs].every(Number.isFinite) && a[t]!.rounds > 0 && b[t]!.rounds > 0);
  const moreOf = (turns: readonly number[]) => {
    const [sumA, sumB] = [totalOf(turns.map((t) => a[t]!)), totalOf(turns.map((t) => b[t]!))];
    return sumA.cpuMs / sumA.rounds / (sumB.cpuMs / sumB.rounds) - 1;
  };
  if (valid.length === 0) return { more: Number.NaN, low: Number.NaN, high: Number.NaN, byProcess: [] };
  const groups = [...new Set(valid.map((t) => a[t]!.process))].sort((x, y) => x - y).map((p) => valid.filter((t) => a[t]!.process === p));
  // Seeded: the same turns always give the same interval.
  const random = mulberry32(valid.length);
  const pick = <T>(from: readonly T[]) => from[Math.floor(random() * from.length)]!;
  const resampled = Array.from({ length: draws }, () => moreOf(groups.flatMap(() => pick(groups).map((_, __, group) => pick(group))))).sort((x, y) => x - y);
  return { more: moreOf(valid), low: resampled[Math.floor(draws * 0.025)]!, high: resampled[Math.ceil(draws * 0.975) - 1]!, byProcess: groups.map(moreOf) };
}

import { costMore } from '@/scripts/cost-interval';

/** The bench's cost comparison figure and its interval (scripts/cost-interval.ts). */
const side = (perRound: readonly number[], processes = 1, rounds = 1000) =>
  perRound.map((ms, t) => ({ cpuMs: ms * rounds, rounds, process: Math.floor((t * processes) / perRound.length) }));
const steady = (ms: number, turns: number) => Array.from({ length: turns }, () => ms);

it('reads the extra cost over all turns together', () => {
  const { more, byProcess } = costMore(side([3.3, 3.3, 3.3, 3.3]), side([3, 3, 3, 3]));
  expect(more).toBeCloseTo(0.1, 10);
  expect(byProcess).toHaveLength(1);
});

it('gives an interval that holds the figure, narrow when the turns agree and wide when they scatter', () => {
  const agreeing = costMore(side(steady(3.3, 16)), side(steady(3, 16)));
  expect(agreeing.low).toBeCloseTo(0.1, 10);
  expect(agreeing.high).toBeCloseTo(0.1, 10);
  const scattered = costMore(side([3.3, 4.6, 2.9, 3.6, 3.1, 4.2, 3.0, 3.9]), side([3, 3.1, 3.4, 2.6, 3.2, 3.0, 2.7, 3.3]));
  expect(scattered.low).toBeLessThan(scattered.more);
  expect(scattered.high).toBeGreaterThan(scattered.more);
  expect(scattered.high - scattered.low).toBeGreaterThan(0.1);
});

it('counts each process pair as a sample of its own: pairs that disagree widen the interval however steady their turns', () => {
  // Two process pairs: +5 % and +25 % in every one of their turns.
  const a = side([...steady(3.15, 8), ...steady(3.75, 8)], 2);
  const b = side(steady(3, 16), 2);
  const figure = costMore(a, b);
  expect(figure.byProcess.map((x) => Math.round(x * 100))).toEqual([5, 25]);
  expect(figure.more).toBeCloseTo(0.15, 10);
  expect(figure.low).toBeLessThanOrEqual(0.05 + 1e-9);
  expect(figure.high).toBeGreaterThanOrEqual(0.25 - 1e-9);
});

it('leaves out a turn either side could not measure, and answers NaN with none', () => {
  const a = [3300, Number.NaN, 3300].map((cpuMs) => ({ cpuMs, rounds: 1000, process: 0 }));
  const b = [1000, 0, 1000].map((rounds) => ({ cpuMs: 3000, rounds, process: 0 }));
  expect(costMore(a, b).more).toBeCloseTo(0.1, 10);
  expect(Number.isNaN(costMore([], []).more)).toBe(true);
});

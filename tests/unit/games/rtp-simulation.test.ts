/** @jest-environment node */
/**
 * Long-run check that rounds really return the configured RTP. Fixed seeds make the runs
 * deterministic (never flaky), and the round counts are chosen so that ±0.5 percentage point
 * is still at least 4.5 standard errors of the measured mean — the bound would hold with
 * overwhelming probability for any seed, so a pass is evidence, not luck.
 */
import { playRound } from '@/lib/platform/games/engines/play-round';
import { seededRng } from '@/lib/platform/games/engines/seeded-rng';
import { studioGameFor } from '@/lib/platform/games/engines/studio-catalog';

const TOLERANCE = 0.005;

interface Measure {
  rounds: number;
  rtp: number;
  standardError: number;
}

function measure(rounds: number, playOne: () => number): Measure {
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i++) {
    const r = playOne();
    sum += r;
    squares += r * r;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(squares / rounds - mean * mean);
  return { rounds, rtp: mean, standardError: sd / Math.sqrt(rounds) };
}

describe('RTP over millions of rounds', () => {
  it('a slot (cherry-blaze) returns its configured RTP within 0.5 pp over 2 000 000 spins', () => {
    const game = studioGameFor({ slug: 'cherry-blaze', isTable: false });
    if (game.kind !== 'slot') throw new Error('cherry-blaze should be a slot');
    // Exact expectation: P(fair) × base = target, in integers.
    const { numerator, denominator } = game.fairSpin;
    const paid = game.base.linePayTotal + game.base.scatterPayTotal;
    expect(numerator * paid * 10_000).toBe(Math.round(game.rtp * 10_000) * denominator * game.base.combinations);

    const bet = 1_000;
    const rng = seededRng(20_260_101);
    const started = Date.now();
    const result = measure(2_000_000, () => {
      const round = playRound(game, { bet }, rng);
      if (!round.ok) throw new Error(round.error);
      return round.win / bet;
    });
    console.info(`slot: rtp ${game.rtp}, measured ${result.rtp.toFixed(5)}, SE ${result.standardError.toFixed(5)}, ${Date.now() - started} ms`);
    expect(TOLERANCE).toBeGreaterThanOrEqual(4.5 * result.standardError);
    expect(Math.abs(result.rtp - game.rtp)).toBeLessThanOrEqual(TOLERANCE);
  });

  it('the dice game (sic-bo-deluxe) returns its configured RTP within 0.5 pp over 1 000 000 rolls', () => {
    const game = studioGameFor({ slug: 'sic-bo-deluxe', isTable: true });
    if (game.kind !== 'dice') throw new Error('sic-bo-deluxe should be dice');
    const bet = 1_000;
    const rng = seededRng(31_337);
    let i = 0;
    const started = Date.now();
    // Under 50.00 and over 49.99 both win on exactly 5 000 rolls, so the 4-decimal multiplier
    // (rtp × 2) and the payout are exact here and the analytic RTP is the configured one.
    const result = measure(1_000_000, () => {
      const request = i++ % 2 === 0 ? ({ bet, target: 5000, direction: 'under' } as const) : ({ bet, target: 4999, direction: 'over' } as const);
      const round = playRound(game, request, rng);
      if (!round.ok) throw new Error(round.error);
      if (round.outcome.multiplier !== game.rtp * 2) throw new Error(`multiplier ${round.outcome.multiplier}`);
      return round.win / bet;
    });
    console.info(`dice: rtp ${game.rtp}, measured ${result.rtp.toFixed(5)}, SE ${result.standardError.toFixed(5)}, ${Date.now() - started} ms`);
    expect(TOLERANCE).toBeGreaterThanOrEqual(4.5 * result.standardError);
    expect(Math.abs(result.rtp - game.rtp)).toBeLessThanOrEqual(TOLERANCE);
  });
});

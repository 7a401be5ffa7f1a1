/** @jest-environment node */
import { REEL_COUNT, ROW_COUNT, SLOT_ROLES } from '@/lib/domain/studio/slot-geometry';
import { fairSpinProbability, slotRtp } from '@/lib/platform/games/engines/rtp';
import {
  compileSlotModel,
  countScatters,
  evaluateLine,
  fillGrid,
  GRID_SIZE,
  gridPayInLineStakes,
  type CompiledSlotModel,
} from '@/lib/platform/games/engines/slot-lines';
import { CLASSIC_MODEL, type SlotMathModel } from '@/lib/platform/games/engines/slot-paytable';
import { createSlotGame } from '@/lib/platform/games/engines/slot-engine';
import { SLOT_BET_LIMITS } from '@/lib/platform/games/engines/studio-catalog';

/** Every stop combination of the model, each evaluated by the engine itself. */
function exhaustiveTotals(m: CompiledSlotModel): { lines: number; scatter: number; combinations: number } {
  const stops = new Int32Array(REEL_COUNT);
  const grid = new Uint8Array(GRID_SIZE);
  const scratch = new Int32Array(2);
  let lines = 0;
  let scatter = 0;
  let combinations = 0;
  const visit = (reel: number) => {
    if (reel === REEL_COUNT) {
      fillGrid(m, stops, grid);
      const spin = gridPayInLineStakes(m, grid, scratch);
      const scatterPay = m.scatterPays[countScatters(grid)] as number;
      // The whole spin in line stakes = Σ lines + 20 × scatter; RTP = spin / 20 per total stake.
      lines += spin - 20 * scatterPay;
      scatter += scatterPay;
      combinations++;
      return;
    }
    for (let stop = 0; stop < (m.stripLengths[reel] as number); stop++) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  // Σ of all 20 lines / 20 = one line's total, since every line has the same distribution.
  return { lines: lines / 20, scatter, combinations };
}

/** Short strips with wilds, scatters and runs of every length, small enough to enumerate (8^5 spins). */
const TINY: SlotMathModel = {
  ...CLASSIC_MODEL,
  id: 'tiny',
  strips: ['WAdSeAfW', 'AWdeSAgd', 'dAWSfAed', 'SAdWAeBd', 'AdSWeAfC'],
};

describe('analytic slot RTP', () => {
  it('equals the exhaustive enumeration of every spin of a small reel set', () => {
    const m = compileSlotModel(TINY);
    const analytic = slotRtp(m);
    const exhaustive = exhaustiveTotals(m);
    expect(exhaustive.combinations).toBe(analytic.combinations);
    expect(analytic.linePayTotal).toBe(exhaustive.lines);
    expect(analytic.scatterPayTotal).toBe(exhaustive.scatter);
    expect(analytic.linePayTotal).toBeGreaterThan(0);
    expect(analytic.scatterPayTotal).toBeGreaterThan(0);
  });

  it("matches a line evaluated by the engine over every symbol combination of the real strips", () => {
    const m = compileSlotModel(CLASSIC_MODEL);
    const counts = m.strips.map((strip, reel) => {
      const c = new Array<number>(SLOT_ROLES.length).fill(0);
      for (let i = 0; i < (m.stripLengths[reel] as number); i++) c[strip[i] as number]! += 1;
      return c;
    });
    const grid = new Uint8Array(GRID_SIZE);
    const scratch = new Int32Array(2);
    let total = 0;
    const symbols = new Array<number>(REEL_COUNT).fill(0);
    const visit = (reel: number, weight: number) => {
      if (weight === 0) return;
      if (reel === REEL_COUNT) {
        symbols.forEach((symbol, r) => {
          grid[r * ROW_COUNT + 1] = symbol; // line 0 is the middle row
        });
        total += weight * evaluateLine(m, grid, 0, scratch);
        return;
      }
      for (let symbol = 0; symbol < SLOT_ROLES.length; symbol++) {
        symbols[reel] = symbol;
        visit(reel + 1, weight * (counts[reel]![symbol] as number));
      }
    };
    visit(0, 1);
    expect(slotRtp(m).linePayTotal).toBe(total);
  });

  it('pins the classic model: base RTP 24 168 930 / 24 300 000', () => {
    const base = slotRtp(compileSlotModel(CLASSIC_MODEL));
    expect(base).toEqual({ combinations: 24_300_000, linePayTotal: 23_656_200, scatterPayTotal: 512_730, rtp: 24_168_930 / 24_300_000 });
    expect(base.rtp).toBeCloseTo(0.994606, 6);
  });
});

describe('reaching the configured RTP', () => {
  const base = slotRtp(compileSlotModel(CLASSIC_MODEL));

  it('mixes fair spins with probability exactly target / base', () => {
    const p = fairSpinProbability(base, 9600);
    expect(p).toEqual({ numerator: 777_600, denominator: 805_631 });
    // p × base = target, in exact integers: 777600 × 24168930 = 0.96 × 805631 × 24300000.
    expect(p.numerator * (base.linePayTotal + base.scatterPayTotal) * 10_000).toBe(9600 * p.denominator * base.combinations);
  });

  it('refuses a target above the base RTP', () => {
    expect(() => fairSpinProbability(base, 9950)).toThrow(/exceeds the model's base RTP/);
    expect(() => createSlotGame({ theme: 'fruits', rtp: 0.995, bet: SLOT_BET_LIMITS })).toThrow(RangeError);
    expect(() => createSlotGame({ theme: 'fruits', rtp: 0.9946, bet: SLOT_BET_LIMITS })).not.toThrow();
  });

  it('refuses stakes that would not split evenly over the 20 lines', () => {
    expect(() => createSlotGame({ theme: 'fruits', rtp: 0.96, bet: { min: 10, max: 1000, step: 10, levels: [10] } })).toThrow(/multiples of 20/);
  });
});

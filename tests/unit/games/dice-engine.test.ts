/** @jest-environment node */
import {
  DICE_ROLL_COUNT,
  diceMultiplierUnits,
  diceTargetRange,
  diceWinAmount,
  diceWinningRolls,
  MULTIPLIER_SCALE,
  rtpBasisPoints,
  type DiceDirection,
} from '@/lib/domain/studio/dice-rules';
import { createDiceGame, DEFAULT_DICE_CHANCE } from '@/lib/platform/games/engines/dice-engine';
import { playRound } from '@/lib/platform/games/engines/play-round';
import { DICE_BET_LIMITS } from '@/lib/platform/games/engines/studio-catalog';
import { scriptedRng } from './slot-test-helpers';

const game = createDiceGame({ rtp: 0.96, bet: DICE_BET_LIMITS });

/** The multiplier as the engine and the dice screen show it (e.g. 1.92), for a game of the given RTP. */
const diceMultiplier = (rtp: number, target: number, direction: DiceDirection) => diceMultiplierUnits(rtpBasisPoints(rtp), diceWinningRolls(target, direction)) / MULTIPLIER_SCALE;

describe('dice payout maths', () => {
  it('counts winning rolls strictly under or over the target', () => {
    expect(diceWinningRolls(5000, 'under')).toBe(5000); // 0.00–49.99
    expect(diceWinningRolls(5000, 'over')).toBe(4999); // 50.01–99.99
    expect(diceWinningRolls(100, 'under')).toBe(100);
    expect(diceWinningRolls(9899, 'over')).toBe(100);
  });

  it('sets the multiplier to rtp / chance, rounded down to 4 decimals', () => {
    expect(diceMultiplier(0.96, 5000, 'under')).toBe(1.92);
    expect(diceMultiplier(0.96, 5000, 'over')).toBe(1.9203); // 0.96 / 0.4999 = 1.92038…
    expect(diceMultiplier(0.97, 100, 'under')).toBe(97);
    expect(diceMultiplier(0.945, 3333, 'under')).toBe(2.8352); // 0.945 / 0.3333 = 2.83528…
    expect(diceMultiplierUnits(9600, 3)).toBe(32_000_000);
  });

  it('pays stake × multiplier rounded down to minor units', () => {
    expect(diceWinAmount(100, 19_200)).toBe(192);
    expect(diceWinAmount(10, 19_203)).toBe(19); // 19.203
    expect(diceWinAmount(10_000, 19_203)).toBe(19_203);
  });

  it('gives the configured RTP up to the 4-decimal rounding, over all 10 000 rolls', () => {
    for (const rtp of [0.94, 0.955, 0.97]) {
      const dice = createDiceGame({ rtp, bet: DICE_BET_LIMITS });
      for (const [target, direction] of [[5000, 'under'], [4999, 'over'], [1234, 'under'], [7777, 'over'], [100, 'under']] as const) {
        let returned = 0;
        for (let roll = 0; roll < DICE_ROLL_COUNT; roll++) {
          const result = playRound(dice, { bet: 10_000, target, direction }, scriptedRng([roll]));
          if (!result.ok) throw new Error(result.error);
          returned += result.win;
        }
        const measured = returned / (DICE_ROLL_COUNT * 10_000);
        expect(measured).toBeLessThanOrEqual(rtp);
        expect(rtp - measured).toBeLessThan(0.0001);
      }
    }
  });

  it('turns an RTP into basis points and refuses more than 4 decimals', () => {
    expect(rtpBasisPoints(0.965)).toBe(9650);
    expect(() => rtpBasisPoints(0.96123)).toThrow(RangeError);
    expect(() => rtpBasisPoints(1.01)).toThrow(RangeError);
  });
});

describe('dice rounds', () => {
  it('answers the roll, the multiplier and the win', () => {
    const win = playRound(game, { bet: 100, target: 5000, direction: 'under' }, scriptedRng([4999]));
    expect(win).toEqual({
      ok: true,
      win: 192,
      outcome: { kind: 'dice', bet: 100, roll: 4999, target: 5000, direction: 'under', multiplier: 1.92, winningRolls: 5000, won: true, win: 192 },
    });
    const edge = playRound(game, { bet: 100, target: 5000, direction: 'under' }, scriptedRng([5000]));
    expect(edge.ok && edge.outcome.won).toBe(false);
    expect(edge.ok && edge.win).toBe(0);
    const over = playRound(game, { bet: 100, target: 5000, direction: 'over' }, scriptedRng([5000]));
    expect(over.ok && over.win).toBe(0);
    const overWin = playRound(game, { bet: 100, target: 5000, direction: 'over' }, scriptedRng([5001]));
    expect(overWin.ok && overWin.win).toBe(192); // floor(100 × 1.9203)
  });

  it('keeps the target within the chance bounds for each direction', () => {
    expect(diceTargetRange(DEFAULT_DICE_CHANCE, 'under')).toEqual({ min: 100, max: 9000 });
    expect(diceTargetRange(DEFAULT_DICE_CHANCE, 'over')).toEqual({ min: 999, max: 9899 });
    const rng = scriptedRng(new Array(10).fill(0));
    const invalid = { ok: false, error: 'invalid_target' };
    expect(playRound(game, { bet: 100, target: 99, direction: 'under' }, rng)).toEqual(invalid);
    expect(playRound(game, { bet: 100, target: 9001, direction: 'under' }, rng)).toEqual(invalid);
    expect(playRound(game, { bet: 100, target: 998, direction: 'over' }, rng)).toEqual(invalid);
    expect(playRound(game, { bet: 100, target: 9900, direction: 'over' }, rng)).toEqual(invalid);
    expect(playRound(game, { bet: 100, target: 50.5, direction: 'under' }, rng)).toEqual(invalid);
    expect(playRound(game, { bet: 100, target: 5000, direction: 'sideways' as unknown as 'under' }, rng)).toEqual(invalid);
    expect(playRound(game, { bet: 100 } as never, rng)).toEqual(invalid);
    expect(playRound(game, { bet: 100, target: 100, direction: 'under' }, rng).ok).toBe(true);
    expect(playRound(game, { bet: 100, target: 9899, direction: 'over' }, rng).ok).toBe(true);
  });

  it('checks the stake before the target', () => {
    const rng = scriptedRng([]);
    expect(playRound(game, { bet: 5, target: 5000, direction: 'under' }, rng)).toEqual({ ok: false, error: 'bet_out_of_limits' });
    expect(playRound(game, { bet: 15, target: 5000, direction: 'under' }, rng)).toEqual({ ok: false, error: 'invalid_bet' });
    expect(playRound(game, { bet: 20_000, target: 1, direction: 'under' }, rng)).toEqual({ ok: false, error: 'bet_out_of_limits' });
  });

  it('refuses impossible configurations', () => {
    expect(() => createDiceGame({ rtp: 0.961234, bet: DICE_BET_LIMITS })).toThrow(RangeError);
    expect(() => createDiceGame({ rtp: 0.96, bet: DICE_BET_LIMITS, chance: { minWinningRolls: 0, maxWinningRolls: 9000 } })).toThrow(RangeError);
  });
});

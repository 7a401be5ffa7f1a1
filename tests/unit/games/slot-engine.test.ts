/** @jest-environment node */
import { LINE_COUNT, PAYLINES, ROW_COUNT, SLOT_ROLES } from '@/lib/domain/studio/slot-geometry';
import { SLOT_THEMES } from '@/lib/domain/studio/slot-themes';
import { playRound } from '@/lib/platform/games/engines/play-round';
import { seededRng } from '@/lib/platform/games/engines/seeded-rng';
import { createSlotGame } from '@/lib/platform/games/engines/slot-engine';
import { CLASSIC_MODEL, STRIP_LETTERS } from '@/lib/platform/games/engines/slot-paytable';
import { SLOT_BET_LIMITS } from '@/lib/platform/games/engines/studio-catalog';
import { scriptedRng } from './slot-test-helpers';

const game = createSlotGame({ theme: 'egypt', rtp: 0.96, bet: SLOT_BET_LIMITS });
const ids = SLOT_ROLES.map((role) => SLOT_THEMES.egypt.symbols[role].id);
const idOfLetter = (letter: string) => SLOT_THEMES.egypt.symbols[STRIP_LETTERS[letter]!].id;
const strips = CLASSIC_MODEL.strips;

/** A stop on `reel` whose window shows `letter` in `row`. */
function stopShowing(reel: number, row: number, letter: string): number {
  const strip = strips[reel]!;
  for (let stop = 0; stop < strip.length; stop++) if (strip[(stop + row) % strip.length] === letter) return stop;
  throw new Error(`no ${letter} on reel ${reel}`);
}

describe('slot rounds', () => {
  it('refuses bad stakes with a typed error instead of throwing', () => {
    const rng = seededRng(1);
    expect(playRound(game, { bet: 0 }, rng)).toEqual({ ok: false, error: 'invalid_bet' });
    expect(playRound(game, { bet: -20 }, rng)).toEqual({ ok: false, error: 'invalid_bet' });
    expect(playRound(game, { bet: 20.5 }, rng)).toEqual({ ok: false, error: 'invalid_bet' });
    expect(playRound(game, { bet: Number.NaN }, rng)).toEqual({ ok: false, error: 'invalid_bet' });
    expect(playRound(game, { bet: '100' as unknown as number }, rng)).toEqual({ ok: false, error: 'invalid_bet' });
    expect(playRound(game, { bet: 30 }, rng)).toEqual({ ok: false, error: 'invalid_bet' });
    expect(playRound(game, { bet: 10 }, rng)).toEqual({ ok: false, error: 'bet_out_of_limits' });
    expect(playRound(game, { bet: 10_020 }, rng)).toEqual({ ok: false, error: 'bet_out_of_limits' });
    expect(playRound(game, { bet: 20 }, rng).ok).toBe(true);
    expect(playRound(game, { bet: 10_000 }, rng).ok).toBe(true);
  });

  it('shows the strips at the stops and pays the line it shows', () => {
    // First draw: fair spin (0 < numerator). Then one stop per reel: high1 ("A") on the middle row of
    // reels 1–3, a low symbol after it, so line 0 pays 3 × high1 = 15 line stakes.
    const stops = [stopShowing(0, 1, 'A'), stopShowing(1, 1, 'A'), stopShowing(2, 1, 'A'), stopShowing(3, 1, 'e'), stopShowing(4, 1, 'd')];
    const result = playRound(game, { bet: 200 }, scriptedRng([0, ...stops]));
    if (!result.ok) throw new Error(result.error);
    const { outcome } = result;
    expect(outcome.stops).toEqual(stops);
    outcome.grid.forEach((column, reel) => {
      column.forEach((id, row) => expect(id).toBe(idOfLetter(strips[reel]![(stops[reel]! + row) % strips[reel]!.length]!)));
    });
    const middle = outcome.lineWins.find((w) => w.line === 0);
    expect(middle).toEqual({
      line: 0,
      symbol: 'ankh',
      count: 3,
      positions: [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      win: 15 * (200 / LINE_COUNT),
    });
    expect(result.win).toBe(outcome.win);
  });

  it('keeps every outcome consistent: wins add up, positions show the paying symbol or a wild', () => {
    const rng = seededRng(42);
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok && problems.length < 10) problems.push(what);
    };
    let paid = 0;
    for (let i = 0; i < 3000; i++) {
      const result = playRound(game, { bet: 400 }, rng);
      if (!result.ok) throw new Error(result.error);
      const { outcome } = result;
      check(outcome.grid.length === 5 && outcome.grid.every((column) => column.length === 3), `round ${i}: grid shape`);
      outcome.grid.forEach((column, reel) => {
        const strip = strips[reel]!;
        column.forEach((id, row) => check(id === idOfLetter(strip[(outcome.stops[reel]! + row) % strip.length]!), `round ${i}: grid vs strip`));
      });
      const lines = outcome.lineWins.reduce((sum, w) => sum + w.win, 0);
      check(lines + (outcome.scatterWin?.win ?? 0) === outcome.win && result.win === outcome.win, `round ${i}: wins do not add up`);
      for (const w of outcome.lineWins) {
        check(Number.isInteger(w.win) && w.win > 0 && w.count >= 3 && w.positions.length === w.count, `round ${i}: line ${w.line}`);
        w.positions.forEach(([reel, row]) => {
          check(row === PAYLINES[w.line]![reel], `round ${i}: line ${w.line} geometry`);
          check([w.symbol, ids[0]].includes(outcome.grid[reel]![row]!), `round ${i}: line ${w.line} symbol`);
        });
      }
      if (outcome.scatterWin) {
        check(outcome.scatterWin.positions.length === outcome.scatterWin.count, `round ${i}: scatter count`);
        outcome.scatterWin.positions.forEach(([reel, row]) => check(outcome.grid[reel]![row] === 'scarab', `round ${i}: scatter cell`));
      }
      paid += outcome.win;
    }
    expect(problems).toEqual([]);
    expect(paid).toBeGreaterThan(0);
  });

  it('redraws a spin that is not fair until it pays nothing', () => {
    // Mix draw = denominator − 1 (≥ numerator): a losing spin is due. The first stops make 3 × high1,
    // so the engine must draw again; the second set pays nothing.
    const winning = [stopShowing(0, 1, 'A'), stopShowing(1, 1, 'A'), stopShowing(2, 1, 'A'), 0, 0];
    const rng = seededRng(3);
    let losing: number[] = [];
    for (;;) {
      const candidate = [0, 1, 2, 3, 4].map((reel) => rng.int(strips[reel]!.length));
      const probe = playRound(game, { bet: 20 }, scriptedRng([0, ...candidate]));
      if (probe.ok && probe.win === 0) {
        losing = candidate;
        break;
      }
    }
    const result = playRound(game, { bet: 20 }, scriptedRng([game.fairSpin.denominator - 1, ...winning, ...losing]));
    if (!result.ok) throw new Error(result.error);
    expect(result.win).toBe(0);
    expect(result.outcome.stops).toEqual(losing);
    expect(result.outcome.lineWins).toEqual([]);
    expect(result.outcome.scatterWin).toBeNull();
  });

  it('replays the same rounds from the same seed', () => {
    const play = (seed: number) => {
      const rng = seededRng(seed);
      return Array.from({ length: 50 }, () => playRound(game, { bet: 100 }, rng));
    };
    expect(play(9)).toEqual(play(9));
    expect(play(9)).not.toEqual(play(10));
  });

  it('uses the crypto generator by default', () => {
    const result = playRound(game, { bet: 100 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.outcome.grid.flat()).toHaveLength(5 * ROW_COUNT);
  });
});

import { landingTape, loopTape, reelWindow, stripSlice } from '@/components/studio/slot/reel-tapes';
import { canRaiseStake, stakeLevels, stakeProblem } from '@/components/studio/stake-levels';
import { SLOT_BET } from './fixtures';

const strip = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

/** The cells a tape shows at a translateY offset (percent of its height), `rows` tall. */
function shownAt(symbols: readonly string[], offset: number, rows = 3): string[] {
  const first = Math.round((-offset / 100) * symbols.length);
  return symbols.slice(first, first + rows);
}

describe('reel tapes', () => {
  it('are slices of the real strip, wrapping', () => {
    expect(stripSlice(strip, 5, 4)).toEqual(['f', 'g', 'a', 'b']);
    expect(stripSlice(strip, -1, 2)).toEqual(['g', 'a']);
    expect(reelWindow(strip, 6, 3)).toEqual(['g', 'a', 'b']);
  });

  it('loop a whole turn that starts and ends on the same window', () => {
    const tape = loopTape(strip, 2, 3);
    expect(shownAt(tape.symbols, tape.from)).toEqual(['c', 'd', 'e']);
    expect(shownAt(tape.symbols, tape.to)).toEqual(['c', 'd', 'e']);
  });

  it('land on the stop, with the previous strip cell above for the overshoot', () => {
    const tape = landingTape(strip, 4, 3, 10);
    expect(shownAt(tape.symbols, tape.to)).toEqual(reelWindow(strip, 4, 3));
    expect(tape.symbols[0]).toBe('d');
    // It travels `travel` cells downwards: it starts 10 cells further along the strip.
    expect(shownAt(tape.symbols, tape.from)).toEqual(reelWindow(strip, 14, 3));
  });
});

describe('stake levels', () => {
  it('offer only stakes the server accepts', () => {
    expect(stakeLevels({ ...SLOT_BET, levels: [10, 20, 30, 40, 20_000] })).toEqual([20, 40]);
    expect(stakeLevels({ ...SLOT_BET, levels: [] })).toEqual([20]);
  });

  it('raise only to a stake the balance covers and name what blocks a stake', () => {
    expect(canRaiseStake([20, 40, 100], 0, 40)).toBe(true);
    expect(canRaiseStake([20, 40, 100], 1, 99)).toBe(false);
    expect(canRaiseStake([20, 40, 100], 2, 1e9)).toBe(false);
    expect(stakeProblem(SLOT_BET, 40, 30)).toBe('insufficient');
    expect(stakeProblem(SLOT_BET, 30, 1000)).toBe('invalid');
    expect(stakeProblem(SLOT_BET, 40, 40)).toBeNull();
  });
});

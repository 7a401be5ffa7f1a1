/** @jest-environment node */
import { LINE_COUNT } from '@/lib/domain/studio/slot-geometry';
import {
  compileSlotModel,
  countScatters,
  evaluateLine,
  gridPayInLineStakes,
  roleIndex,
  WILD,
} from '@/lib/platform/games/engines/slot-lines';
import { CLASSIC_MODEL } from '@/lib/platform/games/engines/slot-paytable';
import { gridOf } from './slot-test-helpers';

const m = compileSlotModel(CLASSIC_MODEL);
/** Line 0 is the middle row; the other rows are filled with symbols that pay nothing there. */
function middle(letters: string): { pay: number; symbol: number; count: number } {
  const result = new Int32Array(2);
  const pay = evaluateLine(m, gridOf(['defgd', letters, 'gfedg']), 0, result);
  return { pay, symbol: result[0] as number, count: result[1] as number };
}
const A = roleIndex('high1');
const d = roleIndex('low1');

describe('slot line evaluation', () => {
  it('pays 3, 4 and 5 of a kind from the leftmost reel', () => {
    expect(middle('AAAde')).toEqual({ pay: 15, symbol: A, count: 3 });
    expect(middle('AAAAe')).toEqual({ pay: 40, symbol: A, count: 4 });
    expect(middle('AAAAA')).toEqual({ pay: 100, symbol: A, count: 5 });
  });

  it('reads left to right only: a run that does not start on reel 1 pays nothing', () => {
    expect(middle('dAAAA').pay).toBe(0);
    expect(middle('AAdAA').pay).toBe(0);
    expect(middle('AAeee').pay).toBe(0);
  });

  it('lets wilds stand in for a symbol anywhere in the run', () => {
    expect(middle('AWAde')).toEqual({ pay: 15, symbol: A, count: 3 });
    expect(middle('WWAAd')).toEqual({ pay: 40, symbol: A, count: 4 });
    expect(middle('AWWWW')).toEqual({ pay: 100, symbol: A, count: 5 });
    expect(middle('dWWeA')).toEqual({ pay: 8, symbol: d, count: 3 });
  });

  it('takes the better of the wilds paying as themselves and the wilds standing in', () => {
    // 3 wilds (20) beat 4 low1 (18) ...
    expect(middle('WWWdA')).toEqual({ pay: 20, symbol: WILD, count: 3 });
    // ... but 4 high1 (40) beat 3 wilds (20), and 5 high1 (100) beat 4 wilds (50).
    expect(middle('WWWAe')).toEqual({ pay: 40, symbol: A, count: 4 });
    expect(middle('WWWWA')).toEqual({ pay: 100, symbol: A, count: 5 });
    expect(middle('WWWWW')).toEqual({ pay: 150, symbol: WILD, count: 5 });
  });

  it('never lets a wild stand in for a scatter, and scatters pay nothing on lines', () => {
    expect(middle('SSSSS').pay).toBe(0);
    expect(middle('WWSSS').pay).toBe(0);
    expect(middle('WWWSd')).toEqual({ pay: 20, symbol: WILD, count: 3 });
    expect(middle('AASAA').pay).toBe(0);
  });

  it('follows each payline geometry (a V shape here)', () => {
    const result = new Int32Array(2);
    // Line 3 is rows 0,1,2,1,0.
    const grid = gridOf(['Adefd', 'eAfAg', 'gfAde']);
    expect(evaluateLine(m, grid, 3, result)).toBe(40);
    expect([result[0], result[1]]).toEqual([A, 4]);
  });
});

describe('scatters', () => {
  it('counts scatters anywhere in the window and pays them as multiples of the total stake', () => {
    const grid = gridOf(['Sdefg', 'efSge', 'gdfeS']);
    expect(countScatters(grid)).toBe(3);
    // No line wins on this grid; 3 scatters pay 2 total stakes = 2 × LINE_COUNT line stakes.
    expect(gridPayInLineStakes(m, grid, new Int32Array(2))).toBe(2 * LINE_COUNT);
  });

  it('pays nothing for two scatters and more for four and five', () => {
    const scratch = new Int32Array(2);
    expect(gridPayInLineStakes(m, gridOf(['Sdefg', 'efgSe', 'gdfed']), scratch)).toBe(0);
    expect(gridPayInLineStakes(m, gridOf(['SdeSg', 'efSge', 'gSfed']), scratch)).toBe(10 * LINE_COUNT);
    expect(gridPayInLineStakes(m, gridOf(['SdeSg', 'eSSge', 'gdfeS']), scratch)).toBe(40 * LINE_COUNT);
  });

  it('adds line wins and scatter wins', () => {
    // Middle row AAA on line 0 (15, plus whatever other lines make of it); scatters on reels 1, 3 and 5.
    const grid = gridOf(['Sdefe', 'AAAgS', 'gfSde']);
    const lines = Array.from({ length: LINE_COUNT }, (_, line) => evaluateLine(m, grid, line, new Int32Array(2)));
    expect(lines[0]).toBe(15);
    expect(countScatters(grid)).toBe(3);
    expect(gridPayInLineStakes(m, grid, new Int32Array(2))).toBe(lines.reduce((a, b) => a + b, 0) + 2 * LINE_COUNT);
  });
});

describe('slot model checks', () => {
  it('refuses a strip that could show two scatters in one window', () => {
    const strips = [...CLASSIC_MODEL.strips];
    strips[2] = 'SdSefgAdBCWdefgdefgdefgABCdefg';
    expect(() => compileSlotModel({ ...CLASSIC_MODEL, strips })).toThrow(/two scatters/);
  });

  it('refuses unknown letters', () => {
    const strips = [...CLASSIC_MODEL.strips];
    strips[0] = 'Xdefg';
    expect(() => compileSlotModel({ ...CLASSIC_MODEL, strips })).toThrow(/unknown strip letter/);
  });
});

/** @jest-environment node */
import { DEFAULT_WINNER_THRESHOLD, maskWinnerName, passesWinnerThreshold } from '@/lib/domain/winners/winners';
import { winnerThresholdOf } from '@/lib/platform/content/winner-threshold';

const passes = (env: Record<string, string>, round: { bet: number; win: number; currency: string }) => passesWinnerThreshold(winnerThresholdOf(env), round);

describe('the big-win threshold', () => {
  it('by default: 20 times the stake, or 10 000 RUB / 100 EUR', () => {
    expect(winnerThresholdOf({})).toEqual(DEFAULT_WINNER_THRESHOLD);
    expect(passes({}, { bet: 100, win: 2_000, currency: 'RUB' })).toBe(true);
    expect(passes({}, { bet: 100, win: 1_999, currency: 'RUB' })).toBe(false);
    expect(passes({}, { bet: 10_000, win: 10_000_00, currency: 'RUB' })).toBe(true);
    expect(passes({}, { bet: 10_000, win: 100_00, currency: 'EUR' })).toBe(true);
    expect(passes({}, { bet: 10_000, win: 99_99, currency: 'EUR' })).toBe(false);
  });

  it('a round that wins nothing never counts, whatever the rule', () => {
    expect(passes({ WINNERS_MIN_WIN: 'RUB=0' }, { bet: 100, win: 0, currency: 'RUB' })).toBe(false);
  });

  it('reads WINNERS_MIN_MULTIPLE and WINNERS_MIN_WIN over the defaults; none switches a rule off', () => {
    expect(passes({ WINNERS_MIN_MULTIPLE: '1.5' }, { bet: 100, win: 150, currency: 'RUB' })).toBe(true);
    expect(passes({ WINNERS_MIN_MULTIPLE: 'none' }, { bet: 100, win: 100_000, currency: 'RUB' })).toBe(false);
    expect(passes({ WINNERS_MIN_WIN: 'RUB=5000, EUR=none' }, { bet: 1_000, win: 5_000, currency: 'RUB' })).toBe(true);
    expect(passes({ WINNERS_MIN_WIN: 'EUR=none', WINNERS_MIN_MULTIPLE: 'none' }, { bet: 10_000, win: 1_000_00, currency: 'EUR' })).toBe(false);
    // Other currencies keep their default amount.
    expect(winnerThresholdOf({ WINNERS_MIN_WIN: 'RUB=5000' }).amounts.EUR).toBe(100_00);
  });

  it('a malformed value keeps the default', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const threshold = winnerThresholdOf({ WINNERS_MIN_MULTIPLE: 'lots', WINNERS_MIN_WIN: 'RUB=many, bogus' });
    expect(threshold).toEqual(DEFAULT_WINNER_THRESHOLD);
    jest.restoreAllMocks();
  });
});

it('masks a nickname to its first three letters', () => {
  expect(maskWinnerName('Alexey')).toBe('Ale***');
  expect(maskWinnerName('Al')).toBe('Al***');
});

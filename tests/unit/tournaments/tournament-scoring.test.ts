import { moneyScore, multiplierScore, nextScore, roundScore, TOURNAMENT_MECHANICS as M } from '@/lib/domain/tournaments/tournaments';

/** The four mechanics (spec §3, §9) as a round adds to a member's score, in thousandths of a point. */
describe('tournament mechanics', () => {
  const round = { bet: 250, win: 1_000, currency: 'RUB' };

  it('money is worth a point per rouble (or the same worth per currency), floored to thousandths', () => {
    expect(moneyScore(100, 'RUB')).toBe(1_000);
    expect(moneyScore(250, 'RUB')).toBe(2_500);
    expect(moneyScore(1, 'RUB')).toBe(10);
    expect(moneyScore(1, 'EUR')).toBe(1_000);
    expect(moneyScore(1, 'KZT')).toBe(2);
    expect(moneyScore(1, 'UAH')).toBe(25);
    expect(moneyScore(333, 'KZT')).toBe(666);
    // An unknown currency counts as roubles rather than scoring nothing.
    expect(moneyScore(100, 'XXX')).toBe(1_000);
  });

  it('a multiplier is the win over the bet in thousandths; a zero stake scores nothing', () => {
    expect(multiplierScore(250, 1_000)).toBe(4_000);
    expect(multiplierScore(3, 1)).toBe(333);
    expect(multiplierScore(20, 0)).toBe(0);
    expect(multiplierScore(0, 500)).toBe(0);
  });

  it('1 sums the bets, 2 the wins, 3 the multipliers', () => {
    expect(roundScore(M.sumOfBets, round)).toBe(2_500);
    expect(roundScore(M.sumOfWins, round)).toBe(10_000);
    expect(roundScore(M.cumulativeX, round)).toBe(4_000);
    expect(nextScore(M.sumOfBets, 7_000, round)).toBe(9_500);
    expect(nextScore(M.sumOfWins, 7_000, round)).toBe(17_000);
    expect(nextScore(M.cumulativeX, 7_000, round)).toBe(11_000);
    // A lost round still counts its bet, and adds nothing to wins or multipliers.
    const lost = { bet: 250, win: 0, currency: 'RUB' };
    expect(nextScore(M.sumOfBets, 0, lost)).toBe(2_500);
    expect(nextScore(M.sumOfWins, 5, lost)).toBe(5);
    expect(nextScore(M.cumulativeX, 5, lost)).toBe(5);
  });

  it('4 keeps the best multiplier of one round', () => {
    expect(roundScore(M.maxX, round)).toBe(4_000);
    expect(nextScore(M.maxX, 0, round)).toBe(4_000);
    expect(nextScore(M.maxX, 9_000, round)).toBe(9_000);
    expect(nextScore(M.maxX, 4_000, round)).toBe(4_000);
    expect(nextScore(M.maxX, 3_999, round)).toBe(4_000);
  });

  it('players of different currencies race fairly on money mechanics', () => {
    expect(nextScore(M.sumOfBets, 0, { bet: 100, win: 0, currency: 'RUB' })).toBe(nextScore(M.sumOfBets, 0, { bet: 1, win: 0, currency: 'EUR' }));
    expect(nextScore(M.sumOfWins, 0, { bet: 1, win: 50_000, currency: 'KZT' })).toBe(nextScore(M.sumOfWins, 0, { bet: 1, win: 10_000, currency: 'RUB' }));
  });
});

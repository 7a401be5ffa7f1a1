import { PROMO_COINS } from '@/lib/domain/money';
import {
  drawWinners,
  highFivePoints,
  isMember,
  poolAmount,
  poolShareOfWin,
  progressToNextPrize,
  promotionPageType,
  promotionStatus,
  roundPoints,
  showsHighFiveRank,
} from '@/lib/domain/promotions/promotions';

/** The promotion rules both sides share (spec play-promos §3, §4, §9). */

it('maps templates to page types; no template is a static page', () => {
  expect(['template1', 'template2', 'template3', 'template4', 'template5'].map((t) => promotionPageType(t as 'template1'))).toEqual(['lottery', 'exchange', 'lottery', 'lottery', 'exchange']);
  expect(promotionPageType(null)).toBe('static');
});

it('membership, the high-five rank and the status follow spec §4', () => {
  expect(isMember(false, false)).toBe(true);
  expect(isMember(true, false)).toBe(false);
  expect(isMember(true, true)).toBe(true);
  expect(showsHighFiveRank(true, true, 'active')).toBe(true);
  expect(showsHighFiveRank(true, true, 'past')).toBe(true);
  expect(showsHighFiveRank(true, true, 'future')).toBe(false);
  expect(showsHighFiveRank(false, true, 'active')).toBe(false);
  const at = new Date('2026-06-01T00:00:00Z');
  expect(promotionStatus(false, '2026-06-02T00:00:00Z', '2026-06-09T00:00:00Z', at)).toBe('future');
  expect(promotionStatus(false, '2026-05-02T00:00:00Z', '2026-06-09T00:00:00Z', at)).toBe('active');
  expect(promotionStatus(false, '2026-05-02T00:00:00Z', '2026-05-09T00:00:00Z', at)).toBe('past');
  expect(promotionStatus(true, '2026-05-02T00:00:00Z', '2026-06-09T00:00:00Z', at)).toBe('past');
});

it('high-fives give 1 point, and 5 more to the giver / 10 more to the receiver at every fifth', () => {
  expect([1, 4, 5, 6, 10].map((n) => highFivePoints('sent', n) / PROMO_COINS)).toEqual([1, 1, 6, 1, 6]);
  expect([1, 5, 10].map((n) => highFivePoints('received', n) / PROMO_COINS)).toEqual([1, 11, 11]);
});

it('progress is points over the next prize’s price times 100', () => {
  const prizes = [{ price: 100 }, { price: 40 }, { price: 250 }];
  expect(progressToNextPrize(10, prizes)).toEqual({ next: { price: 40 }, progress: 25 });
  expect(progressToNextPrize(40, prizes)).toEqual({ next: { price: 100 }, progress: 40 });
  expect(progressToNextPrize(300, prizes)).toEqual({ next: null, progress: 100 });
  expect(progressToNextPrize(300, [])).toEqual({ next: null, progress: null });
});

it('a round earns its real stake and win at the rule’s rates, nothing in an unpriced currency', () => {
  const rules = { stake: { RUB: 5_000 }, win: { RUB: 20_000 } };
  // 50 roubles staked: one point; 100 roubles won: half a point.
  expect(roundPoints(rules, { realStake: 5_000, realWin: 10_000, currency: 'RUB' })).toBe(PROMO_COINS + PROMO_COINS / 2);
  expect(roundPoints(rules, { realStake: 1, realWin: 0, currency: 'RUB' })).toBe(2);
  expect(roundPoints(rules, { realStake: 5_000, realWin: 0, currency: 'EUR' })).toBe(0);
  expect(roundPoints({ stake: null, win: null }, { realStake: 5_000, realWin: 5_000, currency: 'RUB' })).toBe(0);
});

it('the pool takes 1 % of a win by worth, kept in hundredths of a minor unit', () => {
  expect(poolShareOfWin(12_345, 'RUB', 'RUB')).toBe(12_345);
  // One euro cent is worth a rouble (the experience rates): 1 % of 2.00 EUR is 2 roubles.
  expect(poolShareOfWin(200, 'EUR', 'RUB')).toBe(20_000);
  expect(poolAmount(100_000, 12_345)).toBe(100_123);
});

describe('the draw', () => {
  /** A deterministic stand-in for the cryptographic draw (a linear congruential sequence). */
  const seeded = (seed: number) => {
    let s = seed;
    return (n: number) => {
      s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
      return Math.floor((s / 2 ** 31) * n);
    };
  };
  const prizes = [
    { id: 1, quantity: 1 },
    { id: 2, quantity: 2 },
  ];

  it('picks as many winners as the prizes have, each player at most once, players without tickets never', () => {
    const tickets = [10, 0, 5, 1, 7].map((p, i) => ({ userId: i + 1, points: p * PROMO_COINS }));
    for (let seed = 1; seed < 50; seed += 1) {
      const won = drawWinners(prizes, tickets, seeded(seed));
      expect(won.map((w) => w.prize.id)).toEqual([1, 2, 2]);
      expect(new Set(won.map((w) => w.userId)).size).toBe(3);
      expect(won.some((w) => w.userId === 2)).toBe(false);
    }
  });

  it('fewer players than prizes: everybody wins once', () => {
    const won = drawWinners(prizes, [{ userId: 9, points: PROMO_COINS }], seeded(3));
    expect(won).toEqual([{ prize: prizes[0], userId: 9 }]);
    expect(drawWinners(prizes, [], seeded(3))).toEqual([]);
  });

  it('chances follow the tickets', () => {
    const tickets = [
      { userId: 1, points: 9 * PROMO_COINS },
      { userId: 2, points: 1 * PROMO_COINS },
    ];
    const random = seeded(7);
    let first = 0;
    for (let i = 0; i < 5_000; i += 1) if (drawWinners([{ id: 1, quantity: 1 }], tickets, random)[0]!.userId === 1) first += 1;
    expect(first / 5_000).toBeGreaterThan(0.87);
    expect(first / 5_000).toBeLessThan(0.93);
  });
});

import type { EconomicsInput, EconomicsPromotion } from '@/lib/domain/economics/economics-input';
import { economicsReport } from '@/lib/domain/economics/economics-report';
import { REWARD_WAGER, rewardGift } from '@/lib/domain/economics/reward-money';
import { reportText } from '@/lib/domain/economics/report-text';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';

/**
 * The economics model (lib/domain/economics): each loyalty path as a share of stakes, the reward
 * rule, what it refuses, and the report. RUB only unless a test says otherwise: 1 compoint per
 * 100 RUB of slot stakes (10 000 minor), 1 experience point per rouble (100 minor).
 */

const title = { ru: 't', en: 't', it: 't' };
const cash = (minor: number, to: 'real' | 'bonus' = 'real', wager = 0): GiftSpec => ({ title, terms: { type: 'cash', amounts: { RUB: minor }, to, wager }, validDays: 1 });

function input(over: Partial<EconomicsInput> = {}): EconomicsInput {
  return {
    currencies: ['RUB'],
    categories: ['slots', 'table'],
    games: [
      { slug: 'spin', rtp: 0.96, slot: true, producer: 'reels', categories: ['slots'] },
      { slug: 'dice', rtp: 0.97, slot: false, producer: 'tables', categories: ['table'] },
    ],
    products: [],
    levels: [],
    promos: [],
    tournaments: [],
    oneTime: [],
    budget: 0.02,
    now: new Date('2026-12-01T00:00:00Z'),
    ...over,
  };
}

const row = (report: ReturnType<typeof economicsReport>, category: string) => report.rows.find((r) => r.category === category)!;

describe('the shop', () => {
  it('refuses the old seeded shop: 10 compoints for 100 RUB of cash is 10 % of slot stakes (5 % after the wagering cap) on a 96 % slot', () => {
    const report = economicsReport(input({ products: [{ id: 1, price: 10, gift: cash(10_000), paysCash: false }] }));
    // Made bonus money with wagering by the reward rule: face value 10 %, capped at 1 / 20.
    expect(row(report, 'slots').paths.compoints).toBeCloseTo(0.1, 10);
    expect(row(report, 'slots').loyalty).toBeCloseTo(1 / REWARD_WAGER, 10);
    expect(row(report, 'slots').effective).toBeCloseTo(1.01, 10);
    expect(row(report, 'slots').status).toBe('refused');
    // Table games earn no compoints.
    expect(row(report, 'table').paths.compoints).toBe(0);
    expect(report.problems.join('\n')).toContain('slots (RUB): effective return 101.00 % is above 100 %');
  });

  it('counts a product the operator marks as paying cash as cash: no wagering cap', () => {
    const bonus = economicsReport(input({ products: [{ id: 1, price: 100, gift: cash(200_000), paysCash: false }] }));
    const paid = economicsReport(input({ products: [{ id: 1, price: 100, gift: cash(200_000), paysCash: true }] }));
    expect(row(bonus, 'slots').loyalty).toBeCloseTo(0.05, 10);
    expect(row(paid, 'slots').loyalty).toBeCloseTo(0.2, 10);
  });

  it('takes the best rate of the shop, within budget when it is small', () => {
    const report = economicsReport(input({ products: [{ id: 1, price: 400, gift: cash(10_000, 'bonus', 20), paysCash: false }, { id: 2, price: 2000, gift: cash(40_000, 'bonus', 20), paysCash: false }] }));
    expect(row(report, 'slots').paths.compoints).toBeCloseTo(0.0025, 10);
    expect(row(report, 'slots').status).toBe('ok');
  });

  it('refuses points that buy more of themselves than they cost', () => {
    const loop: GiftSpec = { title, terms: { type: 'compoint', compoints: 11 }, validDays: 1 };
    const report = economicsReport(input({ products: [{ id: 1, price: 10, gift: loop, paysCash: false }] }));
    expect(report.problems.some((p) => p.includes('buy more of themselves'))).toBe(true);
  });

  it('refuses a cashback gift or a custom gift without a worth sold for points, and a deposit bonus without a limit', () => {
    const cashback: GiftSpec = { title: { ...title, en: 'weekly' }, terms: { type: 'cashback', percent: 10, periodDays: 7, wager: 5 }, validDays: 1 };
    const mug: GiftSpec = { title: { ...title, en: 'mug' }, terms: { type: 'custom', description: title }, validDays: 1 };
    const deposit: GiftSpec = { title: { ...title, en: 'deposit' }, terms: { type: 'deposit_bonus', percent: 50, maxDeposits: 1, wager: 20 }, depositLimits: [{ currency: 'EUR', limit: 1_000 }], validDays: 1 };
    const report = economicsReport(input({ products: [cashback, mug, deposit].map((gift, i) => ({ id: i, price: 1_000, gift, paysCash: false })) }));
    const problems = report.problems.join('\n');
    expect(problems).toContain('cashback "weekly" is sold for points');
    expect(problems).toContain('custom gift "mug" is sold for points without a declared worth');
    expect(problems).toContain('deposit bonus "deposit" counts deposits without a limit in RUB');
  });
});

describe('the level ladder', () => {
  it('is worth its worst moment for the house: all gifts up to a level over the points it needs', () => {
    const levels = [
      { index: 1, pointsRequired: 0, gift: null, winbackPercent: 0 },
      { index: 2, pointsRequired: 10_000, gift: cash(2_000, 'bonus', 10), winbackPercent: 0 },
      { index: 3, pointsRequired: 100_000, gift: cash(50_000), winbackPercent: 0 },
    ];
    // Level 2: 20 RUB over 10 000 RUB (0.2 %); level 3: 520 RUB over 100 000 RUB (0.52 %).
    expect(row(economicsReport(input({ levels })), 'table').paths.levels).toBeCloseTo(0.0052, 10);
  });

  it('values experience sold in the shop at the ladder’s rate', () => {
    const levels = [{ index: 2, pointsRequired: 1_000, gift: cash(1_000), winbackPercent: 0 }];
    const xp: GiftSpec = { title, terms: { type: 'xp', points: 1_000 }, validDays: 1 };
    const report = economicsReport(input({ levels, products: [{ id: 1, price: 100, gift: xp, paysCash: false }] }));
    // A point is worth 1 minor; 1 000 points for 100 compoints is 10 minor a compoint, 0.1 % of stakes.
    expect(row(report, 'slots').paths.compoints).toBeCloseTo(0.001, 10);
  });
});

describe('the weekly win-back', () => {
  const ladder = (...percents: number[]) => percents.map((winbackPercent, i) => ({ index: i + 1, pointsRequired: i * 10_000, gift: null, winbackPercent }));

  it('counts the best level’s percent of the house edge: 10 % of (1 − 0.96) is 0.4 % of slot stakes, 0.3 % on a 97 % table game', () => {
    const report = economicsReport(input({ levels: ladder(0, 5, 10) }));
    expect(row(report, 'slots').paths.winback).toBeCloseTo(0.004, 10);
    expect(row(report, 'table').paths.winback).toBeCloseTo(0.003, 10);
    expect(row(report, 'slots').loyalty).toBeCloseTo(0.004, 10);
    expect(row(economicsReport(input({ levels: ladder(0, 0) })), 'slots').paths.winback).toBe(0);
  });

  it('puts a ladder over the budget, and refuses one that pays back more than the edge leaves', () => {
    const over = economicsReport(input({ levels: ladder(0, 60) }));
    expect(over.warnings).toContain('slots (RUB): loyalty 2.40 % of stakes is over the budget of 2.00 %');
    expect(over.problems).toEqual([]);
    // 100 % of losses back is worth 1 − RTP, capped by the wagering (1/5): with the shop's 1 % on top, above 100 %.
    const shop = cash(10_000, 'bonus', 1);
    const refused = economicsReport(input({ levels: ladder(0, 100), products: [{ id: 1, price: 100, gift: shop, paysCash: true }] }));
    expect(refused.problems.join('\n')).toContain('slots (RUB): effective return');
  });

  it('shows in the report as its own column', () => {
    expect(reportText(economicsReport(input({ levels: ladder(0, 5) })))).toMatch(/winback\s+loyalty/);
  });
});

describe('promotions', () => {
  const exchange = (over: Partial<EconomicsPromotion> = {}): EconomicsPromotion => ({
    slug: 'swap',
    exchange: true,
    startAt: new Date('2026-11-01T00:00:00Z'),
    endAt: new Date('2026-12-31T00:00:00Z'),
    pointRules: { stake: { RUB: 50_000 }, win: { RUB: 200_000 } },
    gameSlugs: null,
    pool: false,
    depositGoalPoints: [],
    goalsInAdditional: false,
    highFives: false,
    prizes: [{ title: 'p', price: 100 * 10_000, mainCurrency: true, kind: 'money', gift: null, money: { RUB: 7_800 }, compoints: null, quantity: null, paysCash: false }],
    ...over,
  });

  it('counts stake and win points at the best prize: (1/500 + RTP/2000) coins a rouble at 0.78 RUB a coin', () => {
    expect(row(economicsReport(input({ promos: [exchange()] })), 'slots').paths.promotions).toBeCloseTo((1 / 500 + 0.96 / 2000) * 0.78, 10);
  });

  it('counts only the categories whose games earn, and not a lottery', () => {
    const report = economicsReport(input({ promos: [exchange({ gameSlugs: ['dice'] })] }));
    expect(row(report, 'slots').paths.promotions).toBe(0);
    expect(row(report, 'table').paths.promotions).toBeGreaterThan(0);
    expect(row(economicsReport(input({ promos: [exchange({ exchange: false })] })), 'slots').paths.promotions).toBe(0);
  });

  it('counts prize pools at the moment the most run at once', () => {
    const pool = (startDay: number, endDay: number) => exchange({ slug: `p${startDay}`, prizes: [], pool: true, startAt: new Date(Date.UTC(2026, 11, startDay)), endAt: new Date(Date.UTC(2026, 11, endDay)) });
    // One now, one from the 10th to the 20th, one from the 25th: never more than two at once.
    const report = economicsReport(input({ promos: [pool(1, 15), pool(10, 20), pool(25, 28)] }));
    expect(row(report, 'slots').paths.pool).toBeCloseTo(2 * 0.01 * 0.96, 10);
  });

  it('refuses a prize of an exchange that costs no points', () => {
    const free = exchange({ prizes: [{ ...exchange().prizes[0]!, title: 'gratis', price: 0 }] });
    expect(economicsReport(input({ promos: [free] })).problems.join('\n')).toContain('prize "gratis" of promotion swap costs no points');
  });
});

describe('the reward rule', () => {
  it('turns real money into bonus money with wagering, in groups too, unless the product pays cash', () => {
    const group: GiftSpec = { title, terms: { type: 'group', gifts: [cash(100), cash(200, 'bonus', 5)] }, validDays: 1 };
    expect(rewardGift(cash(100), false).terms).toEqual({ type: 'cash', amounts: { RUB: 100 }, to: 'bonus', wager: REWARD_WAGER });
    expect(rewardGift(cash(100), true).terms).toEqual(cash(100).terms);
    const terms = rewardGift(group, false).terms;
    expect(terms.type === 'group' && terms.gifts.map((g) => g.terms)).toEqual([
      { type: 'cash', amounts: { RUB: 100 }, to: 'bonus', wager: REWARD_WAGER },
      { type: 'cash', amounts: { RUB: 200 }, to: 'bonus', wager: 5 },
    ]);
  });
});

describe('the report', () => {
  it('warns over budget, lists one-time offers with the stakes they need, and says whether the site starts', () => {
    const report = economicsReport(
      input({
        products: [{ id: 1, price: 100, gift: cash(30_000, 'bonus', 20), paysCash: false }],
        oneTime: [{ source: 'registration', name: 'welcome', gift: { title, terms: { type: 'deposit_bonus', percent: 100, maxDeposits: 5, wager: 20 }, depositLimits: [{ currency: 'RUB', limit: 100_000 }], validDays: 1 } }],
      }),
    );
    expect(row(report, 'slots').status).toBe('over_budget');
    expect(report.problems).toEqual([]);
    expect(report.oneTime).toEqual([expect.objectContaining({ source: 'registration', bonus: 100_000, wagering: 2_000_000 })]);
    // 1 000 RUB of offers, paid back by the edge of the worst category (96 % + 3 % → 1 %) after 100 000 RUB of stakes.
    expect(report.breakEven[0]!.stakes).toBeCloseTo(10_000_000, 0);
    const text = reportText(report);
    expect(text).toMatch(/slots +96\.00% +3\.00%/);
    expect(text).toContain('Over budget: the site starts with a warning.');
  });
});

describe('free rounds', () => {
  const spins = (terms: GiftSpec['terms']): GiftSpec => ({ title, terms, validDays: 7 });
  const catalogue: EconomicsInput['games'] = [
    { slug: 'low-slot', rtp: 0.94, slot: true, producer: 'reels', categories: ['slots'] },
    { slug: 'high-slot', rtp: 0.97, slot: true, producer: 'reels', categories: ['slots'] },
    { slug: 'reels-dice', rtp: 0.99, slot: false, producer: 'reels', categories: ['table'] },
  ];
  const offered = (terms: GiftSpec['terms']) =>
    economicsReport(input({ games: catalogue, oneTime: [{ source: 'coupon', name: 'rounds', gift: spins(terms) }] })).oneTime[0]!;
  const expectWorth = (terms: GiftSpec['terms'], bonus: number, wagering: number) => {
    const row = offered(terms);
    expect(row.cash).toBe(0);
    expect(row.bonus).toBeCloseTo(bonus, 6);
    expect(row.wagering).toBeCloseTo(wagering, 6);
  };

  it('values a giftspin at its own slot’s RTP, provider spins at the best slot of the producer, a free bet at the best game of the producer', () => {
    expectWorth({ type: 'giftspin', gameSlug: 'low-slot', spins: 10, stakes: { RUB: 1_000 }, wager: 20 }, 9_400, 188_000);
    // The player picks the slot: the producer's best slot (97 %), never its dice (99 %), which spins cannot be played on.
    expectWorth({ type: 'provider_spins', producerSlug: 'reels', spins: 10, stakes: { RUB: 1_000 }, wager: 20 }, 9_700, 194_000);
    // A free bet may be placed on any of its games: the dice count.
    expectWorth({ type: 'freebet', producerSlug: 'reels', stakes: { RUB: 10_000 }, wager: 10 }, 9_900, 99_000);
  });

  it('takes a producer the catalogue does not hold at the best RTP of all, and a currency the gift names no stake in at nothing', () => {
    expectWorth({ type: 'freebet', producerSlug: 'gone', stakes: { RUB: 10_000 }, wager: 10 }, 9_900, 99_000);
    const eur = economicsReport(input({ currencies: ['EUR'], games: catalogue, oneTime: [{ source: 'coupon', name: 'rounds', gift: spins({ type: 'freebet', producerSlug: 'reels', stakes: { RUB: 10_000 }, wager: 10 }) }] }));
    expect(eur.oneTime[0]).toMatchObject({ cash: 0, bonus: 0, wagering: 0 });
  });
});

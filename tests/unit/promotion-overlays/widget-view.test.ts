/**
 * @jest-environment node
 */
import { PROMO_COINS } from '@/lib/domain/money';
import type { PromotionWidgetDto } from '@/lib/domain/promotions/promotion-dtos';
import { pluralName, widgetView, withPoints } from '@/lib/client/promotion-overlays/widget-view';

/** Spec play-promos §2 "Promo widget: shows progress toward the next prize", §9 points. */
const coins = { one: 'монета', few: 'монеты', many: 'монет', other: 'монеты' };
const promo = { id: 7, slug: 'coin-exchange', title: 'Обмен монет', image: '/p.webp', currency: { id: 1, code: 'coins', name: coins, icon: '/c.svg', url: null } };
const member = (points: number, price: number | null, progress: number | null): PromotionWidgetDto => ({
  promo,
  points: points * PROMO_COINS,
  nextPrize: price === null ? null : { id: 3, title: '20 фриспинов', price: price * PROMO_COINS },
  progress,
});

describe('the promo widget view', () => {
  it('shows nothing without a running promo or before the answer', () => {
    expect(widgetView(undefined).kind).toBe('none');
    expect(widgetView({ promo: null, points: null, nextPrize: null, progress: null }).kind).toBe('none');
  });

  it('asks a guest or a non-member to take part', () => {
    expect(widgetView({ promo, points: null, nextPrize: null, progress: null })).toEqual({ kind: 'visitor', promo });
  });

  it("shows a member's whole points, the next prize, what is missing and the progress", () => {
    const view = widgetView({ ...member(15, 25, 60), points: 15 * PROMO_COINS + 9999 });
    expect(view).toEqual({ kind: 'member', promo, points: 15, next: { title: '20 фриспинов', missing: 10, progress: 60 }, allInReach: false });
  });

  it('says when every prize is in reach, and shows a lottery (nothing priced) without progress', () => {
    expect(widgetView(member(500, null, 100))).toMatchObject({ next: null, allInReach: true });
    expect(widgetView(member(3, null, null))).toMatchObject({ points: 3, next: null, allInReach: false });
  });
});

describe('the currency name for a count', () => {
  it('uses the Russian one / few / many forms', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 0].map((n) => pluralName(coins, n, 'ru'))).toEqual(['монета', 'монеты', 'монет', 'монет', 'монета', 'монеты', 'монет', 'монет']);
  });

  it('uses one / other in English and Italian', () => {
    const en = { one: 'coin', few: 'coins', many: 'coins', other: 'coins' };
    expect([1, 2, 5].map((n) => pluralName(en, n, 'en'))).toEqual(['coin', 'coins', 'coins']);
    expect(pluralName({ one: 'moneta', few: 'monete', many: 'monete', other: 'monete' }, 1, 'it')).toBe('moneta');
  });
});

describe('the widget after promo_points_changed', () => {
  it('moves the points and the progress toward the same prize', () => {
    expect(withPoints(member(15, 25, 60), 7, 20 * PROMO_COINS)).toEqual({ ...member(20, 25, 80) });
  });

  it("leaves another promo's event alone, and a guest's widget", () => {
    expect(withPoints(member(15, 25, 60), 8, 20 * PROMO_COINS)).toBe('unchanged');
    expect(withPoints({ promo, points: null, nextPrize: null, progress: null }, 7, PROMO_COINS)).toBe('unchanged');
  });

  it('asks the server again when the prize is reached or points were spent (the next prize changes)', () => {
    expect(withPoints(member(15, 25, 60), 7, 25 * PROMO_COINS)).toBeNull();
    expect(withPoints(member(15, 25, 60), 7, 5 * PROMO_COINS)).toBeNull();
  });

  it("counts a lottery's tickets up without asking", () => {
    expect(withPoints(member(3, null, null), 7, 4 * PROMO_COINS)).toEqual(member(4, null, null));
  });
});

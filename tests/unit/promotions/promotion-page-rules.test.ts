import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { PROMO_COINS } from '@/lib/domain/money';
import { HIGH_FIVE_LIMITS, PROMOTION_ERROR_CODES, PROMO_REFUSAL_REASONS } from '@/lib/domain/promotions/promotions';
import { highFiveButton, memberOf, pluralName, pointsText, prizeCurrency, ruleParagraphs, membersDataView, statusAt, type HighFiveContext } from '@/lib/client/promotions/promotion-view-rules';
import { promoRefusal, refusalTextKey } from '@/lib/client/promotions/promotion-calls';
import { JsonApiError } from '@/lib/client/json-api';

/** The promo page's own rules (lib/client/promotions/promotion-view-rules.ts, docs/API.md "Promotions"). */

const coins = { one: 'монета', few: 'монеты', many: 'монет', other: 'монеты' };
const coinsEn = { one: 'coin', few: 'coins', many: 'coins', other: 'coins' };

describe('amounts of promo points', () => {
  it('names whole points in Russian plural forms', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 101].map((n) => pluralName(n, coins, 'ru'))).toEqual(['монета', 'монеты', 'монет', 'монет', 'монета', 'монеты', 'монет', 'монета']);
  });

  it('shows minor points as whole points, floored, with the form of that number', () => {
    expect(pointsText(1 * PROMO_COINS, { name: coins }, 'ru')).toBe('1 монета');
    expect(pointsText(24 * PROMO_COINS + 9_999, { name: coins }, 'ru')).toBe('24 монеты');
    expect(pointsText(1_500 * PROMO_COINS, { name: coins }, 'ru')).toBe('1\u00a0500 монет');
    expect(pointsText(1 * PROMO_COINS, { name: coinsEn }, 'en')).toBe('1 coin');
    expect(pointsText(0, { name: coinsEn }, 'en')).toBe('0 coins');
  });

  it('falls back to `other` when a form is empty', () => {
    expect(pluralName(5, { one: 'stella', few: '', many: '', other: 'stelle' }, 'ru')).toBe('stelle');
  });
});

describe('the high-five button of a participants row', () => {
  const ctx: HighFiveContext = { userId: 7, member: true, status: 'active', enabled: true, sentToday: 0, sentTo: new Set() };

  it('is there for a logged-in member of an active promo with high-fives, on another player', () => {
    expect(highFiveButton(8, ctx)).toBe('available');
  });

  it('is never on one’s own row, for a guest, a non-member, an inactive promo or one without high-fives', () => {
    expect(highFiveButton(7, ctx)).toBe('hidden');
    expect(highFiveButton(8, { ...ctx, userId: null })).toBe('hidden');
    expect(highFiveButton(8, { ...ctx, member: false })).toBe('hidden');
    expect(highFiveButton(8, { ...ctx, status: 'past' })).toBe('hidden');
    expect(highFiveButton(8, { ...ctx, status: 'future' })).toBe('hidden');
    expect(highFiveButton(8, { ...ctx, enabled: false })).toBe('hidden');
  });

  it('turns into "sent" once given, and "limited" when the day’s high-fives are used up', () => {
    expect(highFiveButton(8, { ...ctx, sentTo: new Set([8]) })).toBe('sent');
    expect(highFiveButton(9, { ...ctx, sentTo: new Set([8]) })).toBe('available');
    expect(highFiveButton(8, { ...ctx, sentToday: HIGH_FIVE_LIMITS.perDay })).toBe('limited');
  });
});

describe('membership and what the page shows (spec §4)', () => {
  it('counts every player as a member of a promo without the participate button', () => {
    expect(memberOf({ useParticipantBtn: false }, null)).toBe(true);
    expect(memberOf({ useParticipantBtn: true }, null)).toBe(false);
    expect(memberOf({ useParticipantBtn: true }, { membership: true })).toBe(true);
  });

  it('shows the members’ data only to a logged-in member of an active promo with a template, and says why not', () => {
    const lottery = { template: 'template2' as const };
    expect(membersDataView(7, false, true, lottery, 'active')).toBeNull();
    expect(membersDataView('guest', false, true, lottery, 'active')).toBe('unauthorized');
    expect(membersDataView(7, false, false, lottery, 'active')).toBe('user_not_participate');
    expect(membersDataView(7, false, true, lottery, 'past')).toBe('action_is_inactive');
    expect(membersDataView(7, false, true, lottery, 'future')).toBe('action_is_inactive');
    expect(membersDataView(7, false, true, { template: null }, 'active')).toBe('action_not_allowed');
  });

  it('waits for the viewer and a player’s own data before saying anything', () => {
    expect(membersDataView(null, false, false, { template: 'template2' }, 'active')).toBe('loading');
    expect(membersDataView(7, true, false, { template: 'template2' }, 'active')).toBe('loading');
    expect(membersDataView('guest', true, false, { template: 'template2' }, 'active')).toBe('unauthorized');
  });

  it('moves the status by the clock, the server’s past winning', () => {
    const promo = { status: 'active' as const, startAt: '2026-01-01T00:00:00Z', endAt: '2026-01-10T00:00:00Z' };
    expect(statusAt(promo, new Date('2026-01-05T00:00:00Z'))).toBe('active');
    expect(statusAt(promo, new Date('2026-01-11T00:00:00Z'))).toBe('past');
    expect(statusAt({ ...promo, status: 'past' }, new Date('2026-01-05T00:00:00Z'))).toBe('past');
  });
});

describe('prizes and refusals', () => {
  const currency = { id: 1, code: 'coins', name: coins, icon: '', url: null };
  const stars = { id: 3, code: 'stars', name: coins, icon: '', url: null };

  it('prices a prize in the promo’s currency or its additional one', () => {
    expect(prizeCurrency({ currency, additionalCurrency: stars }, { currencyId: 3 })).toBe(stars);
    expect(prizeCurrency({ currency, additionalCurrency: null }, { currencyId: 1 })).toBe(currency);
    expect(prizeCurrency({ currency, additionalCurrency: null }, { currencyId: 3 })).toBeNull();
  });

  it('reads the code and the missing points of a refusal', () => {
    const refusal = new JsonApiError('http', 409, [{ code: 'insufficient_funds' }], { errors: [{ code: 'insufficient_funds' }], missing: 120_000 });
    expect(promoRefusal(refusal)).toEqual({ code: 'insufficient_funds', missing: 120_000, reason: null });
    expect(promoRefusal(new JsonApiError('http', 500, [{ code: 'server_error' }]))).toEqual({ code: null, missing: null, reason: null });
    expect(promoRefusal(new Error('boom'))).toEqual({ code: null, missing: null, reason: null });
  });

  it('a refusal’s reason has its own text: a player without a deposit is not told to press “Take part”', () => {
    const noDeposit = new JsonApiError('http', 403, [{ code: 'user_not_participate' }], { errors: [{ code: 'user_not_participate' }], reason: 'deposit_required' });
    expect(refusalTextKey(promoRefusal(noDeposit))).toBe('errorReasons.deposit_required');
    const unknownReason = new JsonApiError('http', 403, [{ code: 'cannot_high_five' }], { errors: [{ code: 'cannot_high_five' }], reason: 'whatever' });
    expect(refusalTextKey(promoRefusal(unknownReason))).toBe('errors.cannot_high_five');
    expect(refusalTextKey(promoRefusal(new Error('boom')))).toBe('errors.generic');
    for (const messages of [ru, en, itMessages]) {
      const texts: Record<string, string> = messages.promo.errorReasons;
      expect(PROMO_REFUSAL_REASONS.filter((reason) => !texts[reason]?.trim())).toEqual([]);
      expect(messages.promo.prize.held).toContain('{title}');
    }
  });

  it('has a text for every promo refusal, in ru, en and it', () => {
    for (const messages of [ru, en, itMessages]) {
      const texts: Record<string, string> = messages.promo.errors;
      expect(PROMOTION_ERROR_CODES.filter((code) => !texts[code]?.trim())).toEqual([]);
    }
  });

  it('splits the rules into paragraphs at blank lines', () => {
    expect(ruleParagraphs('One.\n\nTwo\nlines.\n \nThree.')).toEqual(['One.', 'Two\nlines.', 'Three.']);
  });
});

import { depositProgress, freeRoundPlace, giftAction, giftCounter, giftToastKind, giftValue, isContactsError, isInactiveGift, listedGifts } from '@/lib/domain/gifts/gift-list';
import { gift } from './gift-test-data';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const pick = (text: Readonly<Record<string, string>>) => text.en ?? '';

it('the list drops reason compoints and keeps the server order', () => {
  const list = [gift(3), gift(2, { reason: 'compoints' }), gift(1, { reason: 'level.changed' })];
  expect(listedGifts(list).map((g) => g.id)).toEqual([3, 1]);
});

it('the counter counts gifts to use whose expiredAt is in the future', () => {
  const list = [
    gift(1),
    gift(2, { state: 'activated' }),
    gift(3, { state: 'used' }),
    gift(4, { state: 'expired' }),
    gift(5, { expiredAt: '2026-11-24T11:59:59.000Z' }),
    gift(6, { expiredAt: '2026-11-24T12:00:01.000Z' }),
  ];
  expect(giftCounter(list, NOW)).toBe(3);
});

it('a used, expired or lapsed gift is inactive; a received one has an action by its type', () => {
  expect(isInactiveGift(gift(1, { state: 'used' }), NOW)).toBe(true);
  expect(isInactiveGift(gift(1, { expiredAt: '2026-11-24T11:00:00.000Z' }), NOW)).toBe(true);
  expect(isInactiveGift(gift(1, { state: 'activated' }), NOW)).toBe(false);
  expect(giftAction(gift(1), NOW)).toBe('activate');
  expect(giftAction(gift(1, { type: 'nondeposit' }), NOW)).toBe('take');
  expect(giftAction(gift(1, { state: 'activated' }), NOW)).toBeNull();
  expect(giftAction(gift(1, { expiredAt: '2026-11-24T11:00:00.000Z' }), NOW)).toBeNull();
});

it('toasts: received always, one-click on used, long-term on activated', () => {
  expect(giftToastKind({ type: 'group', state: 'received' })).toBe('received');
  expect(giftToastKind({ type: 'xp', state: 'used' })).toBe('used');
  expect(giftToastKind({ type: 'xp', state: 'activated' })).toBeNull();
  expect(giftToastKind({ type: 'deposit_bonus', state: 'activated' })).toBe('activated');
  expect(giftToastKind({ type: 'deposit_bonus', state: 'used' })).toBeNull();
  expect(giftToastKind({ type: 'custom', state: 'used' })).toBeNull();
  expect(giftToastKind({ type: 'cash', state: 'expired' })).toBeNull();
});

it('what a gift gives is read in the player currency', () => {
  const cash = gift(1);
  expect(giftValue(cash.terms, 'EUR', pick)).toEqual({ kind: 'money', amount: 1_00, currency: 'EUR', to: 'bonus' });
  expect(giftValue(cash.terms, 'KZT', pick)).toEqual({ kind: 'none' });
  expect(giftValue({ type: 'giftspin', gameSlug: 'fruit', spins: 10, stakes: { RUB: 10_00 }, wager: 20 }, 'RUB', pick)).toEqual({ kind: 'spins', spins: 10, stake: 10_00, currency: 'RUB', anyProducerSlot: false });
  expect(giftValue({ type: 'provider_spins', producerSlug: 'reels', spins: 20, stakes: { RUB: 5_00 }, wager: 20 }, 'RUB', pick)).toEqual({ kind: 'spins', spins: 20, stake: 5_00, currency: 'RUB', anyProducerSlot: true });
  expect(giftValue({ type: 'freebet', producerSlug: 'reels', stakes: { RUB: 50_00 }, wager: 10 }, 'RUB', pick)).toEqual({ kind: 'freebet', stake: 50_00, currency: 'RUB' });
  expect(giftValue({ type: 'freebet', producerSlug: 'reels', stakes: { RUB: 50_00 }, wager: 10 }, 'EUR', pick)).toEqual({ kind: 'freebet', stake: null, currency: 'EUR' });
  expect(giftValue({ type: 'custom', description: { ru: 'Приз', en: 'Prize' } }, 'RUB', pick)).toEqual({ kind: 'text', description: 'Prize' });
  expect(giftValue(null, 'RUB', pick)).toEqual({ kind: 'none' });
});

it('deposit progress is capped at the limit of the currency; contacts errors are recognised', () => {
  const bonus = gift(1, { type: 'deposit_bonus', restrictions: { depositLimits: [{ currency: 'RUB', limit: 1000 }] }, restrictionsState: { depositProgress: 1500 } });
  expect(depositProgress(bonus, 'RUB')).toEqual({ counted: 1000, limit: 1000 });
  expect(depositProgress(bonus, 'EUR')).toBeNull();
  expect(isContactsError('email_and_phone_restriction')).toBe(true);
  expect(isContactsError('has_bonus')).toBe(false);
});

it('a free-round gift links where it is played: its game, or its producer\'s page; other gifts link nowhere', () => {
  expect(freeRoundPlace({ type: 'giftspin', gameSlug: 'cherry-blaze', spins: 10, stakes: { RUB: 10_00 }, wager: 20 })).toEqual({ path: '/play/cherry-blaze', kind: 'game' });
  expect(freeRoundPlace({ type: 'provider_spins', producerSlug: 'northwind', spins: 20, stakes: { RUB: 5_00 }, wager: 20 })).toEqual({ path: '/producers/northwind', kind: 'producer' });
  expect(freeRoundPlace({ type: 'freebet', producerSlug: 'velvet-dice', stakes: { RUB: 50_00 }, wager: 10 })).toEqual({ path: '/producers/velvet-dice', kind: 'producer' });
  expect(freeRoundPlace({ type: 'xp', points: 50 })).toBeNull();
  expect(freeRoundPlace(null)).toBeNull();
});

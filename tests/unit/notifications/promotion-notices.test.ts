import { noticeParamsOf, noticeValues } from '@/lib/domain/notifications/notices';

/** The promo notices: a high-five received (the promo and the giver), a prize got (the promo and the prize). */
const title = { ru: 'Обмен монет', en: 'Coin exchange', it: 'Scambio di monete' };
const prize = { ru: 'Бонус', en: 'Bonus', it: 'Bonus' };

it('keeps a high-five’s promo title and giver, and nothing malformed', () => {
  expect(noticeParamsOf('high_five_received', { title, from: 'Lucky' })).toEqual({ title, from: 'Lucky' });
  expect(noticeParamsOf('high_five_received', { title })).toBeNull();
  expect(noticeParamsOf('high_five_received', { title, from: 7 })).toBeNull();
  expect(noticeValues({ title, from: 'Lucky' }, 'en')).toEqual({ title: 'Coin exchange', from: 'Lucky' });
});

it('keeps a prize’s promo and prize titles, written in the reader’s language', () => {
  expect(noticeParamsOf('promo_prize', { title, prize })).toEqual({ title, prize });
  expect(noticeParamsOf('promo_prize', { title, prize: 'Bonus' })).toBeNull();
  expect(noticeValues({ title, prize }, 'ru')).toEqual({ title: 'Обмен монет', prize: 'Бонус' });
});

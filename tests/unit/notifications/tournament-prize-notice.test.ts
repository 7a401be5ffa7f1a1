import { isNoticeData, noticeParamsOf, noticeValues } from '@/lib/domain/notifications/notices';

/** The tournament prize notice: a title in every language and a final position, checked like every notice. */
const title = { ru: 'Спринт', en: 'Sprint', it: 'Sprint' };

it('keeps a title and a whole positive position, and nothing malformed', () => {
  expect(noticeParamsOf('tournament_prize', { title, position: 2 })).toEqual({ title, position: 2 });
  expect(noticeParamsOf('tournament_prize', { title, position: 0 })).toBeNull();
  expect(noticeParamsOf('tournament_prize', { title, position: 1.5 })).toBeNull();
  expect(noticeParamsOf('tournament_prize', { title })).toBeNull();
  expect(noticeParamsOf('tournament_prize', { position: 1 })).toBeNull();
});

it('fills the text with the title in the reader’s language and the position', () => {
  expect(noticeValues({ title, position: 3 }, 'ru')).toEqual({ title: 'Спринт', position: '3' });
  expect(noticeValues({ title, position: 1 }, 'en')).toEqual({ title: 'Sprint', position: '1' });
});

it('accepts the live message of a prize notice', () => {
  const notice = { id: 1, key: 'tournament_prize:tournament:4:9', status: 'new', kind: 'tournament_prize', params: { title, position: 1 }, button: { link: '/tournaments/sprint' }, createdAt: new Date().toISOString() };
  expect(isNoticeData(notice)).toBe(true);
  expect(isNoticeData({ ...notice, params: { title } })).toBe(false);
});

/**
 * @jest-environment node
 */
import { createTranslator } from 'next-intl';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { API_ERROR_CODES } from '@/lib/domain/api-errors';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('message catalogues', () => {
  it('have the same keys in ru, en and it', () => {
    const ruKeys = keys(ru).sort();
    expect(keys(en).sort()).toEqual(ruKeys);
    expect(keys(itMessages).sort()).toEqual(ruKeys);
  });

  it('have no empty texts', () => {
    for (const [name, messages] of Object.entries({ ru, en, it: itMessages })) {
      const empty = keys(messages).filter((k) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) === '');
      expect({ name, empty }).toEqual({ name, empty: [] });
    }
  });

  it('have a text for every API error code, in every language', () => {
    for (const messages of [ru, en, itMessages]) {
      const texts: Record<string, string> = messages.apiErrors;
      expect(API_ERROR_CODES.filter((code) => !texts[code])).toEqual([]);
    }
  });

  it('use Russian plural forms', () => {
    const t = createTranslator({ locale: 'ru', messages: ru, namespace: 'catalog' });
    expect(t('gamesCount', { count: 1 })).toBe('1 игра');
    expect(t('gamesCount', { count: 3 })).toBe('3 игры');
    expect(t('gamesCount', { count: 5 })).toBe('5 игр');
    expect(t('gamesCount', { count: 21 })).toBe('21 игра');
    expect(t('playersOnline', { count: 11 })).toBe('11 игроков онлайн');
    expect(t('playersOnline', { count: 22 })).toBe('22 игрока онлайн');
  });

  it('use English and Italian plural forms', () => {
    expect(createTranslator({ locale: 'en', messages: en, namespace: 'catalog' })('gamesCount', { count: 1 })).toBe('1 game');
    expect(createTranslator({ locale: 'it', messages: itMessages, namespace: 'catalog' })('gamesCount', { count: 62 })).toBe('62 giochi');
  });
});

/**
 * @jest-environment node
 */
import { createTranslator } from 'next-intl';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { VALIDATION_KINDS } from '@/lib/domain/validation/kinds';

const PARAMS = { min: 8, max: 35, length: 4, age: 18 };

describe('validation messages', () => {
  it('have a text for every validation kind in ru, en and it', () => {
    for (const [locale, messages] of [['ru', ru], ['en', en], ['it', itMessages]] as const) {
      const t = createTranslator({ locale, messages, namespace: 'validation' });
      const texts: Record<string, string> = messages.validation;
      expect({ locale, missing: VALIDATION_KINDS.filter((kind) => !texts[kind]) }).toEqual({ locale, missing: [] });
      // Every text formats (no ICU syntax error, no unfilled parameter).
      for (const kind of VALIDATION_KINDS) expect(t(kind, PARAMS)).not.toMatch(/[{}]|validation\./);
    }
  });

  it('use Russian plural forms', () => {
    const t = createTranslator({ locale: 'ru', messages: ru, namespace: 'validation' });
    expect(t('minLength', { min: 1 })).toBe('Минимум 1 символ');
    expect(t('minLength', { min: 3 })).toBe('Минимум 3 символа');
    expect(t('minLength', { min: 8 })).toBe('Минимум 8 символов');
    expect(t('minLength', { min: 21 })).toBe('Минимум 21 символ');
    expect(t('maxLength', { max: 1 })).toBe('Не больше 1 символа');
    expect(t('maxLength', { max: 35 })).toBe('Не больше 35 символов');
    expect(t('maxLength', { max: 150 })).toBe('Не больше 150 символов');
    expect(t('minPhoneLength', { min: 8 })).toBe('Номер должен содержать не меньше 8 цифр');
    expect(t('minPhoneLength', { min: 21 })).toBe('Номер должен содержать не меньше 21 цифры');
    expect(t('smsCode', { length: 4 })).toBe('Введите код из 4 цифр');
    expect(t('underageDate', { age: 18 })).toBe('Регистрация доступна только с 18 лет');
    expect(t('underageDate', { age: 21 })).toBe('Регистрация доступна только с 21 года');
  });

  it('use English and Italian plural forms', () => {
    expect(createTranslator({ locale: 'en', messages: en, namespace: 'validation' })('minLength', { min: 1 })).toBe('At least 1 character');
    expect(createTranslator({ locale: 'it', messages: itMessages, namespace: 'validation' })('maxLength', { max: 150 })).toBe('Al massimo 150 caratteri');
  });
});

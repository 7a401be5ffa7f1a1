/**
 * @jest-environment node
 */
import {
  birthdayField,
  currencyField,
  emailField,
  nameField,
  nicknameField,
  passwordField,
  phoneField,
  promoCodeField,
  smsCodeField,
} from '@/lib/domain/validation/fields';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH } from '@/lib/domain/validation/limits';
import type { z } from 'zod';

/** The messages (validation kinds) of a failed parse, in order; [] when it passes. */
function kinds(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('emailField', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailField.parse('  Player.One+tag@Example.COM ')).toBe('player.one+tag@example.com');
  });
  it.each(['plain', 'a@b', 'a b@example.com', '@example.com', 'a@example..com', 'a@-example.com'])('refuses %p with email', (value) => {
    expect(kinds(emailField, value)[0]).toBe('email');
  });
  it('reports an empty value as required first, a long one as maxLength', () => {
    expect(kinds(emailField, '   ')[0]).toBe('required');
    expect(kinds(emailField, undefined)).toEqual(['required']);
    expect(kinds(emailField, `${'a'.repeat(250)}@example.com`)[0]).toBe('maxLength');
  });
  it('reports a value of another JSON type as invalid_value', () => {
    expect(kinds(emailField, 42)).toEqual(['invalid_value']);
  });
});

describe('passwordField', () => {
  it('needs PASSWORD_MIN_LENGTH characters and no Cyrillic letters', () => {
    expect(kinds(passwordField, 'a'.repeat(PASSWORD_MIN_LENGTH))).toEqual([]);
    expect(kinds(passwordField, 'a'.repeat(PASSWORD_MIN_LENGTH - 1))).toEqual(['minLength']);
    expect(kinds(passwordField, 'Secret-пароль')).toEqual(['notCyrillic']);
    expect(kinds(passwordField, 'Secret-ї-pass')).toEqual(['notCyrillic']);
    expect(kinds(passwordField, '')[0]).toBe('required');
    expect(kinds(passwordField, 'x'.repeat(129))).toEqual(['maxLength']);
  });
});

describe('phoneField', () => {
  it('keeps digits only, as the mask does', () => {
    expect(phoneField.parse('+7 (999) 123-45-67')).toBe('79991234567');
  });
  it('needs at least PHONE_MIN_LENGTH digits and at most 15', () => {
    expect(kinds(phoneField, '1'.repeat(PHONE_MIN_LENGTH))).toEqual([]);
    expect(kinds(phoneField, '+7 999')).toEqual(['minPhoneLength']);
    expect(kinds(phoneField, '---')).toEqual(['required']);
    expect(kinds(phoneField, '1'.repeat(16))).toEqual(['maxLength']);
  });
});

describe('smsCodeField', () => {
  it('takes 4 digits, with or without the ##-## hyphen', () => {
    expect(smsCodeField.parse('12-34')).toBe('1234');
    expect(kinds(smsCodeField, '12-3')).toEqual(['smsCode']);
    expect(kinds(smsCodeField, '')).toEqual(['required']);
  });
});

describe('nameField (spec §5 name rule)', () => {
  it.each(['Anna', 'Анна-Мария', 'Їжак', 'Ґанна Єва', 'Іван', 'Ёжик', 'John 2', ''])('accepts %p', (value) => {
    expect(kinds(nameField, value)).toEqual([]);
  });
  it.each(['O’Neil', 'Anna!', 'Jean.Luc', 'Ω', 'a_b', 'tab\there'])('refuses %p with nameValidationRule', (value) => {
    expect(kinds(nameField, value)).toEqual(['nameValidationRule']);
  });
  it(`allows at most ${NAME_MAX_LENGTH} characters`, () => {
    expect(kinds(nameField, 'a'.repeat(NAME_MAX_LENGTH))).toEqual([]);
    expect(kinds(nameField, 'a'.repeat(NAME_MAX_LENGTH + 1))).toEqual(['maxLength']);
  });
});

describe('nicknameField (the Latin rule)', () => {
  it('takes Latin letters, digits, dot and hyphen', () => {
    expect(kinds(nicknameField, 'lucky.lynx-7')).toEqual([]);
    expect(kinds(nicknameField, 'lucky lynx')).toEqual(['latinName']);
    expect(kinds(nicknameField, 'Везунчик')).toEqual(['latinName']);
    expect(kinds(nicknameField, 'ab')).toEqual(['minLength']);
    expect(kinds(nicknameField, 'a'.repeat(21))).toEqual(['maxLength']);
  });
});

describe('promoCodeField', () => {
  it('is optional; an empty value means none; a bad one is promoCode', () => {
    expect(promoCodeField.parse(undefined)).toBeUndefined();
    expect(promoCodeField.parse('')).toBeUndefined();
    expect(promoCodeField.parse(' WELCOME_2026 ')).toBe('WELCOME_2026');
    expect(kinds(promoCodeField, 'no spaces')).toEqual(['promoCode']);
    expect(kinds(promoCodeField, 'ab')).toEqual(['promoCode']);
  });
});

describe('currencyField', () => {
  it('defaults to RUB and knows the spec’s currencies', () => {
    expect(currencyField.parse(undefined)).toBe('RUB');
    for (const c of ['RUB', 'EUR', 'USD', 'UAH', 'KZT', 'CAD']) expect(currencyField.parse(c)).toBe(c);
    expect(kinds(currencyField, 'GBP')).toEqual(['invalid_value']);
  });
});

describe('birthdayField', () => {
  const today = new Date('2026-03-15T12:00:00Z');
  it('takes an adult’s date; refuses impossible, future and ancient dates with invalidDate', () => {
    expect(kinds(birthdayField(today), '1990-05-17')).toEqual([]);
    for (const bad of ['1990-02-30', '17.05.1990', '2027-01-01', '1899-12-31', '1990-5-17']) {
      expect({ bad, kinds: kinds(birthdayField(today), bad) }).toEqual({ bad, kinds: ['invalidDate'] });
    }
    expect(kinds(birthdayField(today), '')).toEqual(['required']);
  });
  it('refuses anybody under 18 on that day with underageDate (18 on the birthday itself is fine)', () => {
    expect(kinds(birthdayField(today), '2008-03-15')).toEqual([]);
    expect(kinds(birthdayField(today), '2008-03-16')).toEqual(['underageDate']);
    expect(kinds(birthdayField(today), '2020-01-01')).toEqual(['underageDate']);
  });
});

/**
 * @jest-environment node
 */
import {
  loginSchema,
  newPasswordSchema,
  normalizeLogin,
  phoneVerifySchema,
  registrationSchema,
  restoreCheckSchema,
  restoreRequestSchema,
  restoreSchema,
  smsCodeSchema,
} from '@/lib/domain/validation/auth-forms';
import { contactCreateSchema, nicknameSchema, profileUpdateSchema } from '@/lib/domain/validation/profile-forms';
import { firstIssuePerField, issueField, toValidationError } from '@/lib/domain/validation/issues';
import { isValidationKind } from '@/lib/domain/validation/kinds';
import { AGE_LIMIT, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH, SMS_CODE_LENGTH } from '@/lib/domain/validation/limits';
import type { z } from 'zod';

const today = new Date('2026-03-15T12:00:00Z');

function errors(schema: z.ZodType, value: unknown): [string, string][] {
  const result = schema.safeParse(value);
  return result.success ? [] : firstIssuePerField(result.error.issues).map((i) => [issueField(i), i.message]);
}

describe('registrationSchema', () => {
  const base = { password: 'Secret-pass1', birthday: '1990-01-01', nickname: 'lucky' };

  it('parses the e-mail tab and the phone tab', () => {
    expect(registrationSchema({ today, nicknameRequired: true }).parse({ registration_contact_type: 'email', email: 'A@B.io', ...base })).toEqual({
      registration_contact_type: 'email',
      email: 'a@b.io',
      password: 'Secret-pass1',
      birthday: '1990-01-01',
      currency: 'RUB',
      nickname: 'lucky',
    });
    expect(registrationSchema({ today, nicknameRequired: true }).parse({ registration_contact_type: 'phone', phone: '+7 912 000 11 22', ...base })).toMatchObject({
      phone: '79120001122',
    });
  });

  it('needs the nickname unless the server config skips it', () => {
    const input = { registration_contact_type: 'email', email: 'a@b.io', password: 'Secret-pass1', birthday: '1990-01-01' };
    expect(errors(registrationSchema({ today, nicknameRequired: true }), input)).toEqual([['nickname', 'required']]);
    expect(errors(registrationSchema({ today, nicknameRequired: false }), input)).toEqual([]);
  });

  it('reports only validation kinds for what a form can get wrong', () => {
    const result = registrationSchema({ today, nicknameRequired: true }).safeParse({
      registration_contact_type: 'email',
      email: 'x',
      password: 'пароль',
      birthday: '2015-01-01',
      nickname: 'a b',
      promo_code: '??',
    });
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expect(isValidationKind(issue.message)).toBe(true);
  });
});

describe('loginSchema and normalizeLogin', () => {
  it('needs both fields', () => {
    expect(errors(loginSchema, {})).toEqual([
      ['login', 'required'],
      ['password', 'required'],
    ]);
  });
  it('looks an e-mail up in lower case and a phone by its digits', () => {
    expect(normalizeLogin(' Demo@Croupier.Example ')).toEqual({ type: 'email', value: 'demo@croupier.example' });
    expect(normalizeLogin('+7 (999) 123-45-67')).toEqual({ type: 'phone', value: '79991234567' });
  });
});

describe('password restore schemas', () => {
  it('request: an e-mail or a phone', () => {
    expect(restoreRequestSchema.parse({ email: 'A@B.io' })).toEqual({ email: 'a@b.io' });
    expect(restoreRequestSchema.parse({ phone: '+7 912 000 11 22' })).toEqual({ phone: '79120001122' });
    expect(errors(restoreRequestSchema, {})).toEqual([['email', 'required']]);
  });
  it('check: a code, optionally with the phone', () => {
    expect(restoreCheckSchema.parse({ code: ' abc ' })).toEqual({ code: 'abc' });
    expect(restoreCheckSchema.parse({ code: '12-34', phone: '79120001122' })).toEqual({ code: '12-34', phone: '79120001122' });
  });
  it('new password: sameAsPassword on the confirmation, even while the password breaks another rule', () => {
    expect(errors(newPasswordSchema, { password: 'Secret-pass1', password_confirmation: 'Secret-pass1' })).toEqual([]);
    expect(errors(newPasswordSchema, { password: 'short', password_confirmation: 'other' })).toEqual([
      ['password', 'minLength'],
      ['password_confirmation', 'sameAsPassword'],
    ]);
    expect(errors(restoreSchema, { code: 'x', password: 'Secret-pass1', password_confirmation: '' })).toEqual([['password_confirmation', 'required']]);
  });
});

describe('phone and SMS code forms', () => {
  it('need the phone, then a 4-digit code', () => {
    expect(phoneVerifySchema.parse({ phone: '+7 (912) 000-11-22' })).toEqual({ phone: '79120001122' });
    expect(smsCodeSchema.parse({ code: '12-34' })).toEqual({ code: '1234' });
    expect(errors(phoneVerifySchema, { phone: '7912' })).toEqual([['phone', 'minPhoneLength']]);
    expect(errors(smsCodeSchema, { code: '1' })).toEqual([['code', 'smsCode']]);
  });
});

describe('profile forms', () => {
  it('profile update: all optional; empty or null clears; names follow the rule; gender is male or female', () => {
    const schema = profileUpdateSchema(today);
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ firstname: ' Anna ', lastname: '', middlename: null, gender: 'female' })).toEqual({
      firstname: 'Anna',
      lastname: null,
      middlename: null,
      gender: 'female',
    });
    expect(errors(schema, { firstname: 'A<b>', gender: 'x', birthday: '2010-01-01' })).toEqual([
      ['firstname', 'nameValidationRule'],
      ['gender', 'invalid_value'],
      ['birthday', 'underageDate'],
    ]);
  });
  it('nickname and contacts', () => {
    expect(errors(nicknameSchema, { nickname: 'ok.name' })).toEqual([]);
    expect(contactCreateSchema('phone').parse({ value: '+7 912 000-11-22' })).toEqual({ value: '79120001122' });
    expect(contactCreateSchema('email').parse({ value: 'X@Y.io' })).toEqual({ value: 'x@y.io' });
  });
});

describe('toValidationError', () => {
  it('recovers the numbers of each kind’s text', () => {
    const issuesOf = (schema: z.ZodType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map(toValidationError);
    expect(issuesOf(newPasswordSchema, { password: 'short', password_confirmation: 'short' })).toEqual([
      { kind: 'minLength', params: { min: PASSWORD_MIN_LENGTH } },
    ]);
    expect(issuesOf(phoneVerifySchema, { phone: '79' })).toEqual([{ kind: 'minPhoneLength', params: { min: PHONE_MIN_LENGTH } }]);
    expect(issuesOf(smsCodeSchema, { code: '1' })).toEqual([{ kind: 'smsCode', params: { length: SMS_CODE_LENGTH } }]);
    expect(issuesOf(profileUpdateSchema(today), { birthday: '2020-01-01', lastname: 'x'.repeat(40) })).toEqual([
      { kind: 'maxLength', params: { max: 35 } },
      { kind: 'underageDate', params: { age: AGE_LIMIT } },
    ]);
    expect(toValidationError({ code: 'invalid_type', message: 'invalid_value' })).toBeNull();
  });
});

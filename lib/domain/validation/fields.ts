import { z } from '../zod';
import { digitsOnly } from '@/lib/domain/validation/input-masks';
import { CURRENCIES, DEFAULT_CURRENCY } from '@/lib/domain/money';
import { isAdultOn, isPlausibleBirthday } from './birthday';
import {
  AGE_LIMIT,
  EMAIL_MAX_LENGTH,
  INPUT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  PROMO_CODE_MIN_LENGTH,
  SMS_CODE_LENGTH,
} from './limits';

/**
 * Field rules of spec §5, one zod schema each, shared by the browser forms and the API.
 * Convention: a failed rule's issue `message` is a validation kind (lib/domain/validation/kinds);
 * the numbers behind it come from ./limits (and `minimum`/`maximum`/`params` of the issue,
 * see ./issues). A value of the wrong JSON type, which no form can produce, carries the API code
 * `invalid_value`; a missing one `required`.
 */

/** Missing → required; another JSON type → invalid_value. */
export const typed = { error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_value') };

/** Latin and Cyrillic letters (Russian and Ukrainian: Ёё Іі Її Єє Ґґ), digits, hyphen, space. */
export const NAME_PATTERN = /^[A-Za-z\u0410-\u044F\u0401\u0451\u0406\u0456\u0407\u0457\u0404\u0454\u0490\u04910-9 -]*$/;
/** The spec's second name rule: Latin letters, digits, dot and hyphen. */
export const LATIN_NAME_PATTERN = /^[A-Za-z0-9.-]*$/;
export const CYRILLIC_PATTERN = /[\u0400-\u04FF]/;
/** A practical address check: something@domain.tld without spaces (the server is the final judge by sending mail). */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
export const PROMO_CODE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${PROMO_CODE_MIN_LENGTH},${PROMO_CODE_MAX_LENGTH}}$`);

/** E-mail: trimmed and lower-cased, so one address is one account whatever its case. */
export const emailField = z
  .string(typed)
  .trim()
  .toLowerCase()
  .min(1, { message: 'required', abort: true })
  .max(EMAIL_MAX_LENGTH, 'maxLength')
  .regex(EMAIL_PATTERN, 'email');

/** A new password: length bounds and no Cyrillic letters (spec §5 notCyrillic). */
export const passwordField = z
  .string(typed)
  .min(1, { message: 'required', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'minLength')
  .max(PASSWORD_MAX_LENGTH, 'maxLength')
  .refine((v) => !CYRILLIC_PATTERN.test(v), 'notCyrillic');

/** The password typed at login: only required (older passwords may predate today's rules). */
export const currentPasswordField = z.string(typed).min(1, { message: 'required', abort: true }).max(PASSWORD_MAX_LENGTH, 'maxLength');

/** Dial code plus number, digits only; the mask strips the rest. */
export const phoneField = z
  .string(typed)
  .transform(digitsOnly)
  .pipe(z.string().min(1, { message: 'required', abort: true }).min(PHONE_MIN_LENGTH, 'minPhoneLength').max(PHONE_MAX_LENGTH, 'maxLength'));

/** A 4-digit SMS code; the mask ##-## adds a hyphen that is dropped here. */
export const smsCodeField = z
  .string(typed)
  .transform(digitsOnly)
  .pipe(
    z
      .string()
      .min(1, { message: 'required', abort: true })
      .refine((v) => v.length === SMS_CODE_LENGTH, { message: 'smsCode', params: { length: SMS_CODE_LENGTH } }),
  );

/** First, last or middle name: the name rule and at most NAME_MAX_LENGTH characters. */
export const nameField = z.string(typed).trim().max(NAME_MAX_LENGTH, 'maxLength').regex(NAME_PATTERN, 'nameValidationRule');

/** Nickname: the Latin rule, NICKNAME_MIN_LENGTH..NICKNAME_MAX_LENGTH characters. */
export const nicknameField = z
  .string(typed)
  .trim()
  .min(1, { message: 'required', abort: true })
  .min(NICKNAME_MIN_LENGTH, 'minLength')
  .max(NICKNAME_MAX_LENGTH, 'maxLength')
  .regex(LATIN_NAME_PATTERN, 'latinName');

/** Free text of the profile (address, country). */
export const shortTextField = z.string(typed).trim().max(INPUT_MAX_LENGTH, 'maxLength');

/** An optional promo code: empty means none. */
export const promoCodeField = z
  .string(typed)
  .trim()
  .refine((v) => v === '' || PROMO_CODE_PATTERN.test(v), 'promoCode')
  .nullable()
  .optional()
  .transform((v) => (v ? v : undefined));

export const currencyField = z.enum(CURRENCIES, typed).default(DEFAULT_CURRENCY);

/**
 * Birthday in YYYY-MM-DD: invalidDate (not a date, before 1900, in the future), then underageDate
 * (under AGE_LIMIT on `today`). A factory because the answer depends on the day.
 */
export function birthdayField(today: Date) {
  return z
    .string(typed)
    .trim()
    .min(1, { message: 'required', abort: true })
    .refine((v) => isPlausibleBirthday(v, today), { message: 'invalidDate', abort: true })
    .refine((v) => isAdultOn(v, today), { message: 'underageDate', params: { age: AGE_LIMIT } });
}

/** Optional profile text: empty or null clears the field (stored as null). */
export function clearable(field: z.ZodString) {
  return field
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
}

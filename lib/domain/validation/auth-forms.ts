import { z } from '../zod';
import { digitsOnly } from '@/lib/domain/validation/input-masks';
import {
  birthdayField,
  currencyField,
  currentPasswordField,
  emailField,
  nicknameField,
  passwordField,
  phoneField,
  promoCodeField,
  smsCodeField,
  typed,
} from './fields';
import { CODE_MAX_LENGTH, EMAIL_MAX_LENGTH } from './limits';

/**
 * Whole-form schemas of the auth flows (spec §4, §5), shaped like the API bodies so a form
 * submits exactly what it validated. Field names follow the API (snake_case where the spec's
 * calls use it). Schemas that depend on the day or the server config are factories.
 */

export const REGISTRATION_CONTACT_TYPES = ['email', 'phone'] as const;
export type RegistrationContactType = (typeof REGISTRATION_CONTACT_TYPES)[number];

export interface RegistrationRules {
  /** The day the age rule is checked against (pass `new Date()`). */
  today: Date;
  /** false when the server config says registrationConfig.skipNickname. */
  nicknameRequired: boolean;
}

function registrationCommon(rules: RegistrationRules) {
  return {
    password: passwordField,
    birthday: birthdayField(rules.today),
    currency: currencyField,
    promo_code: promoCodeField,
    nickname: rules.nicknameRequired ? nicknameField : nicknameField.optional(),
    /** The captcha token when captcha is on (server config); checked by the server only. */
    captcha_token: z.string(typed).max(8192, 'maxLength').optional(),
  };
}

export function emailRegistrationSchema(rules: RegistrationRules) {
  return z.object({ registration_contact_type: z.literal('email', typed), email: emailField, ...registrationCommon(rules) });
}

export function phoneRegistrationSchema(rules: RegistrationRules) {
  return z.object({ registration_contact_type: z.literal('phone', typed), phone: phoneField, ...registrationCommon(rules) });
}

/** POST /json-api/users/register: the e-mail or the phone tab. */
export function registrationSchema(rules: RegistrationRules) {
  return z.discriminatedUnion('registration_contact_type', [emailRegistrationSchema(rules), phoneRegistrationSchema(rules)], {
    error: (issue) => {
      const input = issue.input as { registration_contact_type?: unknown } | undefined;
      return input?.registration_contact_type === undefined || input.registration_contact_type === null ? 'required' : 'invalid_value';
    },
  });
}

export type EmailRegistration = z.output<ReturnType<typeof emailRegistrationSchema>>;
export type PhoneRegistration = z.output<ReturnType<typeof phoneRegistrationSchema>>;
export type Registration = EmailRegistration | PhoneRegistration;

/** POST /json-api/login: `login` is an e-mail or a phone number in any notation. */
export const loginSchema = z.object({
  login: z.string(typed).trim().min(1, { message: 'required', abort: true }).max(EMAIL_MAX_LENGTH, 'maxLength'),
  password: currentPasswordField,
});

/** How a login is looked up: an e-mail (lower case) or a phone (digits only). */
export function normalizeLogin(login: string): { type: RegistrationContactType; value: string } {
  const trimmed = login.trim();
  if (trimmed.includes('@')) return { type: 'email', value: trimmed.toLowerCase() };
  return { type: 'phone', value: digitsOnly(trimmed) };
}

/** A new password and its confirmation (new-password form; the restore call). */
const newPasswordFields = { password: passwordField, password_confirmation: z.string(typed).min(1, { message: 'required', abort: true }) };

const passwordsMatch = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;

const sameAsPassword = {
  message: 'sameAsPassword',
  path: ['password_confirmation'],
  // Compare as soon as both are typed, even while the password breaks another rule.
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; password_confirmation?: unknown };
    return typeof v.password === 'string' && typeof v.password_confirmation === 'string' && v.password_confirmation !== '';
  },
};

export const newPasswordSchema = z.object(newPasswordFields).refine(passwordsMatch, sameAsPassword);

/** Restore step 1 (remind form), e-mail tab. */
export const restoreRequestEmailSchema = z.object({ email: emailField });
/** Restore step 1, phone tab. */
export const restoreRequestPhoneSchema = z.object({ phone: phoneField });

/** POST /json-api/users/restore-password/request: { email } or { phone } (e-mail wins when both come). */
export const restoreRequestSchema = z
  .object({ email: emailField.optional(), phone: phoneField.optional() })
  .superRefine((v, ctx) => {
    if (v.email === undefined && v.phone === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['email'] });
  })
  .transform((v): { email: string } | { phone: string } => (v.email !== undefined ? { email: v.email } : { phone: v.phone ?? '' }));

/**
 * The restore code: the token of an e-mail link (/new-password/<code>) or, with `phone`, the
 * 4-digit SMS code sent to that phone (a short code alone would not say whose it is).
 */
const restoreCode = {
  code: z.string(typed).trim().min(1, { message: 'required', abort: true }).max(CODE_MAX_LENGTH, 'maxLength'),
  phone: phoneField.optional(),
};

/** POST /json-api/users/restore-password/check */
export const restoreCheckSchema = z.object(restoreCode);

/** POST /json-api/users/restore-password/restore */
export const restoreSchema = z.object({ ...restoreCode, ...newPasswordFields }).refine(passwordsMatch, sameAsPassword);

/** The SMS code form (phone confirm step, SMS login, phone registration). */
export const smsCodeSchema = z.object({ code: smsCodeField });

/** POST /json-api/players/phones/verify */
export const phoneVerifySchema = z.object({ phone: phoneField });

/**
 * POST /json-api/players/phones/confirm as the API reads it (the browser's code step validates
 * with smsCodeSchema): an empty or missing code is the API's `code_required` and a malformed one
 * `invalid_code` (counted as a wrong attempt), so the code is only bounded here.
 */
export const phoneConfirmBodySchema = z.object({
  phone: phoneField,
  code: z.string(typed).max(CODE_MAX_LENGTH, 'maxLength').optional(),
  /** The token POST /users/register answered for a phone registration (completing it needs it). */
  registration_token: z.string(typed).max(CODE_MAX_LENGTH, 'maxLength').optional(),
});

/** POST /json-api/token/refresh and /json-api/logout: the token in the body, or none (the cookie's). */
export const refreshTokenBodySchema = z.object({ refreshToken: z.string(typed).min(1, { message: 'required', abort: true }).max(512, 'maxLength').optional() });

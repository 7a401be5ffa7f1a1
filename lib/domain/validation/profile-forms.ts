import { z } from '../zod';
import { birthdayField, clearable, emailField, nameField, nicknameField, phoneField, shortTextField, typed } from './fields';

/**
 * Profile forms (spec §3 user info, §5 name rules). E-mail, phone and nickname are not edited
 * here: changes go through support (spec §6); a first nickname has its own form.
 */

export const GENDERS = ['male', 'female'] as const;

/**
 * PUT /json-api/users/profile: every field optional (absent = unchanged); an empty string or
 * null clears a text field. Other profile fields sent along are ignored.
 */
export function profileUpdateSchema(today: Date) {
  return z.object({
    firstname: clearable(nameField),
    lastname: clearable(nameField),
    middlename: clearable(nameField),
    address: clearable(shortTextField),
    country: clearable(shortTextField),
    gender: z.enum(GENDERS, typed).nullable().optional(),
    birthday: birthdayField(today).optional(),
  });
}

export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

/** POST /json-api/users/nickname-choose */
export const nicknameSchema = z.object({ nickname: nicknameField });

export const CONTACT_TYPES = ['phone', 'email'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** POST /json-api/players/contacts/create/phone */
export const phoneContactSchema = z.object({ value: phoneField });
/** POST /json-api/players/contacts/create/email */
export const emailContactSchema = z.object({ value: emailField });

export function contactCreateSchema(type: ContactType) {
  return type === 'phone' ? phoneContactSchema : emailContactSchema;
}

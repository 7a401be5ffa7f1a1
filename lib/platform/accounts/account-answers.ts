import 'server-only';
import { z } from 'zod';
import type { BalanceDto, ProfileDto } from '@/lib/domain/accounts/account-types';
import { answerSchema } from '@/lib/platform/answer-schema';
import { CONTACT_TYPES } from '@/lib/domain/validation/profile-forms';
import type { ContactDto, createContact } from './contacts';
import type { sentAnswer } from './one-time-codes';

/**
 * The answer schemas of the account calls (the API description shows them; the DTO types of
 * lib/domain/accounts/account-types.ts are what the services build, and each schema compiles only
 * while it matches its type).
 */

const int = () => z.number().int();
/** An amount in minor units. */
const minor = () => z.number().int().describe('minor units');

export const balanceDtoSchema = answerSchema<BalanceDto>()(
  z
    .strictObject({
      user_id: int(),
      balance: minor().describe('real money, minor units'),
      bonus: minor().describe('bonus money, minor units'),
      wagering: minor().describe('stakes still owed before a payout, minor units'),
      winback: minor().describe('this week’s accrued win-back and what a held cashback gift would pay now, minor units'),
      currency: z.string(),
      is_active_bonus: z.boolean(),
      compoint_balance: int().describe('whole compoints'),
    })
    .meta({ id: 'BalanceDto' }),
);

const contactType = z.enum(['email', 'phone']);

export const profileDtoSchema = answerSchema<ProfileDto>()(
  z
    .strictObject({
      id: int(),
      user_id: int(),
      level: z.strictObject({ index: int(), bonus_availability_level: int() }),
      firstname: z.string().nullable(),
      lastname: z.string().nullable(),
      middlename: z.string().nullable(),
      address: z.string().nullable(),
      country: z.string().nullable(),
      gender: z.enum(['male', 'female']).nullable(),
      registration_contact_type: contactType,
      birthday: z.string().describe('YYYY-MM-DD'),
      birthday_verified: z.boolean(),
      nick_name: z.string().nullable(),
      multi_account: z.boolean(),
      first_auth: z.boolean(),
      is_verified: z.boolean(),
      currency: z.string(),
      hash: z.string().describe('the player’s room id of /ws'),
      phones: z.array(z.strictObject({ value: z.string(), is_primary: z.boolean(), is_verified: z.boolean() })),
      emails: z.array(z.strictObject({ email: z.string(), is_primary: z.boolean(), is_verified: z.boolean() })),
      onVerification: z.array(z.strictObject({ id: int(), type: contactType, value: z.string() })),
    })
    .meta({ id: 'ProfileDto' }),
);

/** What a call that sent a one-time code (SMS or e-mail link) answers. */
export type SentCodeAnswer = ReturnType<typeof sentAnswer>;

const sentCodeFields = {
  success: z.literal(true),
  resend_after: int().describe('seconds until another code may be asked for'),
  expires_in: int().describe('seconds the code stays valid'),
};

export const sentCodeAnswerSchema = answerSchema<SentCodeAnswer>()(z.strictObject(sentCodeFields).meta({ id: 'SentCodeAnswer' }));

/** Registration by phone: the SMS code went out; POST /json-api/players/phones/confirm makes the account. */
export interface PhoneRegistrationAnswer extends SentCodeAnswer {
  confirm: 'sms';
  phone: string;
  registration_token: string;
}

export const phoneRegistrationAnswerSchema = answerSchema<PhoneRegistrationAnswer>()(
  z.strictObject({ confirm: z.literal('sms'), phone: z.string(), registration_token: z.string().describe('what the confirm call takes with the code'), ...sentCodeFields }),
);

/** What a call that only did its work answers (logout, first-auth/seen, cashbox open). */
export const successAnswerSchema = z.strictObject({ success: z.literal(true) });

/** What a call that changed the profile answers: the profile after it. */
export const profileChangeAnswerSchema = z.strictObject({ success: z.literal(true), data: profileDtoSchema });

export const contactDtoSchema = answerSchema<ContactDto>()(z.strictObject({ id: int(), type: z.enum(CONTACT_TYPES), value: z.string() }).meta({ id: 'ContactDto' }));

/** POST /json-api/players/contacts/create/{type}: the contact, and for a phone the code sent to it. */
export const contactCreateAnswerSchema = answerSchema<Awaited<ReturnType<typeof createContact>>>()(
  z.union([z.strictObject({ ...sentCodeFields, data: contactDtoSchema }), z.strictObject({ success: z.literal(true), data: contactDtoSchema })]),
);

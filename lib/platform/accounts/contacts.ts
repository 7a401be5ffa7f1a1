import 'server-only';
import { and, eq } from 'drizzle-orm';
import { CODE_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import type { ContactType } from '@/lib/domain/validation/profile-forms';
import { EMAIL_VERIFY_LINK_TTL_SECONDS } from '@/lib/platform/auth/limits';
import { now } from '@/lib/platform/clock';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { Executor } from '@/lib/platform/db/executor';
import { userContacts } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { isDomainError } from '@/lib/domain/domain-error';
import { achievementsOfVerifiedContact } from '@/lib/platform/achievements/achievement-events';
import { announceAchievements } from '@/lib/platform/achievements/announce';
import { announceGrants } from '@/lib/platform/gifts/grant-gift';
import { grantRestRegistrationGift } from '@/lib/platform/gifts/rest-registration-gift';
import { accountError, accountNotFound } from './errors';
import { sendSmsCode, sendVerificationEmail } from './delivery';
import { checkLinkToken, checkSmsCode, issueCode, sentAnswer } from './one-time-codes';
import type { CallerContext } from './registration';
import { releaseYieldingClaims, standingClaimHolder } from './contact-claims';
import { isSelfExcludedContact } from './self-excluded-contacts';
import { uniqueViolation } from './unique-violation';
import type { ContactRow } from './users';

/**
 * Contact verification (play-promos §4): a player adds a phone or e-mail (it awaits
 * verification), proves it with an SMS code or an e-mail link, and it becomes theirs. One
 * contact of each type awaits verification at a time: adding another replaces it.
 *
 * Only another player's verified contact stands in the way (`phone_taken` / `email_taken`): a
 * proven address wins over any unverified hold, which is released when this one is verified
 * (contact-claims.ts). A verified contact of a self-excluded account is refused
 * `contact_self_excluded` (self-excluded-contacts.ts) when added, when its code or link is asked
 * for and when it is confirmed.
 */

/** Refuses a value that is another, self-excluded, account's verified contact, or another player's verified one. */
async function assertClaimable(db: Executor, userId: number, type: ContactType, value: string, field: string | undefined): Promise<void> {
  if (await isSelfExcludedContact(db, type, value, userId)) throw accountError('contact_self_excluded', field);
  if (await standingClaimHolder(db, type, value, 'verified', userId)) throw accountError(takenCode(type), field);
}
export interface ContactDto {
  id: number;
  type: ContactType;
  value: string;
}

const toDto = (c: ContactRow): ContactDto => ({ id: c.id, type: c.type, value: c.value });

const takenCode = (type: ContactType) => (type === 'phone' ? 'phone_taken' : 'email_taken');

export async function contactsOnVerification(db: Executor, userId: number): Promise<ContactDto[]> {
  const rows = await db
    .select()
    .from(userContacts)
    .where(and(eq(userContacts.userId, userId), eq(userContacts.isVerified, false)))
    .orderBy(userContacts.id);
  return rows.map(toDto);
}

async function ownContact(db: Executor, userId: number, type: ContactType, value: string): Promise<ContactRow | null> {
  const [row] = await db
    .select()
    .from(userContacts)
    .where(and(eq(userContacts.userId, userId), eq(userContacts.type, type), eq(userContacts.value, value)))
    .limit(1);
  return row ?? null;
}

async function sendPhoneCode(db: Executor, userId: number, contact: ContactRow, caller: CallerContext) {
  const { code } = await issueCode(db, {
    purpose: 'phone_verify',
    target: contact.value,
    kind: 'sms',
    ttlSeconds: CODE_TTL_SECONDS,
    userId,
    contactId: contact.id,
    delivered: true,
    clientAddress: caller.clientAddress,
  });
  await sendSmsCode(db, caller.locale, contact.value, code, 'verify');
  return sentAnswer(CODE_TTL_SECONDS);
}

/**
 * POST /players/contacts/create/{type}: the contact awaits verification; a phone gets its SMS
 * code at once (with the send limits). The player's own verified contact → contact_already_verified;
 * another player's verified one → phone_taken / email_taken (contact_self_excluded when that
 * player is self-excluded).
 */
export async function createContact(db: Executor, userId: number, type: ContactType, value: string, caller: CallerContext) {
  let contact = await ownContact(db, userId, type, value);
  if (contact?.isVerified) throw accountError('contact_already_verified', 'value');
  await assertClaimable(db, userId, type, value, 'value');
  if (!contact) {
    contact = await inTransaction(db, async (tx) => {
      await tx
        .delete(userContacts)
        .where(and(eq(userContacts.userId, userId), eq(userContacts.type, type), eq(userContacts.isVerified, false), eq(userContacts.isPrimary, false)));
      const [row] = await tx.insert(userContacts).values({ userId, type, value, createdAt: now() }).returning();
      if (!row) throw new Error('user_contacts insert returned nothing');
      return row;
    });
  }
  const dto = toDto(contact);
  if (type === 'phone') return { ...(await sendPhoneCode(db, userId, contact, caller)), data: dto };
  return { success: true as const, data: dto };
}

/**
 * Marks a contact verified. It becomes the primary one of its type when the player has no
 * primary of that type or only an unverified one (which is then dropped: the verified address
 * replaces it as login). Another player verifying the same value first → phone_taken / email_taken.
 */
export async function markContactVerified(db: Executor, contact: ContactRow): Promise<void> {
  const at = now();
  try {
    const achieved = await inTransaction(db, async (tx) => {
      const [primary] = await tx
        .select()
        .from(userContacts)
        .where(and(eq(userContacts.userId, contact.userId), eq(userContacts.type, contact.type), eq(userContacts.isPrimary, true)))
        .limit(1);
      const becomesPrimary = !primary || primary.id === contact.id || !primary.isVerified;
      // The proven owner wins: other accounts' unverified holds on the value give way.
      await releaseYieldingClaims(tx, contact.type, contact.value, 'verified', contact.userId);
      if (primary && primary.id !== contact.id && !primary.isVerified) await tx.delete(userContacts).where(eq(userContacts.id, primary.id));
      await tx
        .update(userContacts)
        .set({ isVerified: true, verifiedAt: at, isPrimary: becomesPrimary || contact.isPrimary })
        .where(eq(userContacts.id, contact.id));
      return { achievements: await achievementsOfVerifiedContact(tx, contact.userId, contact.type), gift: await grantRestRegistrationGift(tx, contact.userId) };
    });
    await announceAchievements(db, achieved.achievements);
    await announceGrants(db, [achieved.gift]);
  } catch (error) {
    if (uniqueViolation(error) === 'user_contacts_claimed') throw accountError(takenCode(contact.type), contact.type === 'phone' ? 'phone' : 'value');
    throw error;
  }
}

/** The player's phone awaiting verification; not one another player has made theirs meanwhile. */
async function phoneAwaitingVerification(db: Executor, userId: number, phone: string): Promise<ContactRow> {
  const contact = await ownContact(db, userId, 'phone', phone);
  if (!contact) throw accountError('contact_not_found', 'phone');
  if (contact.isVerified) throw accountError('contact_already_verified', 'phone');
  await assertClaimable(db, userId, 'phone', phone, 'phone');
  return contact;
}

/** POST /players/phones/verify with a session: a code to the player's phone awaiting verification. */
export async function requestPhoneVerificationCode(db: Executor, userId: number, phone: string, caller: CallerContext) {
  return sendPhoneCode(db, userId, await phoneAwaitingVerification(db, userId, phone), caller);
}

/** POST /players/phones/confirm with a session: the code proves the phone; it becomes the player's. */
export async function confirmPhoneVerification(db: Executor, userId: number, phone: string, code: string | undefined, caller: CallerContext): Promise<void> {
  const contact = await phoneAwaitingVerification(db, userId, phone);
  const row = await checkSmsCode(db, { purpose: 'phone_verify', target: phone, code, consume: true, clientAddress: caller.clientAddress });
  // The newest code of this phone was sent for another player who also typed it in: not ours.
  if (row.userId !== userId) throw accountError('invalid_code', 'code');
  // A race with another player verifying the same phone ends in phone_taken (unique index).
  await markContactVerified(db, contact);
}

/** The link of an e-mail verification (an API call: it confirms and then redirects into the site). */
async function verificationLink(db: Executor, token: string, caller: CallerContext): Promise<string> {
  const { canonicalHost } = await getServerConfig(db);
  const url = new URL('/json-api/players/contacts/email-verification/confirm', canonicalHost);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', caller.locale);
  return url.toString();
}

/** POST /players/contacts/email-verification/request/{id}: a link to the e-mail awaiting verification. */
export async function requestEmailVerification(db: Executor, userId: number, contactId: number, caller: CallerContext) {
  const [contact] = await db
    .select()
    .from(userContacts)
    .where(and(eq(userContacts.id, contactId), eq(userContacts.userId, userId), eq(userContacts.type, 'email')))
    .limit(1);
  if (!contact) throw accountNotFound();
  if (contact.isVerified) throw accountError('contact_already_verified');
  await assertClaimable(db, userId, 'email', contact.value, undefined);
  const { code } = await issueCode(db, {
    purpose: 'email_verify',
    target: contact.value,
    kind: 'link',
    ttlSeconds: EMAIL_VERIFY_LINK_TTL_SECONDS,
    userId,
    contactId: contact.id,
    delivered: true,
    clientAddress: caller.clientAddress,
  });
  await sendVerificationEmail(db, caller.locale, contact.value, await verificationLink(db, code, caller));
  return sentAnswer(EMAIL_VERIFY_LINK_TTL_SECONDS);
}

export type EmailConfirmation = 'confirmed' | 'invalid' | 'expired' | 'taken' | 'self_excluded';

/**
 * GET /players/contacts/email-verification/confirm?token=: the link from the mail. Works without
 * a session (the mail may be opened on another device): the token alone proves the address.
 */
export async function confirmEmailByToken(db: Executor, token: string): Promise<EmailConfirmation> {
  let row;
  try {
    row = await checkLinkToken(db, 'email_verify', token, true);
  } catch (error) {
    if (isDomainError(error)) return error.code === 'code_expired' ? 'expired' : 'invalid';
    throw error;
  }
  if (row.contactId === null || row.userId === null) return 'invalid';
  const [contact] = await db
    .select()
    .from(userContacts)
    .where(and(eq(userContacts.id, row.contactId), eq(userContacts.userId, row.userId), eq(userContacts.value, row.target)))
    .limit(1);
  if (!contact) return 'invalid';
  if (contact.isVerified) return 'confirmed';
  if (await isSelfExcludedContact(db, 'email', contact.value, contact.userId)) return 'self_excluded';
  if (await standingClaimHolder(db, 'email', contact.value, 'verified', contact.userId)) return 'taken';
  try {
    await markContactVerified(db, contact);
  } catch (error) {
    if (isDomainError(error)) return 'taken';
    throw error;
  }
  return 'confirmed';
}

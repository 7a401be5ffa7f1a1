import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { RegistrationContactType } from '@/lib/domain/validation/auth-forms';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { userContacts, users } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { accountError } from './errors';
import { grantRegistrationGift } from '@/lib/platform/gifts/registration-gift';
import { achievementsOfVerifiedContact } from '@/lib/platform/achievements/achievement-events';
import { redeemAtRegistration } from '@/lib/platform/coupons/redeem';
import { grantWelcomePlayMoney } from '@/lib/platform/wallet/welcome-grant';
import { uniqueViolation } from './unique-violation';
import { releaseYieldingClaims } from './contact-claims';
import { recordSeen, type SeenFrom } from '@/lib/platform/account-links/traces';

export type UserRow = typeof users.$inferSelect;
export type ContactRow = typeof userContacts.$inferSelect;

/** A contact "claims" its value when it is primary or verified: a login identifier, unique across players. */
export const claimsValue = or(eq(userContacts.isPrimary, true), eq(userContacts.isVerified, true));

/** The player whose login identifier this is (e-mail in lower case, phone digits), or null. */
export async function findUserByContact(db: Executor, type: RegistrationContactType, value: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(userContacts)
    .innerJoin(users, eq(users.id, userContacts.userId))
    .where(and(eq(userContacts.type, type), eq(userContacts.value, value), claimsValue))
    .limit(1);
  return row?.user ?? null;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * Stores a re-made hash of the same password (new parameters), unless the hash changed meanwhile
 * (a password restore in between wins).
 */
export async function upgradePasswordHash(db: Executor, userId: number, oldHash: string, newHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, oldHash)));
}

export async function isNicknameTaken(db: Executor, nickname: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.nickName}) = lower(${nickname})`)
    .limit(1);
  return row !== undefined;
}

export interface NewUser {
  registrationContactType: RegistrationContactType;
  /** The login identifier: e-mail (lower case) or phone digits. */
  contact: string;
  /** A phone registration is proven by its SMS code; an e-mail one is verified later by a link. */
  contactVerified: boolean;
  passwordHash: string;
  birthday: string;
  currency: string;
  nickName: string | null;
  promoCode: string | null;
  /** The affiliate's referral code of the `refcode` cookie (lib/domain/affiliate/affiliate.ts). */
  refcode?: string | null;
  /** Where the registration came from: its address and device traces commit with the account (linked accounts). */
  seen?: SeenFrom;
}

/**
 * Creates a player and their primary contact. A unique violation (a race with another
 * registration) becomes the same 400 the earlier check would have given.
 */
export async function createUser(db: Executor, input: NewUser): Promise<UserRow> {
  const at = now();
  try {
    return await inTransaction(db, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          hash: randomBytes(16).toString('hex'),
          registrationContactType: input.registrationContactType,
          passwordHash: input.passwordHash,
          nickName: input.nickName,
          birthday: input.birthday,
          currency: input.currency,
          registrationPromoCode: input.promoCode,
          refcode: input.refcode ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!user) throw new Error('users insert returned nothing');
      // Another account's unverified hold on the value that yields to this claim gives way first.
      await releaseYieldingClaims(tx, input.registrationContactType, input.contact, input.contactVerified ? 'verified' : 'unverified');
      await tx.insert(userContacts).values({
        userId: user.id,
        type: input.registrationContactType,
        value: input.contact,
        isPrimary: true,
        isVerified: input.contactVerified,
        verifiedAt: input.contactVerified ? at : null,
        createdAt: at,
      });
      await grantWelcomePlayMoney(tx, user);
      await grantRegistrationGift(tx, user);
      // A phone proven by its SMS code counts as verified (no socket is open yet: nothing to announce).
      if (input.contactVerified) await achievementsOfVerifiedContact(tx, user.id, input.registrationContactType);
      if (input.promoCode) await redeemAtRegistration(tx, user.id, input.promoCode);
      if (input.seen) await recordSeen(tx, user.id, 'registration', input.seen);
      return user;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_nick_name_lower') throw accountError('nickname_taken', 'nickname');
    if (constraint === 'user_contacts_claimed') {
      throw input.registrationContactType === 'email' ? accountError('email_taken', 'email') : accountError('phone_taken', 'phone');
    }
    throw error;
  }
}

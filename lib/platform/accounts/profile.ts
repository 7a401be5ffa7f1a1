import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import type { ProfileUpdate } from '@/lib/domain/validation/profile-forms';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { BONUS_AVAILABILITY_LEVEL } from '@/lib/domain/levels/experience';
import { playerProgress, userContacts, users } from '@/lib/platform/db/schema';
import { accountError, accountNotFound } from './errors';
import { uniqueViolation } from './unique-violation';
import type { ContactRow, UserRow } from './users';

export type { ProfileDto };

/**
 * The level the player reached (player_progress, lib/platform/levels; 1 before any real-money
 * round). `bonus_availability_level`: the level from which bonuses are offered — every level today.
 */
export function levelOf(level: number | null): ProfileDto['level'] {
  return { index: level ?? 1, bonus_availability_level: BONUS_AVAILABILITY_LEVEL };
}

/** Contacts that claim their value (primary or verified) are the player's phones and e-mails; unverified ones await verification. */
export function toProfileDto(user: UserRow, contacts: ContactRow[], level: number | null): ProfileDto {
  const claimed = contacts.filter((c) => c.isPrimary || c.isVerified);
  return {
    id: user.id,
    user_id: user.id,
    level: levelOf(level),
    firstname: user.firstname,
    lastname: user.lastname,
    middlename: user.middlename,
    address: user.address,
    country: user.country,
    gender: user.gender,
    registration_contact_type: user.registrationContactType,
    birthday: user.birthday,
    birthday_verified: user.birthdayVerified,
    nick_name: user.nickName,
    multi_account: user.multiAccount,
    first_auth: user.firstAuth,
    is_verified: user.isVerified,
    currency: user.currency,
    hash: user.hash,
    phones: claimed.filter((c) => c.type === 'phone').map((c) => ({ value: c.value, is_primary: c.isPrimary, is_verified: c.isVerified })),
    emails: claimed.filter((c) => c.type === 'email').map((c) => ({ email: c.value, is_primary: c.isPrimary, is_verified: c.isVerified })),
    onVerification: contacts.filter((c) => !c.isVerified).map((c) => ({ id: c.id, type: c.type, value: c.value })),
  };
}

export async function getProfile(db: Executor, userId: number): Promise<ProfileDto> {
  const [row] = await db
    .select({ user: users, level: playerProgress.level })
    .from(users)
    .leftJoin(playerProgress, eq(playerProgress.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw accountNotFound();
  const contacts = await db
    .select()
    .from(userContacts)
    .where(eq(userContacts.userId, userId))
    .orderBy(sql`${userContacts.isPrimary} desc`, asc(userContacts.id));
  return toProfileDto(row.user, contacts, row.level);
}

/**
 * Saves the editable part of the profile (names, birthday, gender, address, country). A verified
 * birthday may only be sent unchanged (400 birthday_verified).
 */
export async function updateProfile(db: Executor, userId: number, update: ProfileUpdate): Promise<ProfileDto> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw accountNotFound();
  if (update.birthday !== undefined && update.birthday !== user.birthday && user.birthdayVerified) {
    throw accountError('birthday_verified', 'birthday');
  }
  const set: Partial<typeof users.$inferInsert> = { updatedAt: now() };
  if (update.firstname !== undefined) set.firstname = update.firstname;
  if (update.lastname !== undefined) set.lastname = update.lastname;
  if (update.middlename !== undefined) set.middlename = update.middlename;
  if (update.address !== undefined) set.address = update.address;
  if (update.country !== undefined) set.country = update.country;
  if (update.gender !== undefined) set.gender = update.gender;
  if (update.birthday !== undefined) set.birthday = update.birthday;
  await db.update(users).set(set).where(eq(users.id, userId));
  return getProfile(db, userId);
}

/**
 * A first nickname (players registered with skipNickname, or before nicknames were asked).
 * Changing one goes through support (spec §6): nickname_already_set.
 */
export async function chooseNickname(db: Executor, userId: number, nickname: string): Promise<ProfileDto> {
  try {
    const updated = await db
      .update(users)
      .set({ nickName: nickname, updatedAt: now() })
      .where(sql`${users.id} = ${userId} and ${users.nickName} is null`)
      .returning({ id: users.id });
    if (updated.length === 0) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw accountNotFound();
      throw accountError('nickname_already_set', 'nickname');
    }
  } catch (error) {
    if (uniqueViolation(error) === 'users_nick_name_lower') throw accountError('nickname_taken', 'nickname');
    throw error;
  }
  return getProfile(db, userId);
}

/** The thanks-after-registration modal was shown: first_auth ends (spec §4: shown once). */
export async function markFirstAuthSeen(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ firstAuth: false, updatedAt: now() }).where(eq(users.id, userId));
}

import 'server-only';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { keyedDigest } from '@/lib/platform/auth/keys';
import { and, eq, gt } from 'drizzle-orm';
import type { ApiErrorItem } from '@/lib/domain/api-errors';
import { CODE_TTL_SECONDS } from '@/lib/domain/auth/auth-limits';
import type { Locale } from '@/lib/domain/locales';
import type { Registration } from '@/lib/domain/validation/auth-forms';
import { PENDING_REGISTRATION_TTL_SECONDS } from '@/lib/platform/auth/limits';
import { hashPassword } from '@/lib/platform/auth/password';
import { startSession, type IssuedTokens } from '@/lib/platform/auth/sessions';
import { now } from '@/lib/platform/clock';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { ServerConfig } from '@/lib/domain/content/server-config';
import type { SeenFrom } from '@/lib/platform/account-links/traces';
import type { Executor } from '@/lib/platform/db/executor';
import { pendingRegistrations } from '@/lib/platform/db/schema';
import { accountFlows } from '@/lib/platform/work-pool/expensive-work';
import { accountError, accountErrors } from './errors';
import { sendSmsCode } from './delivery';
import { issueCode, sentAnswer } from './one-time-codes';
import { withSignUpLimits } from './sign-up-limits';
import { standingClaimHolder } from './contact-claims';
import { isSelfExcludedContact } from './self-excluded-contacts';
import { createUser, isNicknameTaken } from './users';

export interface CallerContext {
  locale: Locale;
  clientAddress: string | null;
  /** The caller's device id (the site's device cookie), where the call reads it. */
  deviceId?: string | null;
}

/** Where the caller was seen from, for the sign-up limits and the linked accounts. */
export const seenBy = (caller: CallerContext): SeenFrom => ({ address: caller.clientAddress, device: caller.deviceId ?? null });

/** Registration's caller also brings the referral code of its `refcode` cookie (already checked by cleanRefcode). */
export interface RegistrationCaller extends CallerContext {
  refcode: string | null;
}

export type RegistrationOutcome =
  | { kind: 'logged_in'; tokens: IssuedTokens }
  | { kind: 'sms'; phone: string; registrationToken: string; sent: ReturnType<typeof sentAnswer> };

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

/**
 * Registration (spec §4, §7). The sign-up limits first (sign-up-limits.ts: per address and device,
 * the captcha past a free count, a 429 past the cap), with the captcha when it is on for everybody:
 * nothing about taken e-mails or nicknames is said to a caller who has not passed it. Then every
 * conflict at once (email_taken,
 * phone_taken, nickname_taken, a currency the operator does not offer). A phone or e-mail that is a
 * verified contact of a self-excluded account is refused first (`registration_self_excluded`,
 * self-excluded-contacts.ts); an unverified e-mail of another account past its 72 hours does not
 * count as taken and is released to the newcomer (contact-claims.ts).
 * - E-mail: the account exists at once and the player is logged in.
 * - Phone: the registration waits (pending_registrations) for its SMS code; confirming the code
 *   (POST /players/phones/confirm) creates the account and logs in.
 */
export function register(db: Executor, input: Registration, caller: RegistrationCaller): Promise<RegistrationOutcome> {
  // Bounded as a whole (lib/platform/work-pool): a refusal here has written nothing.
  return accountFlows().run(() => registerNow(db, input, caller));
}

async function registerNow(db: Executor, input: Registration, caller: RegistrationCaller): Promise<RegistrationOutcome> {
  const config = await getServerConfig(db);
  return withSignUpLimits(db, seenBy(caller), { config: config.captcha, token: input.captcha_token }, () => registerAdmitted(db, input, caller, config));
}

async function registerAdmitted(db: Executor, input: Registration, caller: RegistrationCaller, config: ServerConfig): Promise<RegistrationOutcome> {
  const errors: ApiErrorItem[] = [];
  const contact = input.registration_contact_type === 'email' ? { type: 'email' as const, value: input.email } : { type: 'phone' as const, value: input.phone };
  // Before "taken": the person behind a self-excluded account is told why, whichever account holds it.
  if (await isSelfExcludedContact(db, contact.type, contact.value)) throw accountError('registration_self_excluded', contact.type);
  if (!config.currencies.includes(input.currency)) errors.push({ code: 'invalid_value', field: 'currency' });
  // An e-mail is proven later (its unverified claim yields to a fresher one only after 72 hours); a phone by its SMS code.
  if (await standingClaimHolder(db, contact.type, contact.value, contact.type === 'email' ? 'unverified' : 'verified')) {
    errors.push({ code: contact.type === 'email' ? 'email_taken' : 'phone_taken', field: contact.type });
  }
  if (input.nickname && (await isNicknameTaken(db, input.nickname))) errors.push({ code: 'nickname_taken', field: 'nickname' });
  const [first, ...more] = errors;
  if (first) throw accountErrors([first, ...more]);

  const passwordHash = await hashPassword(input.password);
  const nickName = input.nickname ?? null;
  const promoCode = input.promo_code ?? null;

  if (input.registration_contact_type === 'email') {
    const user = await createUser(db, {
      registrationContactType: 'email',
      contact: input.email,
      contactVerified: false,
      passwordHash,
      birthday: input.birthday,
      currency: input.currency,
      nickName,
      promoCode,
      refcode: caller.refcode,
      seen: seenBy(caller),
    });
    return { kind: 'logged_in', tokens: await startSession(db, user) };
  }

  const at = now();
  const registrationToken = randomBytes(32).toString('base64url');
  const pending = {
    passwordHash,
    claimHash: keyedDigest('registration-claim', registrationToken),
    birthday: input.birthday,
    currency: input.currency,
    nickName,
    promoCode,
    refcode: caller.refcode,
    createdAt: at,
    expiresAt: new Date(at.getTime() + PENDING_REGISTRATION_TTL_SECONDS * 1000),
  };
  await db
    .insert(pendingRegistrations)
    .values({ phone: input.phone, ...pending })
    .onConflictDoUpdate({ target: pendingRegistrations.phone, set: pending });
  const { code } = await issueCode(db, {
    purpose: 'phone_auth',
    target: input.phone,
    kind: 'sms',
    ttlSeconds: CODE_TTL_SECONDS,
    delivered: true,
    clientAddress: caller.clientAddress,
  });
  await sendSmsCode(db, caller.locale, input.phone, code, 'auth');
  return { kind: 'sms', phone: input.phone, registrationToken, sent: sentAnswer(CODE_TTL_SECONDS) };
}

/** Whether `token` is the one handed to the browser that wrote this registration. */
export function isRegistrationClaimant(pending: PendingRegistration, token: string | undefined): boolean {
  if (!token || !pending.claimHash) return false;
  const given = Buffer.from(keyedDigest('registration-claim', token));
  const stored = Buffer.from(pending.claimHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The phone registration waiting for this phone's code, if it has not expired. */
export async function findPendingRegistration(db: Executor, phone: string): Promise<PendingRegistration | null> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.phone, phone), gt(pendingRegistrations.expiresAt, now())))
    .limit(1);
  return row ?? null;
}

/** Turns a confirmed phone registration into an account (its SMS code was just checked), seen from the confirming caller. */
export async function completePendingRegistration(db: Executor, pending: PendingRegistration, seen: SeenFrom) {
  const user = await createUser(db, {
    registrationContactType: 'phone',
    contact: pending.phone,
    contactVerified: true,
    passwordHash: pending.passwordHash,
    birthday: pending.birthday,
    currency: pending.currency,
    nickName: pending.nickName,
    promoCode: pending.promoCode,
    refcode: pending.refcode,
    seen,
  });
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.phone, pending.phone));
  return user;
}

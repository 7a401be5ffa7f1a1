import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Accounts: players, their contacts, sessions (refresh-token families), one-time
 * codes, the messenger outbox and throttle counters. Every time that matters to a rule is
 * written by the application clock (lib/platform/clock), never by a database default, so tests
 * can move time and several instances agree.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A player (spec §3 user info). `hash` is the public id (WebSocket register, user info). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    registrationContactType: text('registration_contact_type', { enum: ['email', 'phone'] }).notNull(),
    /** scrypt, self-describing (lib/platform/auth/password.ts). */
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    middlename: text('middlename'),
    address: text('address'),
    country: text('country'),
    gender: text('gender', { enum: ['male', 'female'] }),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    birthdayVerified: boolean('birthday_verified').notNull().default(false),
    currency: text('currency').notNull(),
    multiAccount: boolean('multi_account').notNull().default(false),
    /** Spec §6 "gifts and bonuses can be disabled on an account": the operator's switch; activation answers `disabled`. */
    giftsDisabled: boolean('gifts_disabled').notNull().default(false),
    /** True until the site has shown the thanks-after-registration modal once. */
    firstAuth: boolean('first_auth').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    /** The promo code typed at registration (promotions read it later). */
    registrationPromoCode: text('registration_promo_code'),
    /** The affiliate's referral code the player arrived with (the `refcode` cookie at registration). */
    refcode: text('refcode'),
    /**
     * An account the seed made up (the demo player, the tournaments' and promotions' rivals, the
     * benchmark's players): with DEMO_DATA off it counts in no ranking and wins no prize
     * (lib/platform/demo-data/rankings.ts).
     */
    invented: boolean('invented').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  // One nickname per player whatever its case ("Lucky" and "lucky" are the same name on a leaderboard).
  (t) => [uniqueIndex('users_nick_name_lower').on(sql`lower(${t.nickName})`)],
);

/**
 * Phones and e-mails of a player. A contact that is primary or verified "claims" its value: it
 * is a login identifier and no other player may claim the same value (partial unique index).
 * Unverified secondary contacts await verification (onVerification) and claim nothing.
 */
export const userContacts = pgTable(
  'user_contacts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['phone', 'email'] }).notNull(),
    /** E-mail in lower case; phone as digits (dial code plus number). */
    value: text('value').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: ts('verified_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('user_contacts_user_type_value').on(t.userId, t.type, t.value),
    uniqueIndex('user_contacts_claimed').on(t.type, t.value).where(sql`${t.isPrimary} or ${t.isVerified}`),
  ],
);

/**
 * A phone registration waits here until its SMS code is confirmed (spec §4: confirming the code
 * creates the account and logs in). One per phone; a new attempt replaces the old one.
 */
export const pendingRegistrations = pgTable('pending_registrations', {
  phone: text('phone').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  birthday: date('birthday', { mode: 'string' }).notNull(),
  currency: text('currency').notNull(),
  nickName: text('nick_name'),
  promoCode: text('promo_code'),
  refcode: text('refcode'),
  /**
   * Keyed digest of the token the registering browser got back: only that browser may turn the
   * row into an account. The SMS code proves the phone, not who typed the password; without this
   * anyone could re-register a stranger's number with their own password and wait for the owner
   * to type the code.
   */
  claimHash: text('claim_hash').notNull().default(''),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * A login session = one refresh-token family. Revoking it (logout, reuse of a rotated token,
 * password restore) kills every refresh token of the family and, because access tokens carry
 * the session id, every access token too.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    lastRefreshedAt: ts('last_refreshed_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** logout | reuse | password_restore */
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('auth_sessions_user').on(t.userId)],
);

/**
 * Refresh tokens, stored as HMAC digests; each is used once (rotation, lib/platform/auth/sessions.ts).
 * A token is live while both `used_at` and `replaced_by` are null, and a family (session) has at
 * most one live token: the partial unique index holds that even against a bug in the rules.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** When the holder used it for a refresh. */
    usedAt: ts('used_at'),
    /**
     * The token of the family that took its place: its child after a use, or the newer token that
     * superseded it unused (a racing refresh in the grace period). Null on live tokens and on
     * tokens used before migration 0006. No foreign key: the successor's id is reserved (nextval)
     * in the statement that retires this token, before the successor's row exists; the family's
     * rows are deleted together with their session.
     */
    replacedBy: integer('replaced_by'),
  },
  (t) => [
    index('refresh_tokens_session').on(t.sessionId),
    uniqueIndex('refresh_tokens_one_live').on(t.sessionId).where(sql`${t.usedAt} is null and ${t.replacedBy} is null`),
  ],
);

/**
 * One-time codes and links: SMS codes (login, registration, phone verification, restore) and
 * e-mail tokens (restore link, e-mail verification). Stored as HMAC digests. Only the latest row
 * of a (purpose, target) is valid; the rows of the last 24 hours are also the send counters.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['phone_auth', 'phone_verify', 'password_restore', 'email_verify'] }).notNull(),
    /** Where the code went: phone digits or e-mail. */
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Set null, not cascade: the send history of a target must outlive a contact deleted and added again.
    contactId: integer('contact_id').references(() => userContacts.id, { onDelete: 'set null' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    /** Set when the message was really sent (a request for an unknown account sends nothing). */
    delivered: boolean('delivered').notNull().default(false),
  },
  (t) => [
    index('one_time_codes_target').on(t.purpose, t.target, t.createdAt),
    index('one_time_codes_hash').on(t.codeHash),
    index('one_time_codes_created').on(t.createdAt),
  ],
);

/** Every SMS and e-mail the default messenger "sends" (spec: codes readable in development and tests). */
export const messengerOutbox = pgTable(
  'messenger_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    meta: jsonb('meta').$type<Record<string, string>>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('messenger_outbox_recipient').on(t.recipient, t.id)],
);

/**
 * Fixed-window counters for security limits (failed logins per account and per address, code
 * requests per address). In the database so every instance behind a load balancer counts the
 * same hits; incremented with one atomic upsert.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('throttle_counters_window').on(t.windowStart)],
);

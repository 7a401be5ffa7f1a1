/**
 * The numbers behind the validation rules (spec platform §5, play-promos §5 and §9). Forms read
 * them for message parameters ("at least {min} characters") and input attributes; the zod
 * schemas of this folder use the same constants, so browser and server never disagree.
 */

/** Passwords: the spec gives no length; 8 is the usual floor for a money account. */
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work of hashing a hostile input. */
export const PASSWORD_MAX_LENGTH = 128;

/** First, last and middle name (play-promos §9: name maximum 35). */
export const NAME_MAX_LENGTH = 35;

/** Nickname: the spec's second name rule (Latin letters, digits, dot, hyphen). */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 20;

/** Phone numbers are dial code plus number, digits only (play-promos §5: minimum 8). */
export const PHONE_MIN_LENGTH = 8;
/** E.164 allows at most 15 digits. */
export const PHONE_MAX_LENGTH = 15;

/** SMS codes have exactly this many digits, shown as ##-## (play-promos §5). */
export const SMS_CODE_LENGTH = 4;

/** RFC 5321 path limit. */
export const EMAIL_MAX_LENGTH = 254;

/** Input maximum length default (play-promos §5): address, country. */
export const INPUT_MAX_LENGTH = 150;

/** Registration under this age is forbidden (spec §1, §9). */
export const AGE_LIMIT = 18;
/** Birthdays before this year are typing mistakes, not players. */
export const MIN_BIRTH_YEAR = 1900;

/** Promo codes: Latin letters, digits, underscore, hyphen. */
export const PROMO_CODE_MIN_LENGTH = 3;
export const PROMO_CODE_MAX_LENGTH = 32;

/** One-time codes and links arrive as text; anything longer is not one of ours. */
export const CODE_MAX_LENGTH = 200;

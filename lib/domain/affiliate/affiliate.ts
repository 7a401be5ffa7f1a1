/**
 * Affiliate tracking (spec platform §4): a referral code arrives in the query string
 * (`?refcode=…`), is kept in a cookie for REFCODE_MAX_AGE_S and stored with the player at
 * registration (users.refcode).
 */
export const REFCODE_PARAM = 'refcode';
export const REFCODE_COOKIE = 'refcode';
/** Letters, digits, `_` and `-`, at most 64: anything else is not a referral code and is ignored. */
export const REFCODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function cleanRefcode(value: string | null | undefined): string | null {
  return value && REFCODE_PATTERN.test(value) ? value : null;
}

/** 30 days: a visitor who comes back within a month to register still counts for the partner. */
export const REFCODE_MAX_AGE_S = 30 * 86_400;

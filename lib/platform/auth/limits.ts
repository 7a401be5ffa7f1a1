import 'server-only';
/**
 * Server-only security limits of the auth flows (the browser-visible ones and the login
 * throttles are in lib/domain/auth/auth-limits.ts). All counted in the database (throttle_counters, one_time_codes),
 * so they hold across several instances.
 */

/** Code and link requests (SMS, e-mail) per client address per hour: SMS-pumping guard. */
export const CODE_REQUESTS_PER_ADDRESS = 30;
export const CODE_REQUEST_WINDOW_SECONDS = 3600;

/** Wrong codes per client address per hour (on top of the per-code attempt limit). */
export const CODE_FAILURES_PER_ADDRESS = 30;

/** E-mail links live longer than SMS codes: mail is slow and read later. */
export const RESTORE_LINK_TTL_SECONDS = 3600;
export const EMAIL_VERIFY_LINK_TTL_SECONDS = 86_400;

/** A phone registration waits this long for its SMS code (codes themselves expire in 10 min). */
export const PENDING_REGISTRATION_TTL_SECONDS = 86_400;

/**
 * A rotated refresh token presented again within this many seconds is taken for a race between
 * two tabs of one browser (both saw the same expired access token), not for theft: it gets a
 * fresh pair in the same family, which supersedes the family's live token (one live token per
 * family, lib/platform/auth/sessions.ts). Later reuse revokes the whole family.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/**
 * A login (refresh family) with no refresh for this long ends: a forgotten browser on a shared
 * computer, or a stolen cookie nobody uses, stops being a way in. 30 days, as many operators do;
 * SESSION_IDLE_DAYS changes it (any positive number of days; 0 turns the idle timeout off).
 */
export const DEFAULT_SESSION_IDLE_DAYS = 30;

/** The idle timeout in seconds, or null when the operator turned it off. */
export function sessionIdleSeconds(): number | null {
  const raw = process.env.SESSION_IDLE_DAYS?.trim();
  const days = raw ? Number(raw) : DEFAULT_SESSION_IDLE_DAYS;
  if (days === 0) return null;
  return Math.round((Number.isFinite(days) && days > 0 ? days : DEFAULT_SESSION_IDLE_DAYS) * 86_400);
}

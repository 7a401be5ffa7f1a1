/**
 * Auth constants the browser needs too (spec platform §9, play-promos §9): resend timers,
 * code lifetime, cookie lifetimes, and the login throttles a refused player meets (documented
 * in docs/API.md). Server-only limits live in lib/platform/auth/limits.ts.
 */

/** A new SMS code (or e-mail link) may be asked for this long after the previous one. */
export const CODE_RESEND_SECONDS = 35;
/** An SMS code is valid this long. */
export const CODE_TTL_SECONDS = 600;
/** "Sent too often": after SENDS_BEFORE_PAUSE sends within this window, wait until it ends. */
export const SEND_PAUSE_SECONDS = 300;
export const SENDS_BEFORE_PAUSE = 3;
/** Sends per contact in 24 hours before the ReachedLimit step (is_max_attempts_used). */
export const MAX_SENDS_PER_DAY = 10;
/** Wrong entries of one code before it is burnt (is_max_attempts_used). */
export const MAX_CODE_ATTEMPTS = 5;

/** Access tokens (JWT) live this long. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;
/** The cookie treats the access token as expired this much earlier (spec §9: lifetime minus 5 s). */
export const ACCESS_EXPIRY_MARGIN_SECONDS = 5;
/** Session cookie and refresh token lifetime (spec §9). */
export const REFRESH_TOKEN_TTL_SECONDS = 32_140_800;

/**
 * Login throttles (POST /json-api/login), counted per window of LOGIN_WINDOW_SECONDS. Built so a
 * stranger typing wrong passwords for someone's login cannot lock its owner out:
 * - hard, per login and client address: the LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS + 1-th
 *   attempt from one address for one login → 429 for that address and login until the window
 *   ends, even with the right password. The owner on another address is not touched.
 * - hard, per client address: more than LOGIN_FAILURES_PER_ADDRESS attempts from one address,
 *   whatever the logins → 429 for that address (one machine guessing many accounts).
 * - soft, per login across addresses: once a login has more than
 *   LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES failed attempts in the window from all addresses
 *   together (a guess spread over many machines), addresses that have themselves failed for it
 *   get one attempt per LOGIN_SLOWDOWN_SECONDS between them, and 429 with a Retry-After of at
 *   most that otherwise. An address without a failure for the login — the owner's, as a rule —
 *   is not slowed at all.
 * A successful login forgets its address's failures for that login. Without a client address
 * (a handler called outside the custom server) the per-address parts are skipped and the hard
 * limit falls back to the login alone.
 */
export const LOGIN_WINDOW_SECONDS = 900;
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const LOGIN_SLOWDOWN_AFTER_ACCOUNT_FAILURES = 10;
export const LOGIN_SLOWDOWN_SECONDS = 5;

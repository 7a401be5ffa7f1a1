/**
 * Auth constants the browser needs too (spec platform §9, play-promos §9): resend timers,
 * code lifetime, cookie lifetimes. Server-only limits live in lib/platform/auth/limits.ts.
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

/**
 * A cookie without secrets that travels with the httpOnly session cookie: scripts can read it,
 * so a page (the same HTML for everyone) knows at first paint that a player is probably here,
 * and shows the player's header instead of the login buttons while the profile loads. It
 * proves nothing; every call is still authenticated by the session cookie.
 */
export const AUTH_HINT_COOKIE = 'croupier_auth';

/**
 * The `redirect` query of the login page (spec §2 guards) is typed by anyone: only a path of
 * this site counts ("/profile?tab=1"), never another origin ("//evil.example", "https://…")
 * or the auth screens themselves (which would loop).
 */
const AUTH_SCREENS = /^\/(?:(?:en|it)\/)?(?:login|registration|remind|new-password)(?:[/?#]|$)/;

export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (AUTH_SCREENS.test(raw)) return null;
  return raw;
}

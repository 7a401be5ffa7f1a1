import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';

/**
 * True when the auth hint cookie is there, i.e. a player is probably logged in. Kept apart from
 * the session store so the header can decide whether to load the player's code at all: a guest's
 * first load carries neither the store nor the API client.
 */
export function hasAuthHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((c) => c.trim().startsWith(`${AUTH_HINT_COOKIE}=`));
}

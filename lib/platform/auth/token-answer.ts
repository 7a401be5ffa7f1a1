import 'server-only';
import type { IssuedTokens } from './sessions';

/**
 * The body of every call that logs in (login, registration, SMS confirm, restore, refresh):
 * the two tokens (spec §3; the client reads expiry from the tokens' iat and exp). The route
 * also calls ctx.setSession(tokens) so the browser gets them in the sealed cookie.
 */
export function tokenAnswer(tokens: IssuedTokens): { accessToken: string; refreshToken: string } {
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

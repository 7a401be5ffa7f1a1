import 'server-only';
import { rotateRefreshToken } from '@/lib/platform/auth/sessions';
import { tokenAnswer } from '@/lib/platform/auth/token-answer';
import { getDb } from '@/lib/platform/db/client';
import { handle, unauthorized } from '@/lib/platform/http';
import { endSessionSockets } from '@/lib/platform/realtime/session-sockets';
import { refreshBody } from './call-bodies';

/**
 * New tokens for a refresh token (spec §7), from the body `{ refreshToken }` or else from the
 * session cookie. The token is used up (rotation); a failed refresh is 401 `unauthorized` and
 * deletes the cookie (the client then logs out, spec §8), a malformed body 400. The new tokens go
 * back the way the old one came: in the body to a caller that sent it there, in the renewed
 * cookie alone when the cookie held it (`{ success: true }`), so page scripts never see one.
 */
export const refreshCall = handle(async (_req, ctx) => {
  const body = await ctx.body(refreshBody());
  const token = body.refreshToken ?? (await ctx.readSession()).refreshToken;
  if (!token) {
    ctx.clearSession();
    throw unauthorized();
  }
  const result = await rotateRefreshToken(await getDb(), token);
  if (!result.ok) {
    // A reused token revoked its family: the family's sockets close too (on every instance).
    if ('revokedSessionId' in result) await endSessionSockets([result.revokedSessionId]);
    ctx.clearSession();
    throw unauthorized();
  }
  ctx.setSession(result.tokens);
  return tokenAnswer(result.tokens, body.refreshToken ? 'body' : 'cookie');
});

import { successAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { refreshTokenBodySchema } from '@/lib/domain/validation/auth-forms';
import { logout } from '@croupier/platform/accounts/logout';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Logout (not in the spec's call list; the browser needs one because its tokens sit in an
 * httpOnly cookie it cannot clear). Ends the session of the cookie, of the body's refreshToken
 * or of the bearer token, and deletes the cookie. Always 200: logging out twice is fine.
 */
export const POST = handle(async (req, ctx) => {
  const { refreshToken } = await ctx.body();
  const session = await ctx.readSession();
  await logout(ctx.db, { refreshToken: refreshToken ?? session.refreshToken, bearer: req.headers.get('authorization'), cookieAccessToken: session.accessToken });
  ctx.clearSession();
  return { success: true };
}, { body: refreshTokenBodySchema, answer: successAnswerSchema, summary: 'Ends the session of the cookie, of the refresh token or of the bearer token; always 200' });

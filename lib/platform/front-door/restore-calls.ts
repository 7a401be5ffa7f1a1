import 'server-only';
import { checkPasswordRestoreCode, requestPasswordRestore, restorePassword } from '@/lib/platform/accounts/password-restore';
import { loginDelivery, tokenAnswer } from '@/lib/platform/auth/token-answer';
import { handle } from '@/lib/platform/http';
import { restoreBody, restoreCheckBody, restoreRequestBody } from './call-bodies';

/** Restore step 1: `{ email }` gets a link, `{ phone }` an SMS code. The same answer whether or not the account exists. */
export const restoreRequestCall = handle(async (_req, ctx) => requestPasswordRestore(ctx.db, await ctx.body(restoreRequestBody()), ctx), { restrictedArea: true });

/** Restore step 2: `{ code }` (link token) or `{ phone, code }` (SMS) → 200, or 400 invalid_code / code_expired. */
export const restoreCheckCall = handle(async (_req, ctx) => checkPasswordRestoreCode(ctx.db, await ctx.body(restoreCheckBody()), ctx), { restrictedArea: true });

/** Restore step 3: the new password; every other session of the player ends; logs in → tokens. */
export const restoreCall = handle(async (req, ctx) => {
  const tokens = await restorePassword(ctx.db, await ctx.body(restoreBody()), ctx);
  ctx.setSession(tokens);
  return tokenAnswer(tokens, loginDelivery(req.headers));
}, { restrictedArea: true });

import { restoreSchema } from '@/lib/domain/validation/auth-forms';
import { restorePassword } from '@/lib/platform/accounts/password-restore';
import { loginDelivery, tokenAnswer } from '@/lib/platform/auth/token-answer';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** Restore step 3: the new password; every other session of the player ends; logs in → tokens. */
export const POST = handle(async (req, ctx) => {
  const tokens = await restorePassword(ctx.db, await ctx.body(restoreSchema), ctx);
  ctx.setSession(tokens);
  return tokenAnswer(tokens, loginDelivery(req.headers));
}, { restrictedArea: true });

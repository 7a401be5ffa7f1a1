import { z } from 'zod';
import { profileChangeAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { tokenAnswerSchema } from '@croupier/platform/auth/token-answer';
import { phoneConfirmBodySchema } from '@/lib/domain/validation/auth-forms';
import { confirmPhoneVerification } from '@croupier/platform/accounts/contacts';
import { confirmPhoneAuthCode } from '@croupier/platform/accounts/phone-auth';
import { getProfile } from '@croupier/platform/accounts/profile';
import { loginDelivery, tokenAnswer } from '@croupier/platform/auth/token-answer';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Confirms an SMS code. Without a session: logs in (spec §4: "confirming an SMS code logs the
 * user in"), creating the account of a waiting phone registration first → tokens. With a
 * session: the phone awaiting verification becomes the player's → `{ success, data: profile }`.
 */
export const POST = handle(
  async (req, ctx) => {
    const { phone, code, registration_token } = await ctx.body();
    if (ctx.user) {
      await confirmPhoneVerification(ctx.db, ctx.user.id, phone, code, ctx);
      return { success: true, data: await getProfile(ctx.db, ctx.user.id) };
    }
    const tokens = await confirmPhoneAuthCode(ctx.db, phone, code, registration_token, { locale: ctx.locale, clientAddress: ctx.clientAddress, deviceId: ctx.device() });
    ctx.setSession(tokens);
    return tokenAnswer(tokens, loginDelivery(req.headers));
  },
  {
    auth: 'optional',
    restrictedArea: true,
    answer: z.union([profileChangeAnswerSchema, tokenAnswerSchema]),
    body: phoneConfirmBodySchema,
    summary: "Confirms an SMS code: a guest is logged in (tokens), a player's phone becomes verified",
    errors: { 400: ['invalid_code', 'code_expired', 'code_required', 'contact_not_found', 'contact_already_verified'], 429: ['is_max_attempts_used', 'too_many_attempts'] },
  },
);

import { sentCodeAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { phoneVerifySchema } from '@/lib/domain/validation/auth-forms';
import { requestPhoneVerificationCode } from '@croupier/platform/accounts/contacts';
import { requestPhoneAuthCode } from '@croupier/platform/accounts/phone-auth';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Sends an SMS code. Without a session: a login code (or the code of a waiting phone
 * registration), answered alike whether or not the phone has an account. With a session: the
 * code that verifies the player's phone awaiting verification.
 */
export const POST = handle(
  async (_req, ctx) => {
    const { phone } = await ctx.body();
    if (ctx.user) return requestPhoneVerificationCode(ctx.db, ctx.user.id, phone, ctx);
    return requestPhoneAuthCode(ctx.db, phone, ctx);
  },
  {
    auth: 'optional',
    restrictedArea: true,
    body: phoneVerifySchema,
    answer: sentCodeAnswerSchema,
    summary: "Sends an SMS code: a login code to a guest, the phone's verification code to a player",
    errors: { 400: ['contact_not_found', 'contact_already_verified'], 429: ['sent_too_often', 'code_resend_too_early', 'is_max_attempts_used', 'request_limit_exceeded'] },
  },
);

import 'server-only';
import { loginWithPassword } from '@/lib/platform/accounts/login';
import { loginDelivery, tokenAnswer } from '@/lib/platform/auth/token-answer';
import { handle, isRefusal, refusalAnswer, withExtra } from '@/lib/platform/http';
import { serverText } from '@/lib/platform/i18n/server-texts';
import { exclusionLoginMessage } from '@/lib/platform/protection/exclusion-message';
import { loginBody } from './call-bodies';

/**
 * Login with e-mail or phone and password. A refusal (401 invalid_credentials, 429
 * too_many_attempts, 403 account_timed_out / account_self_excluded with `until`) carries `message`, the text to show in the caller's language (spec §7:
 * "on 401 with a message in the body the body is thrown to the caller").
 */
export const loginCall = handle(async (req, ctx) => {
  const input = await ctx.body(loginBody());
  try {
    const tokens = await loginWithPassword(ctx.db, input, { address: ctx.clientAddress, device: ctx.device() });
    ctx.setSession(tokens);
    return tokenAnswer(tokens, loginDelivery(req.headers));
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const { status, body } = refusalAnswer(error);
    const code = body.errors[0]?.code;
    if (code === 'account_timed_out' || code === 'account_self_excluded') {
      const until = typeof body.until === 'string' ? body.until : null;
      throw withExtra(error, { message: exclusionLoginMessage(ctx.locale, code, until) });
    }
    if (code && (status === 401 || status === 429)) throw withExtra(error, { message: serverText(ctx.locale, `apiErrors.${code}`) });
    throw error;
  }
}, { restrictedArea: true });

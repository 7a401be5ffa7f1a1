import { loginSchema } from '@/lib/domain/validation/auth-forms';
import { loginCall } from '@croupier/platform/front-door/login-call';
import { tokenAnswerSchema } from '@croupier/platform/auth/token-answer';
import { describeCall } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Login: lib/platform/front-door/login-call.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = describeCall(loginCall, {
  body: loginSchema,
  answer: tokenAnswerSchema,
  summary: 'Logs in with e-mail or phone and password: tokens (a refusal carries message, the text to show)',
  errors: { 401: ['invalid_credentials'], 403: ['account_timed_out', 'account_self_excluded'], 429: ['too_many_attempts'], 503: ['busy'] },
});

import { sentCodeAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { restoreRequestSchema } from '@/lib/domain/validation/auth-forms';
import { restoreRequestCall } from '@croupier/platform/front-door/restore-calls';
import { describeCall } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Restore step 1: lib/platform/front-door/restore-calls.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = describeCall(restoreRequestCall, {
  body: restoreRequestSchema,
  answer: sentCodeAnswerSchema,
  summary: 'Password restore, step 1: a link to the e-mail or an SMS code to the phone (the same answer whether or not the account exists)',
  errors: { 429: ['sent_too_often', 'code_resend_too_early', 'request_limit_exceeded', 'is_max_attempts_used'] },
});

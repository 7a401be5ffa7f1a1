import { successAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { restoreCheckSchema } from '@/lib/domain/validation/auth-forms';
import { restoreCheckCall } from '@croupier/platform/front-door/restore-calls';
import { describeCall } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Restore step 2: lib/platform/front-door/restore-calls.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = describeCall(restoreCheckCall, {
  body: restoreCheckSchema,
  answer: successAnswerSchema,
  summary: 'Password restore, step 2: checks the link token or the SMS code',
  errors: { 400: ['invalid_code', 'code_expired'], 429: ['too_many_attempts'] },
});

import { tokenAnswerSchema } from '@croupier/platform/auth/token-answer';
import { restoreSchema } from '@/lib/domain/validation/auth-forms';
import { restoreCall } from '@croupier/platform/front-door/restore-calls';
import { describeCall } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Restore step 3: lib/platform/front-door/restore-calls.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = describeCall(restoreCall, {
  body: restoreSchema,
  answer: tokenAnswerSchema,
  summary: "Password restore, step 3: the new password; ends the player's other sessions and logs in (tokens)",
  errors: { 400: ['invalid_code', 'code_expired'], 429: ['too_many_attempts'], 503: ['busy'] },
});

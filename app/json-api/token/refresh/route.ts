import { refreshTokenBodySchema } from '@/lib/domain/validation/auth-forms';
import { refreshCall } from '@croupier/platform/front-door/refresh-call';
import { tokenAnswerSchema } from '@croupier/platform/auth/token-answer';
import { describeCall } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * The token refresh: lib/platform/front-door/refresh-call.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = describeCall(refreshCall, {
  body: refreshTokenBodySchema,
  answer: tokenAnswerSchema,
  summary: 'New tokens for a refresh token from the body or the session cookie (the old one is used up)',
  errors: { 401: ['unauthorized'] },
});

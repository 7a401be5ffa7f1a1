import { registrationSchema } from '@/lib/domain/validation/auth-forms';
import { now } from '@croupier/platform/clock';
import { registrationCall } from '@croupier/platform/front-door/registration-call';
import { z } from 'zod';
import { phoneRegistrationAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { tokenAnswerSchema } from '@croupier/platform/auth/token-answer';
import { describeCall } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Registration: lib/platform/front-door/registration-call.ts, answered by the custom server before Next
 * (front-door.ts there); this file serves the same call to whatever reaches Next (`next dev`).
 */
export const POST = describeCall(registrationCall, {
  // The call builds its schema per request (today's birthday rule, the config's nickname rule); this is the same schema as of start-up, with the nickname.
  body: registrationSchema({ today: now(), nicknameRequired: true }),
  answer: z.union([tokenAnswerSchema, phoneRegistrationAnswerSchema]),
  summary: 'Registers by e-mail (tokens, logged in) or by phone (an SMS code to confirm)',
  errors: {
    400: ['email_taken', 'phone_taken', 'nickname_taken', 'captcha_required', 'captcha_invalid', 'registration_self_excluded', 'invalid_code'],
    429: ['registration_limit_reached'],
    503: ['busy'],
  },
});

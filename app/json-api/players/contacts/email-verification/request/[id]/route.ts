import { sentCodeAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { requestEmailVerification } from '@croupier/platform/accounts/contacts';
import { handle, pathId } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Mails a confirmation link to the player's e-mail awaiting verification (contact id from onverification). */
export const POST = handle<{ id: string }>(async (_req, ctx) => requestEmailVerification(ctx.db, ctx.user.id, pathId(ctx.params.id), ctx), {
  auth: 'required',
  answer: sentCodeAnswerSchema,
  summary: "Mails a confirmation link to the player's e-mail awaiting verification",
  errors: { 400: ['contact_already_verified'], 429: ['sent_too_often', 'code_resend_too_early', 'is_max_attempts_used'] },
});

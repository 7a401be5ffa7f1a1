import { successAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { markFirstAuthSeen } from '@croupier/platform/accounts/profile';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * The site showed the thanks-after-registration modal: `first_auth` becomes false, so the modal
 * is shown once (spec §4). Not in the spec's call list. Idempotent.
 */
export const POST = handle(
  async (_req, ctx) => {
    await markFirstAuthSeen(ctx.db, ctx.user.id);
    return { success: true };
  },
  { auth: 'required', answer: successAnswerSchema, summary: 'The site showed the thanks-after-registration modal (first_auth becomes false)' },
);

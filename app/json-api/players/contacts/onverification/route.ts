import { z } from 'zod';
import { contactDtoSchema } from '@croupier/platform/accounts/account-answers';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { contactsOnVerification } from '@croupier/platform/accounts/contacts';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The player's contacts awaiting verification: `{ data: [{ id, type, value }] }`. */
export const GET = handle(async (_req, ctx) => ({ data: await contactsOnVerification(ctx.db, ctx.user.id) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(z.array(contactDtoSchema)),
  summary: "The player's contacts awaiting verification",
});

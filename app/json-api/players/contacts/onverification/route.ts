import { z } from 'zod';
import { contactDtoSchema } from '@/lib/platform/accounts/account-answers';
import { dataAnswer } from '@/lib/platform/answer-schema';
import { contactsOnVerification } from '@/lib/platform/accounts/contacts';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** The player's contacts awaiting verification: `{ data: [{ id, type, value }] }`. */
export const GET = handle(async (_req, ctx) => ({ data: await contactsOnVerification(ctx.db, ctx.user.id) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(z.array(contactDtoSchema)),
  summary: "The player's contacts awaiting verification",
});

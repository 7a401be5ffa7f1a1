import { listAnswer } from '@croupier/platform/answer-schema';
import { payoutDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { listNewPayouts } from '@croupier/platform/cashbox/history';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The withdraw requests still waiting for the operator (cancellable): `{ data: { data: PayoutDto[] } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { data: await listNewPayouts(ctx.db, ctx.user.id, ctx.locale) } }), {
  auth: 'required',
  cache: 'private',
  answer: listAnswer(payoutDtoSchema),
  summary: 'The payout requests still waiting for the operator (cancellable)',
});

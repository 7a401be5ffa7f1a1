import { getBalance } from '@croupier/platform/accounts/balance';
import { balanceDtoSchema } from '@croupier/platform/accounts/account-answers';
import { dataAnswer } from '@croupier/platform/answer-schema';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The player's balances (spec §3) from the money ledger, minor units. */
export const GET = handle(async (_req, ctx) => ({ data: await getBalance(ctx.db, ctx.user.id) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(balanceDtoSchema),
  summary: "The player's balances from the money ledger, in minor units",
});

import { dataAnswer } from '@croupier/platform/answer-schema';
import { payoutDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { pathMethod, payoutBodySchema } from '@croupier/platform/cashbox/cashbox-inputs';
import { createPayout } from '@croupier/platform/cashbox/payouts';
import { handle, type ApiHandler } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';
import type { AuthUser } from '@croupier/platform/auth/request-auth';

export const dynamic = 'force-dynamic';

/**
 * A payout request (PayoutSystemDto.url; `method` says POST, PUT is taken too): holds the money
 * until the operator pays or declines it. `{ data: PayoutDto }`; one request per key
 * (`Idempotency-Key` or `requestId`, docs/API.md "Idempotency").
 */
const request: ApiHandler<{ method: string }, AuthUser, typeof payoutBodySchema> = async (req, ctx) => {
  const method = pathMethod(ctx.params.method);
  const body = await ctx.body();
  return idempotentCall(req, ctx, 'payout_request', async (db) => ({
    data: await createPayout(db, { userId: ctx.user.id, method, amount: body.amount, account: body.account, locale: ctx.locale }),
  }));
};

const declaration = {
  auth: 'required',
  body: payoutBodySchema,
  idempotent: true,
  answer: dataAnswer(payoutDtoSchema),
  summary: 'A payout request: the money is held until the operator pays or declines it (POST, or PUT)',
  errors: {
    400: ['method_unavailable', 'amount_out_of_range', 'not_enough_funds', 'phone_not_verified', 'documents_not_verified', 'wagering_not_complete', 'invalid_account'],
    403: ['account_timed_out', 'account_self_excluded'],
  },
} as const;

export const POST = handle(request, declaration);
export const PUT = handle(request, declaration);

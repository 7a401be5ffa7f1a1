import { pathMethod, payoutBodySchema } from '@/lib/platform/cashbox/cashbox-inputs';
import { createPayout } from '@/lib/platform/cashbox/payouts';
import { handle, type ApiHandler } from '@/lib/platform/http';
import { idempotentCall } from '@/lib/platform/idempotency/idempotent-call';
import type { AuthUser } from '@/lib/platform/auth/request-auth';

export const dynamic = 'force-dynamic';

/**
 * A payout request (PayoutSystemDto.url; `method` says POST, PUT is taken too): holds the money
 * until the operator pays or declines it. `{ data: PayoutDto }`; one request per key
 * (`Idempotency-Key` or `requestId`, docs/API.md "Idempotency").
 */
const request: ApiHandler<{ method: string }, AuthUser> = async (req, ctx) => {
  const method = pathMethod(ctx.params.method);
  const body = await ctx.body(payoutBodySchema);
  return idempotentCall(req, ctx, 'payout_request', async (db) => ({
    data: await createPayout(db, { userId: ctx.user.id, method, amount: body.amount, account: body.account, locale: ctx.locale }),
  }));
};

export const POST = handle(request, { auth: 'required' });
export const PUT = handle(request, { auth: 'required' });

import { pathMethod, payoutBodySchema } from '@/lib/platform/cashbox/cashbox-inputs';
import { createPayout } from '@/lib/platform/cashbox/payouts';
import { handle, type ApiHandler } from '@/lib/platform/http';
import type { AuthUser } from '@/lib/platform/auth/request-auth';

export const dynamic = 'force-dynamic';

/**
 * A payout request (PayoutSystemDto.url; `method` says POST, PUT is taken too): holds the money
 * until the operator pays or declines it. `{ data: PayoutDto }`.
 */
const request: ApiHandler<{ method: string }, AuthUser> = async (_req, ctx) => {
  const method = pathMethod(ctx.params.method);
  const body = await ctx.body(payoutBodySchema);
  return { data: await createPayout(ctx.db, { userId: ctx.user.id, method, amount: body.amount, account: body.account, locale: ctx.locale }) };
};

export const POST = handle(request, { auth: 'required' });
export const PUT = handle(request, { auth: 'required' });

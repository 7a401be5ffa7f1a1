import { dataAnswer } from '@croupier/platform/answer-schema';
import { depositStartDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { rbkInvoiceBodySchema } from '@croupier/platform/cashbox/cashbox-inputs';
import { startDeposit } from '@croupier/platform/cashbox/deposits';
import { handle } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';

export const dynamic = 'force-dynamic';

/**
 * Starts a deposit with a method of the `rbk` flow: `{ data: { redirectUrl, deposit_id } }`; one
 * deposit per key (`Idempotency-Key` or `requestId`, docs/API.md "Idempotency").
 */
export const POST = handle(
  async (req, ctx) => {
    const body = await ctx.body();
    return idempotentCall(req, ctx, 'deposit_start', async (db) => ({
      data: await startDeposit(db, { userId: ctx.user.id, flow: 'rbk', method: body.method, amount: body.amount, locale: ctx.locale }),
    }));
  },
  {
    auth: 'required',
    body: rbkInvoiceBodySchema,
    idempotent: true,
    answer: dataAnswer(depositStartDtoSchema),
    summary: 'Starts a deposit with a method of the rbk flow: the payment page to open',
    errors: { 400: ['method_unavailable', 'amount_out_of_range', 'deposit_limit_exceeded', 'server_problems', 'player_deposit_limit_exceeded', 'gift_not_available'], 403: ['account_timed_out', 'account_self_excluded'] },
  },
);

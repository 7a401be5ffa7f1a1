import { dataAnswer } from '@croupier/platform/answer-schema';
import { depositStartDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { pathAmount, pathMethod } from '@croupier/platform/cashbox/cashbox-inputs';
import { startDeposit } from '@croupier/platform/cashbox/deposits';
import { violatesCsrfRule } from '@croupier/platform/auth/request-auth';
import { ApiError, handle } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';

export const dynamic = 'force-dynamic';

/**
 * Starts a deposit with a method of the `marbella` flow: `{ data: { redirectUrl, deposit_id } }`.
 * A GET by the spec, yet it writes a deposit that holds part of the daily limit, so it keeps the
 * CSRF rule of state-changing calls: another site's <img> must not start deposits for a player.
 * Its key can only come as `Idempotency-Key` (no body; docs/API.md "Idempotency").
 */
export const GET = handle<{ method: string; amount: string }>(
  async (req, ctx) => {
    if (violatesCsrfRule({ method: 'POST', headers: req.headers })) throw new ApiError(403, [{ code: 'csrf' }]);
    const method = pathMethod(ctx.params.method);
    const amount = pathAmount(ctx.params.amount);
    return idempotentCall(req, ctx, 'deposit_start', async (db) => ({ data: await startDeposit(db, { userId: ctx.user.id, flow: 'marbella', method, amount, locale: ctx.locale }) }));
  },
  {
    auth: 'required',
    cache: 'private',
    idempotent: true,
    answer: dataAnswer(depositStartDtoSchema),
    summary: 'Starts a deposit with a method of the marbella flow (a GET that keeps the CSRF rule): the payment page to open',
    errors: { 400: ['method_unavailable', 'amount_out_of_range', 'deposit_limit_exceeded', 'server_problems', 'player_deposit_limit_exceeded', 'gift_not_available'], 403: ['csrf', 'account_timed_out', 'account_self_excluded'] },
  },
);

import { dataAnswer } from '@croupier/platform/answer-schema';
import { payoutCancelSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { payoutCancelBodySchema } from '@croupier/platform/cashbox/cashbox-inputs';
import { cancelPayout } from '@croupier/platform/cashbox/payouts';
import { handle } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';

export const dynamic = 'force-dynamic';

/**
 * The player cancels a waiting payout request; the money returns to the balance. `{ data: { status } }`;
 * a repeat with the same key answers the first cancel (docs/API.md "Idempotency").
 */
export const POST = handle(
  async (req, ctx) => {
    const { transaction_id } = await ctx.body();
    return idempotentCall(req, ctx, 'payout_cancel', async (db) => ({ data: await cancelPayout(db, ctx.user.id, transaction_id) }));
  },
  { auth: 'required', body: payoutCancelBodySchema, idempotent: true, answer: dataAnswer(payoutCancelSchema), summary: 'Cancels a waiting payout request: the money returns to the balance', errors: { 400: ['payout_not_found', 'payout_not_cancellable'] } },
);

import { payoutCancelBodySchema } from '@/lib/platform/cashbox/cashbox-inputs';
import { cancelPayout } from '@/lib/platform/cashbox/payouts';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** The player cancels a waiting payout request; the money returns to the balance. `{ data: { status } }`. */
export const POST = handle(
  async (_req, ctx) => {
    const { transaction_id } = await ctx.body(payoutCancelBodySchema);
    return { data: await cancelPayout(ctx.db, ctx.user.id, transaction_id) };
  },
  { auth: 'required' },
);

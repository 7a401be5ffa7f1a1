import { rbkInvoiceBodySchema } from '@/lib/platform/cashbox/cashbox-inputs';
import { startDeposit } from '@/lib/platform/cashbox/deposits';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** Starts a deposit with a method of the `rbk` flow: `{ data: { redirectUrl, deposit_id } }`. */
export const POST = handle(
  async (_req, ctx) => {
    const body = await ctx.body(rbkInvoiceBodySchema);
    return { data: await startDeposit(ctx.db, { userId: ctx.user.id, flow: 'rbk', method: body.method, amount: body.amount, locale: ctx.locale }) };
  },
  { auth: 'required' },
);

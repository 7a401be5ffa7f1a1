import { dataAnswer } from '@croupier/platform/answer-schema';
import { sandboxInvoiceDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { sandboxCompleteBodySchema } from '@croupier/platform/cashbox/cashbox-inputs';
import { completeSandboxInvoice } from '@croupier/platform/cashbox/sandbox';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The sandbox provider pays or declines its invoice (`card`: optional, the payer's card digits): `{ data: SandboxInvoiceDto }`. 404 with PAYMENT_SANDBOX=off. */
export const POST = handle<{ token: string }, typeof sandboxCompleteBodySchema>(
  async (_req, ctx) => {
    const { outcome, card } = await ctx.body();
    return { data: await completeSandboxInvoice(ctx.db, ctx.params.token, outcome, ctx.locale, card) };
  },
  { body: sandboxCompleteBodySchema, answer: dataAnswer(sandboxInvoiceDtoSchema), summary: 'The sandbox payment provider pays or declines its invoice', errors: { 400: ['invoice_not_found', 'invoice_closed'] } },
);

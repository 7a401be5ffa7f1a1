import { dataAnswer } from '@croupier/platform/answer-schema';
import { sandboxInvoiceDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { readSandboxInvoice } from '@croupier/platform/cashbox/sandbox';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The sandbox provider's invoice (the token is the credential, no session): `{ data: SandboxInvoiceDto }`. 404 with PAYMENT_SANDBOX=off. */
export const GET = handle<{ token: string }>(async (_req, ctx) => ({ data: await readSandboxInvoice(ctx.db, ctx.params.token, ctx.locale) }), {
  cache: 'private',
  answer: dataAnswer(sandboxInvoiceDtoSchema),
  summary: "The sandbox payment provider's invoice (the token is the credential)",
  errors: { 400: ['invoice_not_found'] },
});

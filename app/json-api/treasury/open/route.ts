import { successAnswerSchema } from '@croupier/platform/accounts/account-answers';
import { openBodySchema } from '@croupier/platform/cashbox/cashbox-inputs';
import { recordCashboxOpen } from '@croupier/platform/cashbox/cashbox-opens';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Records that the player opened the cashbox, with the marketing query strings: `{ success: true }`. */
export const POST = handle(
  async (_req, ctx) => {
    const body = await ctx.body();
    await recordCashboxOpen(ctx.db, ctx.user.id, { depQs: body.dep_qs ?? null, qs: body.qs ?? null });
    return { success: true };
  },
  { auth: 'required', body: openBodySchema, answer: successAnswerSchema, summary: 'Records that the player opened the cashbox, with the marketing query strings' },
);

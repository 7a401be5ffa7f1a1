import { listAnswer } from '@croupier/platform/answer-schema';
import { payoutDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { offsetQuerySchema } from '@/lib/domain/offset-query';
import { listPayouts } from '@croupier/platform/cashbox/history';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Payout history, newest first, TREASURY_PAGE_SIZE after `offset`: `{ data: { data: PayoutDto[] } }`. */
export const GET = handle(
  async (_req, ctx) => {
    const { offset } = ctx.query();
    return { data: { data: await listPayouts(ctx.db, ctx.user.id, offset, ctx.locale) } };
  },
  { auth: 'required', cache: 'private', query: offsetQuerySchema, answer: listAnswer(payoutDtoSchema), summary: 'Payout history, newest first, a page after offset' },
);

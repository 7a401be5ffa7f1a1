import { listAnswer } from '@croupier/platform/answer-schema';
import { depositDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { offsetQuerySchema } from '@/lib/domain/offset-query';
import { listDeposits } from '@croupier/platform/cashbox/history';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Deposit history, newest first, TREASURY_PAGE_SIZE after `offset`: `{ data: { data: DepositDto[] } }`. */
export const GET = handle(
  async (_req, ctx) => {
    const { offset } = ctx.query();
    return { data: { data: await listDeposits(ctx.db, ctx.user.id, offset, ctx.locale) } };
  },
  { auth: 'required', cache: 'private', query: offsetQuerySchema, answer: listAnswer(depositDtoSchema), summary: 'Deposit history, newest first, a page after offset' },
);

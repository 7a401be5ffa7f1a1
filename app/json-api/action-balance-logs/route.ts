import { dataAnswer } from '@croupier/platform/answer-schema';
import { balanceLogsPageSchema } from '@croupier/platform/promotions/promotion-answers';
import { balanceLogsQuerySchema } from '@/lib/domain/promotions/promotion-calls';
import { handle } from '@croupier/platform/http';
import { balanceLogs } from '@croupier/platform/promotions/participants';

export const dynamic = 'force-dynamic';

/** The player's promo balance log (docs/API.md "Promotions: participants"): ?actionId (required), limit, page → `{ data: { items, totalItems } }`, newest first. */
export const GET = handle(async (_req, ctx) => ({ data: await balanceLogs(ctx.db, ctx.user.id, ctx.query()) }), {
  auth: 'required',
  query: balanceLogsQuerySchema,
  answer: dataAnswer(balanceLogsPageSchema),
  summary: "The player's promo balance log, newest first",
});

import { dataAnswer } from '@croupier/platform/answer-schema';
import { playSummaryDtoSchema } from '@croupier/platform/protection/protection-answers';
import { playSummaryQuerySchema } from '@/lib/domain/validation/protection-forms';
import { handle } from '@croupier/platform/http';
import { now } from '@croupier/platform/clock';
import { playerCurrency } from '@croupier/platform/protection/protection';
import { playSummary } from '@croupier/platform/protection/reality-check';

export const dynamic = 'force-dynamic';

/**
 * The reality check's figures: `?since=<ms since the epoch>` (when the game opened) →
 * `{ data: PlaySummaryDto }` — stakes, wins and net of the real-money rounds since then (24 h at most).
 */
export const GET = handle(
  async (_req, ctx) => {
    const { since } = ctx.query();
    const currency = await playerCurrency(ctx.db, ctx.user.id);
    return { data: await playSummary(ctx.db, ctx.user.id, currency, new Date(Math.min(since, now().getTime()))) };
  },
  { auth: 'required', cache: 'private', query: playSummaryQuerySchema, answer: dataAnswer(playSummaryDtoSchema), summary: "The reality check's figures: real-money stakes, wins and net since a moment" },
);

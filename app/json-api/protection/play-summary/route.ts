import { dataAnswer } from '@/lib/platform/answer-schema';
import { playSummaryDtoSchema } from '@/lib/platform/protection/protection-answers';
import { playSummaryQuerySchema } from '@/lib/domain/validation/protection-forms';
import { handle } from '@/lib/platform/http';
import { now } from '@/lib/platform/clock';
import { playerCurrency } from '@/lib/platform/protection/protection';
import { playSummary } from '@/lib/platform/protection/reality-check';

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

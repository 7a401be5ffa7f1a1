import { dataAnswer } from '@croupier/platform/answer-schema';
import { exclusionDtoSchema } from '@croupier/platform/protection/protection-answers';
import { timeOutSchema } from '@/lib/domain/validation/protection-forms';
import { handle } from '@croupier/platform/http';
import { exclusionDto, takeExclusion } from '@croupier/platform/protection/exclusion';

export const dynamic = 'force-dynamic';

/**
 * Takes a time-out: body `{ period: "24h"|"7d"|"30d" }` → `{ data: ExclusionDto }`. Ends every
 * login and game session of the player and deletes the session cookie. Refusal: 409
 * `exclusion_cannot_shorten` (with `until`) when one running ends later.
 */
export const POST = handle(
  async (_req, ctx) => {
    const { period } = await ctx.body();
    const state = await takeExclusion(ctx.db, ctx.user.id, 'time_out', period);
    ctx.clearSession();
    return { data: exclusionDto(state) };
  },
  { auth: 'required', body: timeOutSchema, answer: dataAnswer(exclusionDtoSchema), summary: 'Takes a time-out of 24 hours, 7 or 30 days; ends every session', errors: { 409: ['exclusion_cannot_shorten'] } },
);

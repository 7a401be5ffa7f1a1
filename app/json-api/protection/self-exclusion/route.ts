import { dataAnswer } from '@croupier/platform/answer-schema';
import { exclusionDtoSchema } from '@croupier/platform/protection/protection-answers';
import { selfExclusionSchema } from '@/lib/domain/validation/protection-forms';
import { handle } from '@croupier/platform/http';
import { exclusionDto, takeExclusion } from '@croupier/platform/protection/exclusion';

export const dynamic = 'force-dynamic';

/**
 * Self-excludes: body `{ period: "6m"|"permanent" }` → `{ data: ExclusionDto }` (`until` null =
 * permanent). Ends every login and game session and deletes the session cookie. Refusal: 409
 * `exclusion_cannot_shorten` (with `until`) when one running ends later.
 */
export const POST = handle(
  async (_req, ctx) => {
    const { period } = await ctx.body();
    const state = await takeExclusion(ctx.db, ctx.user.id, 'self_exclusion', period);
    ctx.clearSession();
    return { data: exclusionDto(state) };
  },
  { auth: 'required', body: selfExclusionSchema, answer: dataAnswer(exclusionDtoSchema), summary: 'Self-excludes for six months or for good; ends every session', errors: { 409: ['exclusion_cannot_shorten'] } },
);
